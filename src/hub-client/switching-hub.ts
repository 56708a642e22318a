import type { HelloResult, HubApi } from '../protocol/hub';
import {
  failedAnswer,
  handOverFate,
  HubReplay,
  restoredAnswer,
  type HubCall,
  type HubMethod,
} from './hub-replay';

/** A hub this tab can reach now: its own worker, or the leader's over a link. */
export interface HubTarget {
  hub: HubApi;
  /** Hands a port to the hub side (transferred, not copied). */
  transfer(port: MessagePort): MessagePort;
}

interface Pending {
  call: HubCall;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** The hub the call went to; null while it waits for one. */
  sentTo: HubTarget | null;
}

type Hello = Parameters<HubApi['hello']>[0];

const METHODS = [
  'bye',
  'heartbeat',
  'setVisible',
  'subscribe',
  'unsubscribe',
  'resync',
  'login',
  'openIdAvailable',
  'openIdStart',
  'openIdLogin',
  'logout',
  'updateSettings',
  'subscribeCounters',
  'unsubscribeCounters',
  'interactionCommand',
  'markInteractionRead',
  'loadConversation',
  'call',
  'read',
] as const satisfies readonly HubMethod[];
/** Every method but hello goes through the switch: a member left out would not exist on a tab's hub. */
type Unswitched = Exclude<HubMethod, (typeof METHODS)[number]>;
const EVERY_METHOD_SWITCHED: [Unswitched] extends [never] ? true : Unswitched = true;
void EVERY_METHOD_SWITCHED;

/**
 * The `HubApi` a tab of the leader transport codes against, while the hub behind it changes
 * (issue 23): calls wait while no hub serves, a new hub first hears this tab's hello and
 * everything it held (topics, counters, visibility), and a call the lost hub never answered
 * is restored, resent or failed as `handOverFate` says. Patches of every hub reach the tab's
 * one patch port, each new hub starting with snapshots.
 */
