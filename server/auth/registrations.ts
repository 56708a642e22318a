import { randomUUID } from 'node:crypto';

/** A registered client instance of a session (agent or supervisor registration). */
export interface Registration {
  instanceId: string;
  sessionKey: string;
  userId: string;
  kind: 'agent' | 'supervisor';
  terminal: string | null;
  useInternalPhone: boolean;
  registeredAt: number;
}

export type RegistrationChange =
  | { type: 'registered'; registration: Registration }
  | { type: 'unregistered'; registration: Registration };

/**
 * Registrations live in memory only: after a restart keepAlive answers 404 and the
 * client re-registers (agent-desktop §8), which is the behaviour the hub must handle.
 * One registration per session; registering again replaces it with a new instance id.
 */
export function createRegistrations() {
  const bySession = new Map<string, Registration>();
  const listeners = new Set<(change: RegistrationChange) => void>();
  const notify = (change: RegistrationChange) => listeners.forEach((listener) => listener(change));

  return {
    register(input: Omit<Registration, 'instanceId'>): Registration {
      const previous = bySession.get(input.sessionKey);
      if (previous) notify({ type: 'unregistered', registration: previous });
      const registration: Registration = { ...input, instanceId: randomUUID() };
      bySession.set(input.sessionKey, registration);
      notify({ type: 'registered', registration });
      return registration;
    },
    find: (sessionKey: string): Registration | null => bySession.get(sessionKey) ?? null,
    remove(sessionKey: string): void {
      const registration = bySession.get(sessionKey);
      if (!registration) return;
      bySession.delete(sessionKey);
      notify({ type: 'unregistered', registration });
    },
    all: (): Registration[] => [...bySession.values()],
    /** Follows registrations (the simulator uses it to know which users are at work); answers an unsubscribe. */
    subscribe(listener: (change: RegistrationChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Registrations = ReturnType<typeof createRegistrations>;
