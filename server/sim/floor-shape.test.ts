/**
 * The default floor over a simulated hour at real time: the shape a supervisor and a
 * logged-in agent should see (issue: a believable floor). Fast: the engine runs an hour
 * of model time in well under a second.
 */
import { describe, expect, it } from 'vitest';
import type { Media } from './config';
import { createSimulation, type Simulation } from './engine';

const START = Date.UTC(2026, 0, 5, 9);
const MINUTE = 60_000;
const PERSON = 'person-1';
/** How long the test's person talks and wraps up: brisk, like someone trying the desk. */
const PERSON_HANDLE_MS = 90_000;

interface Hour {
  sim: Simulation;
  /** Per minute: the most waiting in any business process, and the longest wait. */
  waitingByMinute: number[];
  longestWaitByMinute: number[];
  personOffers: { at: number; media: Media }[];
  personReadyAt: number;
}

/** Runs the default centre for an hour with one logged-in person who takes every offer. */
function runHour(seed: number): Hour {
  const sim = createSimulation({ seed, startTimeMs: START, recordFullLog: true });
  const bps = sim
    .businessProcesses()
    .slice(0, 3)
    .map((b) => b.businessProcessId);
  expect(
    sim.addExternalAgent(PERSON, 'Person', bps, {
      stateId: 'ready',
      loadAllowanceId: 'la-standard',
    }),
  ).toEqual({ ok: true });
  const hour: Hour = {
    sim,
    waitingByMinute: [],
    longestWaitByMinute: [],
    personOffers: [],
    personReadyAt: START,
  };
  const finishing = new Map<string, number>();
  for (let t = START + 1000; t <= START + 60 * MINUTE; t += 1000) {
    sim.advanceTo(t);
    for (const offer of sim.drainChanges().offers) {
      if (offer.kind !== 'offered') continue;
      hour.personOffers.push({ at: offer.at, media: offer.media });
      expect(sim.externalAgentAction(PERSON, offer.interactionId, 'accept')).toEqual({ ok: true });
      finishing.set(offer.interactionId, t + PERSON_HANDLE_MS);
    }
    for (const [id, due] of finishing) {
      if (due > t) continue;
      finishing.delete(id);
      sim.externalAgentAction(PERSON, id, 'end');
      sim.externalAgentAction(PERSON, id, 'complete');
    }
    if ((t - START) % MINUTE === 0) {
      const kpis = sim.snapshot().businessProcesses.map((b) => b.kpis);
      hour.waitingByMinute.push(
        Math.max(...kpis.map((k) => k.businessProcessWaitingInteractions ?? 0)),
      );
      hour.longestWaitByMinute.push(
        Math.max(...kpis.map((k) => k.businessProcessLongestWaitingTime ?? 0)),
      );
    }
  }
  return hour;
}

describe('the default floor over a simulated hour', () => {
  const hour = runHour(3);
  const kpis = hour.sim.snapshot().businessProcesses.map((b) => b.kpis);
  const total = (id: keyof (typeof kpis)[number]): number =>
    kpis.reduce((n, k) => n + (k[id] ?? 0), 0);

  it('queues within 5 minutes of the start and the longest wait climbs past 30 s', () => {
    expect(Math.max(...hour.waitingByMinute.slice(0, 5))).toBeGreaterThan(0);
    expect(Math.max(...hour.longestWaitByMinute)).toBeGreaterThan(30);
  });

  it('keeps the busy business processes between roughly 60 % and 95 % service level', () => {
    const levels = kpis.map((k) => k.businessProcessServiceLevel ?? 1).sort((a, b) => a - b);
    // busy = the half of the centre with the lowest service level
    const busy = levels.slice(0, Math.ceil(levels.length / 2));
    for (const sl of busy) {
      expect(sl).toBeGreaterThan(0.45);
      expect(sl).toBeLessThan(0.96);
    }
    expect(Math.min(...levels)).toBeLessThan(0.9);
  });

  it('has short and long abandons, and callbacks requested and processed', () => {
    const abandoned = total('businessProcessAbandonedInteractions');
    const counted = hour.sim
      .businessProcesses()
      .reduce(
        (n, b) => n + (hour.sim.serviceLevelFiguresOf(b.businessProcessId)?.countedAbandons ?? 0),
        0,
      );
    expect(counted).toBeGreaterThan(0);
    expect(abandoned - counted).toBeGreaterThan(0);
    expect(total('callbackRequestedInShift')).toBeGreaterThan(0);
    expect(total('callbackProcessedInShift')).toBeGreaterThan(0);
  });

  it('brings calls, chats, emails and SMS', () => {
    const media = new Set(
      hour.sim.eventLog.events().flatMap((e) => (e.type === 'arrival' ? [e.media] : [])),
    );
    expect([...media].sort()).toEqual(['chat', 'email', 'sms', 'telephony']);
  });

  it('gives a Ready logged-in person a first offer within 60 s, then steady work on every medium', () => {
    const first = hour.personOffers[0];
    expect(first).toBeDefined();
    expect((first?.at ?? Infinity) - hour.personReadyAt).toBeLessThanOrEqual(60_000);
    // 90 s per interaction plus the wait for the next: at least 15 an hour, never more than the person can take
    expect(hour.personOffers.length).toBeGreaterThanOrEqual(15);
    expect(hour.personOffers.length).toBeLessThan(150);
    // SMS are 8 % of arrivals and emails wait for a lull: two hours of offers bring every medium
    const another = runHour(4);
    const media = new Set([...hour.personOffers, ...another.personOffers].map((o) => o.media));
    expect(media).toEqual(new Set(['telephony', 'chat', 'email', 'sms']));
  });
});
