/**
 * Sign-in attempts started by start-auth and not yet finished, keyed by their state:
 * the PKCE verifier and the nonce never leave the server. An attempt is taken once
 * (a replayed redirect finds nothing) and lives ATTEMPT_TTL_MS at most.
 */
export const ATTEMPT_TTL_MS = 10 * 60_000;
/** start-auth is public: past this many open attempts the oldest are dropped, so memory stays bounded. */
export const MAX_PENDING_ATTEMPTS = 10_000;

export interface PendingAttempt {
  codeVerifier: string;
  nonce: string;
  startedAt: number;
}

export type TakenAttempt =
  { kind: 'ok'; attempt: PendingAttempt } | { kind: 'unknown' } | { kind: 'expired' };

export function createPendingAttempts(now: () => number) {
  // a Map iterates in insertion order: the first entries are the oldest
  const attempts = new Map<string, PendingAttempt>();

  function dropExpired(at: number): void {
    for (const [state, attempt] of attempts) {
      if (at - attempt.startedAt < ATTEMPT_TTL_MS) return;
      attempts.delete(state);
    }
  }

  return {
    add(state: string, attempt: Omit<PendingAttempt, 'startedAt'>): void {
      const at = now();
      dropExpired(at);
      while (attempts.size >= MAX_PENDING_ATTEMPTS) {
        const oldest = attempts.keys().next();
        if (oldest.done === true) break;
        attempts.delete(oldest.value);
      }
      attempts.set(state, { ...attempt, startedAt: at });
    },
    /** The attempt of this state, removed whatever the outcome. */
    take(state: string): TakenAttempt {
      const attempt = attempts.get(state);
      if (attempt === undefined) return { kind: 'unknown' };
      attempts.delete(state);
      return now() - attempt.startedAt >= ATTEMPT_TTL_MS
        ? { kind: 'expired' }
        : { kind: 'ok', attempt };
    },
    get size(): number {
      return attempts.size;
    },
  };
}

export type PendingAttempts = ReturnType<typeof createPendingAttempts>;
