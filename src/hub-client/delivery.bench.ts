/**
 * Main-thread cost of receiving and applying live statistics in a tab: the hub's patches
 * (only what changed, into keyed signals) against the usual design's full snapshot each
 * time (every entry, a new collection in React state). 1,000 business processes, 5 % of
 * them changing per update. Receiving is measured as the structured clone the
 * MessagePort performs on the tab's thread.
 */
import { bench, describe } from 'vitest';
import type { BusinessProcessStatistics } from '../protocol/events';
import type { TopicPatch } from '../protocol/hub';
import { TopicSignals } from './topic-signals';

const BUSINESS_PROCESSES = 1_000;
const CHANGED_PER_UPDATE = BUSINESS_PROCESSES / 20;

function statistics(i: number, round: number): BusinessProcessStatistics {
  return {
    businessProcessId: `bp-${i}`,
    businessProcessName: `Business process ${i}`,
    lastResetTime: 1_700_000_000_000,
    totalReadyAgents: (i + round) % 9,
    totalBusyAgents: 3,
    totalBreakAgents: 1,
    totalUnavailableAgents: 0,
    agentCounts: {
      ready: (i + round) % 9,
      busy: 3,
      consultOrConference: 0,
      backoffice: 0,
      outgoing: 0,
      inBreak: 1,
      noAnswer: 0,
      offline: 0,
    },
    kpis: {
      businessProcessServiceLevel: ((i + round) % 100) / 100,
      businessProcessWaitingInteractions: round % 5,
      businessProcessAnsweredInteractions: i + round,
      businessProcessAbandonedInteractions: round % 7,
      businessProcessLongestWaitingTime: round % 60,
      businessProcessAverageAgentHandlingTime: 280 + (round % 40),
    },
  };
}

const hub = { resync: async () => {} };
const candidate = new TopicSignals(hub, 'bench-tab');
candidate.track('businessProcessStatistics');
let seq = 1;
candidate.apply({
  topic: 'businessProcessStatistics',
  seq,
  snapshot: true,
  upserts: Array.from({ length: BUSINESS_PROCESSES }, (_, i) => [`bp-${i}`, statistics(i, 0)]),
  removes: [],
});
// Rows that render read their own signal; subscribe them as mounted rows would.
for (let i = 0; i < BUSINESS_PROCESSES; i += 1)
  candidate.entry('businessProcessStatistics', `bp-${i}`).subscribe(() => {});

let peerState = new Map<string, BusinessProcessStatistics>();
let round = 0;

describe(`delivery of ${CHANGED_PER_UPDATE} changed of ${BUSINESS_PROCESSES} business processes`, () => {
  bench('candidate: patch of what changed, cloned and applied to keyed signals', () => {
    round += 1;
    seq += 1;
    const start = (round * CHANGED_PER_UPDATE) % BUSINESS_PROCESSES;
    const patch: TopicPatch<'businessProcessStatistics'> = {
      topic: 'businessProcessStatistics',
      seq,
      snapshot: false,
      upserts: Array.from({ length: CHANGED_PER_UPDATE }, (_, k) => {
        const i = (start + k) % BUSINESS_PROCESSES;
        return [`bp-${i}`, statistics(i, round)];
      }),
      removes: [],
    };
    candidate.apply(structuredClone([patch])[0]!);
  });

  bench('peer: full snapshot, cloned and set as new React state', () => {
    round += 1;
    const snapshot = Array.from({ length: BUSINESS_PROCESSES }, (_, i) => statistics(i, round));
    const received = structuredClone(snapshot);
    // what a reducer does on each snapshot: a new collection keyed by id
    peerState = new Map(received.map((entry) => [entry.businessProcessId, entry]));
  });
});

/** Bytes per update of each design, printed once for the table. */
const patchBytes = JSON.stringify(
  Array.from({ length: CHANGED_PER_UPDATE }, (_, i) => statistics(i, 1)),
).length;
const snapshotBytes = JSON.stringify(
  Array.from({ length: BUSINESS_PROCESSES }, (_, i) => statistics(i, 1)),
).length;
console.log(
  `bytes per update: candidate ${patchBytes}, peer ${snapshotBytes} (${(snapshotBytes / patchBytes).toFixed(1)}x)`,
);
void peerState;