export class SwitchingHub {
  readonly api: HubApi;
  readonly #replay = new HubReplay();
  readonly #pending = new Set<Pending>();
  readonly #log: (message: string) => void;
  #hello: {
    req: Hello;
    tabPort: MessagePort;
    answer(result: HelloResult): void;
    fail(error: unknown): void;
    answered: boolean;
  } | null = null;
  /** The hub offered last; serving once greeted. */
  #offered: HubTarget | null = null;
  #serving: HubTarget | null = null;
  #patches: MessageChannel | null = null;
  /** The tab's patch reader in this thread, when it gave one (see `readPatches`). */
  #reader: ((data: unknown) => void) | null = null;

  constructor(log: (message: string) => void) {
    this.#log = log;
    const api: Record<string, unknown> = {
      hello: (req: Hello, tabPort: MessagePort) =>
        new Promise<HelloResult>((answer, fail) => {
          this.#hello = { req, tabPort, answer, fail, answered: false };
          if (this.#offered !== null) void this.#greet(this.#offered);
        }),
    };
    for (const method of METHODS)
      api[method] = (...args: unknown[]) => this.#invoke({ method, args } as HubCall);
    // every member is defined above from METHODS (checked against HubApi) plus hello
    this.api = api as unknown as HubApi;
  }

  /**
   * Hands each hub's patches straight to the tab's reader. Without it a patch is read off the
   * hub's port and posted again to the tab's own port: cloned twice more on the main thread,
   * which made a leader-mode tab cost two to three times a SharedWorker tab.
   */
  readPatches(reader: (data: unknown) => void): void {
    this.#reader = reader;
  }

  /** Whether a hub serves this tab now. */
  get serving(): boolean {
    return this.#serving !== null;
  }

  /** A hub is there: greet it, tell it what this tab holds, then send what waited. */
  serve(target: HubTarget): void {
    this.lose();
    this.#offered = target;
    if (this.#hello !== null) void this.#greet(target);
  }

  /** The hub is gone (or going): calls wait for the next one. */
  lose(): void {
    this.#offered = null;
    this.#serving = null;
    if (this.#patches !== null) {
      this.#patches.port1.close();
      this.#patches = null;
    }
    for (const pending of this.#pending) {
      if (pending.sentTo === null) continue;
      switch (handOverFate(pending.call)) {
        case 'restored':
          this.#settle(pending, restoredAnswer(pending.call));
          break;
        case 'resent':
          pending.sentTo = null;
          break;
        case 'failed':
          this.#log(`${pending.call.method} unanswered by the hub that went away: not sent again`);
          this.#settle(pending, failedAnswer());
          break;
      }
    }
  }

  async #greet(target: HubTarget): Promise<void> {
    const hello = this.#hello;
    if (hello === null) return;
    const patches = new MessageChannel();
    let firstPatch = true;
    // the tab reads one port for its whole life; each hub writes to a port of its own
    patches.port1.onmessage = (event: MessageEvent<unknown>) => {
      if (firstPatch) {
        firstPatch = false;
        // the end of a hand-over as this tab sees it: the new hub's data reaches it
        performance.mark('hub-leader:first-patch');
      }
      if (this.#reader !== null) this.#reader(event.data);
      else hello.tabPort.postMessage(event.data);
    };
    // the topics named at hello are this tab's first subscriptions: a later hub hears them,
    // and whatever became of them since, from the replay
    const first = !hello.answered;
    const req = first ? hello.req : { ...hello.req, topics: [] };
    let result: HelloResult;
    try {
      result = await target.hub.hello(req, target.transfer(patches.port2));
    } catch (error) {
      patches.port1.close();
      if (!hello.answered) hello.fail(error);
      return;
    }
    if (this.#offered !== target) {
      patches.port1.close(); // another hub took over meanwhile
      return;
    }
    this.#patches = patches;
    if (!hello.answered) {
      hello.answered = true;
      hello.answer(result);
    }
    if (!result.ok) return;
    performance.mark('hub-leader:greeted');
    for (const call of this.#replay.calls(hello.req.tabId))
      this.#send(call, target).catch((error: unknown) =>
        this.#log(`replaying ${call.method} failed: ${String(error)}`),
      );
    if (first)
      for (const topic of hello.req.topics ?? [])
        this.#replay.record({ method: 'subscribe', args: [hello.req.tabId, topic] });
    this.#serving = target;
    for (const pending of this.#pending)
      if (pending.sentTo === null) this.#dispatch(pending, target);
  }

  #invoke(call: HubCall): Promise<unknown> {
    this.#replay.record(call);
    const target = this.#serving;
    // while no hub serves, what the replay restores needs no hub: it is told to the next one
    if (target === null && handOverFate(call) === 'restored')
      return Promise.resolve(restoredAnswer(call));
    return new Promise((resolve, reject) => {
      const pending: Pending = { call, resolve, reject, sentTo: null };
      this.#pending.add(pending);
      if (target !== null) this.#dispatch(pending, target);
    });
  }

  #dispatch(pending: Pending, target: HubTarget): void {
    pending.sentTo = target;
    this.#send(pending.call, target).then(
      (value) => {
        if (pending.sentTo === target) this.#settle(pending, value);
      },
      (error: unknown) => {
        if (pending.sentTo !== target) return;
        this.#pending.delete(pending);
        pending.reject(error);
      },
    );
  }

  #send(call: HubCall, target: HubTarget): Promise<unknown> {
    // the call's arguments are those of `call.method` (HubCall pairs them)
    const member = Reflect.get(target.hub, call.method) as (...args: unknown[]) => Promise<unknown>;
    // Reflect.apply, not member.apply: on a Comlink proxy `.apply` would be a remote property
    return Reflect.apply(member, target.hub, call.args);
  }

  #settle(pending: Pending, value: unknown): void {
    this.#pending.delete(pending);
    pending.resolve(value);
  }
}
