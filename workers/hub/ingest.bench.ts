/**
 * Hub ingest throughput: batched `stats:businessProcess` (1,000 business processes) and
 * `agent:state` (10,000 agents) events through decode, reducers, diff and one flush to
 * three tabs. One iteration is 11,000 events: events/s = hz × 11,000. zod runs as in the
 * browser, without its compiled fast path (the CSP forbids eval): with it, decoding read
 * about three times faster here than the hub could ever decode.
 */
import './ingest.bench-setup';
import { bench, describe } from 'vitest';
import type { AgentState } from '../../src/protocol/events';
import { decodeBatch, ZOD_ITEM_VALIDATORS } from './decode-events';
import { FAST_ITEM_VALIDATORS } from './item-validators';
import { emptyMetrics } from './metrics';
import { Publisher, type PatchPort } from './publisher';
import { createEventIngest, type ItemValidators } from './event-ingest';
import { batch, businessProcess, quietIngestHooks } from '../../tests/hub-events';

const BUSINESS_PROCESSES = 1_000;
const AGENTS = 10_000;
export const EVENTS_PER_ITERATION = BUSINESS_PROCESSES + AGENTS;
const STATES: AgentState['stateId'][] = ['ready', 'busy', 'break', 'offered'];

function businessProcessBatch(round: number) {
  return {
    t: round,
    items: Array.from({ length: BUSINESS_PROCESSES }, (_, i) => ({
      businessProcessId: `bp-${i}`,
      totalReadyAgents: (i + round) % 9,
      agentCounts: { ready: (i + round) % 9, busy: 3 },
      kpis: {
        businessProcessServiceLevel: ((i + round) % 100) / 100,
        businessProcessWaitingInteractions: round % 5,
      },
    })),
  };
}

function fullBusinessProcesses() {
  return batch(
    Array.from({ length: BUSINESS_PROCESSES }, (_, i) => businessProcess(`bp-${i}`, 0)),
    0,
  );
}

function agentStateBatch(round: number) {
  return {
    t: round,
    items: Array.from({ length: AGENTS }, (_, i): AgentState => ({
      agentId: `agent-${i}`,
      stateId: STATES[(i + round) % STATES.length]!,
      stateName: 'State',
      breakTypeId: null,
      since: 1_700_000_000_000 + round * 1_000,
      loadAllowanceId: 'la-1',
      hasTelephonyInteraction: (i + round) % 3 === 0,
    })),
  };
}

function pipeline(validators: ItemValidators): () => number {
  const env = {
    now: () => performance.now(),
    setTimeout: () => null,
    clearTimeout: () => {},
    log: () => {},
  };
  const publisher = new Publisher(env, emptyMetrics());
  const ingest = createEventIngest(
    publisher,
    emptyMetrics(),
    quietIngestHooks('agent-0'),
    validators,
  );
  let posted = 0;
  const port: PatchPort = { postMessage: () => (posted += 1), close: () => {} };
  for (const tabId of ['tab-1', 'tab-2', 'tab-3']) {
    publisher.addTab(tabId, port);
    for (const topic of ['businessProcessStatistics', 'supervisedAgents', 'ownAgent'] as const)
      publisher.subscribe(tabId, topic);
  }
  ingest('stats:businessProcess', fullBusinessProcesses());
  publisher.flush();
  const rounds = [0, 1, 2, 3].map((r) => ({
    bp: businessProcessBatch(r),
    agents: agentStateBatch(r),
  }));
  let round = 0;
  return () => {
    const next = rounds[round++ % rounds.length]!;
    ingest('stats:businessProcess', next.bp);
    ingest('agent:state', next.agents);
    publisher.flush();
    return posted;
  };
}

describe(`ingest ${EVENTS_PER_ITERATION} events per iteration, 3 tabs`, () => {
  const round = pipeline(FAST_ITEM_VALIDATORS);
  const batches = { bp: businessProcessBatch(1), agents: agentStateBatch(1) };
  bench('decode + reduce + diff + flush', () => {
    round();
  });
  // the decoding share of the above, with the hub's validators and with zod's alone
  bench('decode only (hand-written checks, as the hub)', () => {
    decodeBatch('stats:businessProcess', batches.bp, FAST_ITEM_VALIDATORS['stats:businessProcess']);
    decodeBatch('agent:state', batches.agents, FAST_ITEM_VALIDATORS['agent:state']);
  });
  bench('decode only (zod, item by item)', () => {
    decodeBatch('stats:businessProcess', batches.bp, ZOD_ITEM_VALIDATORS['stats:businessProcess']);
    decodeBatch('agent:state', batches.agents, ZOD_ITEM_VALIDATORS['agent:state']);
  });
});
