/**
 * Fakes for hub tests: a socket the test drives, a session controller the test drives,
 * and a tab that holds a real MessagePort pair and reads its patches synchronously.
 */
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import type { LoginRequest, UserProfile } from '../src/protocol/api';
import type { OpenIdLoginRequest } from '../src/protocol/openid-api';
import { applyFieldChanges, learnPaths, readFieldChanges } from '../src/protocol/field-changes';
import {
  PROTOCOL_VERSION,
  type CommandResult,
  type HubNotice,
  type SessionValue,
  type TopicName,
  type TopicPatch,
  type TopicValues,
} from '../src/protocol/hub';
import { createHub, type Hub } from '../workers/hub/create-hub';
import type { HubEnvironment, HubSocket, HubSocketSignal } from '../workers/hub/hub-environment';
import type {
  RequestOptions,
  SessionController,
  SessionListeners,
} from '../workers/hub/session-types';

export const SUPERVISOR: UserProfile = {
  userId: 'u-sup',
  username: 'sup',
  displayName: 'Sue Pervisor',
  firstName: 'Sue',
  lastName: 'Pervisor',
  email: 'sup@example.test',
  organizationId: 'org1',
  isSupervisor: true,
  isWallboard: false,
  supervisorFeatures: true,
  assignedBusinessProcessIds: ['bp1'],
  defaultLoadAllowanceId: 'la1',
  alwaysRecord: false,
};

export class FakeSocket implements HubSocket {
  readonly #any: Array<(event: string, payload: unknown) => void> = [];
  readonly #signals: Array<(signal: HubSocketSignal) => void> = [];
  disconnected = false;
  constructor(readonly sessionId: string) {}
  onAny(listener: (event: string, payload: unknown) => void): void {
    this.#any.push(listener);
  }
  onSignal(listener: (signal: HubSocketSignal) => void): void {
    this.#signals.push(listener);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  emit(event: string, payload: unknown): void {
    for (const l of this.#any) l(event, payload);
  }
  signal(signal: HubSocketSignal): void {
    for (const l of this.#signals) l(signal);
  }
}

type Answer = (opts: RequestOptions) => CommandResult<unknown>;

export class FakeSession implements SessionController {
  value: SessionValue = { name: 'loggedOut', reason: null };
  sessionId: string | null = null;
  readonly requests: RequestOptions[] = [];
  resumeCalls = 0;
  logoutCalls = 0;
  /** Answers of `request`; 404 ("not built yet") unless a test says otherwise. */
  answer: Answer = () => ({ ok: false, error: { code: 'http', status: 404 } });
  constructor(readonly listeners: SessionListeners) {}

  #set(value: SessionValue): void {
    this.value = value;
    this.listeners.onSession(value);
  }
  activate(user: UserProfile = SUPERVISOR, sessionId = 'sid-1'): void {
    this.sessionId = sessionId;
    this.#set({ name: 'active', user, instanceId: 'instance-1' });
  }
  async login(_req: LoginRequest): Promise<CommandResult<UserProfile>> {
    this.activate();
    return { ok: true, value: SUPERVISOR };
  }
  async openIdLogin(_req: OpenIdLoginRequest): Promise<CommandResult<UserProfile>> {
    return this.login({ username: 'supervisor', password: '' });
  }
  async openIdAvailable(): Promise<boolean> {
    return false;
  }
  async openIdStart(): Promise<CommandResult<string>> {
    return { ok: false, error: { code: 'openIdStartFailed', status: 404 } };
  }
  async resume(): Promise<boolean> {
    this.resumeCalls += 1;
    return false;
  }
  async logout(): Promise<void> {
    this.logoutCalls += 1;
    if (this.value.name === 'loggedOut') return;
    this.sessionId = null;
    this.#set({ name: 'loggedOut', reason: { code: 'userLogout' } });
  }
  endCalls: string[] = [];
  end(code: 'userLogout' | 'revoked' | 'sessionExpired'): void {
    this.endCalls.push(code);
    if (this.value.name === 'loggedOut') return;
    this.sessionId = null;
    this.#set({ name: 'loggedOut', reason: { code } });
  }
  async request<T>(opts: RequestOptions): Promise<CommandResult<T>> {
    this.requests.push(opts);
    return this.answer(opts) as CommandResult<T>; // the test's answer stands for the server's
  }
  notice(notice: HubNotice): void {
    this.listeners.onNotice(notice);
  }
  dispose(): void {}
}

export interface TestHub {
  hub: Hub;
  session: FakeSession;
  sockets: FakeSocket[];
  /** Release a tab's Web Lock (the tab died). */
  releaseLock(tabId: string): void;
  logs: string[];
  /** What the hub tells its session about the collaboration host. */
  host: { inCollaborationHost(): boolean };
}

/** A hub on fake timers (call vi.useFakeTimers first). */
export function createTestHub(options: { locks?: boolean } = {}): TestHub {
  const sockets: FakeSocket[] = [];
  const lockResolvers = new Map<string, () => void>();
  const logs: string[] = [];
  let session: FakeSession | null = null;
  let host: { inCollaborationHost(): boolean } | null = null;
  const env: HubEnvironment = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    connectSocket: ({ sessionId }) => {
      const socket = new FakeSocket(sessionId);
      sockets.push(socket);
      return socket;
    },
    createSession: (listeners, collaboration) => {
      host = collaboration;
      return (session = new FakeSession(listeners));
    },
    log: (level, message) => logs.push(`${level}: ${message}`),
    lockWaiter: (tabId) =>
      options.locks === false
        ? null
        : new Promise<void>((resolve) => lockResolvers.set(tabId, resolve)),
    transport: 'inline',
    randomId: () => 'client-sub-1',
  };
  const hub = createHub(env);
  if (session === null || host === null) throw new Error('the hub did not create its session');
  return {
    hub,
    session,
    sockets,
    releaseLock: (tabId) => lockResolvers.get(tabId)?.(),
    logs,
    host,
  };
}

