import { describe, expect, it } from 'vitest';
import type { AgentState } from '../../src/protocol/events';
import type { TopicName } from '../../src/protocol/hub';
import { createConnection } from '../../workers/hub/connection';
import { ZOD_ITEM_VALIDATORS } from '../../workers/hub/decode-events';
import type { HubSocket, HubSocketSignal } from '../../workers/hub/hub-environment';
import { emptyMetrics } from '../../workers/hub/metrics';
import { Publisher } from '../../workers/hub/publisher';
import { createEventIngest } from '../../workers/hub/event-ingest';
import {
  createReplaySocket,
  parseRecording,
  recordingLine,
  REPLAY_TICK_MS,
  type ReplayTimers,
} from './replay-socket';
import { replayRateOf } from './replay-control';
import { batch, businessProcess, quietIngestHooks } from '../../tests/hub-events';

const STATES: AgentState['stateId'][] = ['ready', 'busy', 'break', 'offered'];

function agentBatch(round: number) {
  return {
    t: round,
    items: Array.from({ length: 20 }, (_, i): AgentState => ({
      agentId: `agent-${i}`,
      stateId: STATES[(i + round) % STATES.length] as AgentState['stateId'],
      stateName: `State ${round}`,
      breakTypeId: null,
      since: 1_700_000_000_000 + round * 1_000,
      loadAllowanceId: 'la-1',
      hasTelephonyInteraction: (i + round) % 3 === 0,
    })),
  };
}

function businessProcessBatch(round: number) {
  return {
    t: round,
    items: Array.from({ length: 5 }, (_, i) => ({
      businessProcessId: `bp-${i}`,
      totalReadyAgents: (i + round) % 9,
      agentCounts: { ready: (i + round) % 9, busy: 3 },
      kpis: { businessProcessWaitingInteractions: round % 5 },
    })),
  };
}

/** The server's first batch for a business process carries every field. */
function fullBusinessProcesses() {
  return batch(
    Array.from({ length: 5 }, (_, i) => businessProcess(`bp-${i}`, 0)),
    0,
  );
}

/** A recording as the bench writes it: later rounds overwrite earlier ones, so order shows. */
const RECORDING = [
  recordingLine('stats:businessProcess', fullBusinessProcesses()),
  ...[0, 1, 2].flatMap((round) => [
    recordingLine('stats:businessProcess', businessProcessBatch(round)),
    recordingLine('agent:state', agentBatch(round)),
  ]),
];
const ITEMS = 5 + 3 * (5 + 20);

const TOPICS: TopicName[] = ['businessProcessStatistics', 'supervisedAgents'];

/** The hub's socket path from `onAny` on: connection, decode, reducers, stores. */
function hubPath(socket: HubSocket) {
  const env = { now: () => 0, setTimeout: () => null, clearTimeout: () => {}, log: () => {} };
  const metrics = emptyMetrics();
  const seen: Array<[string, unknown]> = [];
  const publisher = new Publisher(env, metrics);
  const ingest = createEventIngest(publisher, metrics, quietIngestHooks(null), ZOD_ITEM_VALIDATORS);
  const connection = createConnection(
    { now: () => 0, connectSocket: () => socket, log: () => {} },
    publisher.store('connection'),
    {
      onEvent: (event, payload) => {
        seen.push([event, payload]);
        ingest(event, payload);
      },
      onConnected: () => {},
      onRefused: () => {},
      onDroppedByServer: () => {},
    },
  );
  connection.open('session-1');
  return {
    seen,
    state: () => TOPICS.map((topic) => [topic, publisher.store(topic).snapshot()]),
    metrics,
  };
}

/** A socket the test plays by hand, as socket.io-client would hand packets over. */
function handSocket() {
  let listener: (event: string, payload: unknown) => void = () => {};
  let signal: (s: HubSocketSignal) => void = () => {};
  const socket: HubSocket = {
    onAny: (l) => (listener = l),
    onSignal: (l) => (signal = l),
    disconnect: () => {},
  };
  return {
    socket,
    connect: () => signal({ type: 'connected' }),
    deliver: (event: string, payload: unknown) => listener(event, payload),
  };
}

function manualTimers() {
  let now = 0;
  const ticks: Array<() => void> = [];
  const timers: ReplayTimers = {
    now: () => now,
    setInterval: (fn) => ticks.push(fn),
    clearInterval: () => (ticks.length = 0),
  };
  return {
    timers,
    async advance(ms: number) {
      await Promise.resolve(); // the recording's promise settles first
      for (let t = 0; t < ms; t += REPLAY_TICK_MS) {
        now += REPLAY_TICK_MS;
        for (const tick of [...ticks]) tick();
      }
    },
  };
}

describe('B1 replay source', () => {
  it('a replayed recording leaves the hub in the state its socket packets leave it', async () => {
    const hand = handSocket();
    const bySocket = hubPath(hand.socket);
    hand.connect();
    for (const line of RECORDING) {
      const [event, payload] = JSON.parse(line) as [string, unknown];
      hand.deliver(event, payload);
    }

    const clock = manualTimers();
    let rate = ITEMS * 10; // the whole recording in 100 ms
    const replay = createReplaySocket(
      Promise.resolve(parseRecording(RECORDING.join('\n'))),
      clock.timers,
      () => rate,
      () => {},
    );
    const byReplay = hubPath(replay);
    await clock.advance(100);
    rate = 0; // stop where one pass ends: a second pass would replay round 0 over round 2
    await clock.advance(100);

    expect(byReplay.seen).toEqual(bySocket.seen);
    expect(byReplay.metrics.eventsIn).toBe(ITEMS);
    expect(byReplay.state()).toEqual(bySocket.state());
    // both hubs hold what the packets said, not two empty stores
    expect(bySocket.state().map(([, entries]) => (entries as unknown[]).length)).toEqual([5, 20]);
  });

  it('plays at the set rate, and a new rate takes effect while it runs', async () => {
    const clock = manualTimers();
    let rate = 500;
    const delivered: number[] = [];
    const replay = createReplaySocket(
      Promise.resolve(parseRecording(RECORDING.join('\n'))),
      clock.timers,
      () => rate,
      () => {},
    );
    let items = 0;
    replay.onAny((_event, payload) => (items += (payload as { items: unknown[] }).items.length));
    await clock.advance(1_000);
    delivered.push(items);
    rate = 2_000;
    await clock.advance(1_000);
    delivered.push(items - (delivered[0] ?? 0));
    // a batch is played whole: within one batch (20 items) of the rate
    expect(Math.abs((delivered[0] ?? 0) - 500)).toBeLessThanOrEqual(20);
    expect(Math.abs((delivered[1] ?? 0) - 2_000)).toBeLessThanOrEqual(20);
  });

  it('refuses a recording line that is no packet, and a rate message that is no rate', () => {
    expect(() => parseRecording('{"items":[]}')).toThrow(/line 1/);
    expect(() => parseRecording('\n')).toThrow(/no packet/);
    expect(replayRateOf({ rate: 5_000 })).toBe(5_000);
    for (const bad of [null, 5, { rate: -1 }, { rate: Number.NaN }, { rate: '5' }, { rate: 1e12 }])
      expect(replayRateOf(bad)).toBeNull();
  });
});