/** A tab: a real MessagePort pair, its patches read synchronously from the tab's end. */
export class TestTab {
  readonly patches: TopicPatch[] = [];
  readonly channel = new MessageChannel();
  #read = 0;
  constructor(
    readonly hub: Hub,
    readonly tabId: string,
  ) {}

  async hello(protocolVersion = PROTOCOL_VERSION) {
    return this.hub.hello(
      { protocolVersion, tabId: this.tabId },
      this.channel.port2 as unknown as MessagePort,
    );
  }

  /** Messages delivered so far; each message is an array of patches. */
  #drain(): void {
    for (;;) {
      const message = receiveMessageOnPort(this.channel.port1);
      if (message === undefined) return;
      for (const patch of message.message as TopicPatch[]) this.patches.push(patch);
    }
  }

  /** Patches that arrived since the last call. */
  take(): TopicPatch[] {
    this.#drain();
    const fresh = this.patches.slice(this.#read);
    this.#read = this.patches.length;
    return fresh;
  }

  /** Patches of one topic that arrived since the last `take`. */
  takeTopic<T extends TopicName>(topic: T): Array<TopicPatch<T>> {
    return this.take().filter((p): p is TopicPatch<T> => p.topic === topic);
  }

  /** Apply every patch of a topic as the tab would, checking seq on the way. */
  state<T extends TopicName>(topic: T): Map<string, TopicValues[T]> {
    this.#drain();
    const state = new Map<string, TopicValues[T]>();
    let seq = 0;
    let paths: string[][] = [];
    for (const patch of this.patches) {
      if (patch.topic !== topic) continue;
      if (patch.snapshot) {
        state.clear();
        paths = [];
        // a snapshot starts the count again (at 1), or carries it on for a snapshot-delivery tab
        seq = patch.seq - 1;
      }
      if (patch.seq !== seq + 1) throw new Error(`${topic}: seq ${patch.seq} after ${seq}`);
      seq = patch.seq;
      for (const [key, value] of patch.upserts) state.set(key, value as TopicValues[T]);
      if (patch.changes !== undefined && !learnPaths(paths, patch.changes))
        throw new Error(`${topic}: paths from ${patch.changes.pathBase}, ${paths.length} held`);
      if (patch.changes !== undefined)
        for (const [key, changes] of readFieldChanges(patch.changes, paths)) {
          if (!state.has(key)) throw new Error(`${topic}: field changes of ${key}, not held`);
          // the changes rebuild a value of this very topic
          state.set(key, applyFieldChanges(state.get(key), changes) as TopicValues[T]);
        }
      for (const key of patch.removes) state.delete(key);
    }
    return state;
  }

  close(): void {
    this.channel.port1.close();
    this.channel.port2.close();
  }
}

/** Let pending promise callbacks run (fake timers leave microtasks alone). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
