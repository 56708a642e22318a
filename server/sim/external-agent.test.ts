import { describe, expect, it } from 'vitest';
import { createSimulation, type Simulation } from './engine';
import type { SimOfferEvent } from './world';

const START = Date.UTC(2024, 2, 4, 8);

function centreWithOneRealUser(): Simulation {
  const sim = createSimulation({
    seed: 9,
    startTimeMs: START,
    businessProcesses: 1,
    agents: 0,
    arrivalsPerHourPerBusinessProcess: 60,
    intradayCurve: 'flat',
    mediaMix: { telephony: 1, chat: 0, email: 0, sms: 0 },
    patienceMeanSeconds: null,
    overflowThresholdSeconds: null,
    noAnswerTimeoutSeconds: 15,
  });
  expect(sim.addExternalAgent('user-1', 'Real User', ['bp-1'], { stateId: 'ready' })).toEqual({
    ok: true,
  });
  return sim;
}

function nextOffer(sim: Simulation): SimOfferEvent {
  for (let i = 0; i < 100_000; i++) {
    sim.advanceTo(sim.now + 1000);
    const offer = sim.drainChanges().offers.find((o) => o.kind === 'offered');
    if (offer !== undefined) return offer;
  }
  throw new Error('no offer');
}

describe('external (real) agents', () => {
  it('get offers they answer themselves: accept -> busy, end -> wrap-up, complete -> ready', () => {
    const sim = centreWithOneRealUser();
    const offer = nextOffer(sim);
    expect(offer).toMatchObject({
      agentId: 'user-1',
      businessProcessId: 'bp-1',
      media: 'telephony',
      noAnswerTimeoutMs: 15_000,
    });
    expect(sim.agentInfo('user-1')?.stateId).toBe('offered');
    sim.advanceTo(sim.now + 5_000);
    expect(sim.agentInfo('user-1')?.stateId).toBe('offered');
    expect(sim.externalAgentAction('user-1', offer.interactionId, 'end')).toEqual({
      ok: false,
      error: 'invalidAction',
    });
    expect(sim.externalAgentAction('user-1', offer.interactionId, 'accept')).toEqual({ ok: true });
    expect(sim.agentInfo('user-1')?.stateId).toBe('busy');
    sim.advanceTo(sim.now + 3_600_000);
    expect(sim.agentInfo('user-1')?.stateId).toBe('busy');
    expect(sim.externalAgentAction('user-1', offer.interactionId, 'end')).toEqual({ ok: true });
    expect(sim.externalAgentAction('user-1', offer.interactionId, 'complete')).toEqual({
      ok: true,
    });
    const kpis = sim.snapshot().businessProcesses[0]?.kpis;
    expect(kpis?.businessProcessAnsweredInteractions).toBe(1);
    expect(kpis?.businessProcessEndedInteractions).toBe(1);
    // the queue built up while the user was busy: the next offer is immediate
    expect(sim.agentInfo('user-1')?.stateId).toBe('offered');
  });

  it('an unanswered offer is missed after the no-answer timeout and goes back to the queue', () => {
    const sim = centreWithOneRealUser();
    const offer = nextOffer(sim);
    sim.advanceTo(offer.at + 15_000);
    const changes = sim.drainChanges();
    expect(changes.offers).toContainEqual(
      expect.objectContaining({ kind: 'missed', interactionId: offer.interactionId }),
    );
    expect(sim.agentInfo('user-1')?.stateId).toBe('noAnswer');
    expect(
      sim.snapshot().agentStatistics.find((a) => a.agentId === 'user-1')?.agentMissedCalls,
    ).toBe(1);
    expect(
      sim.snapshot().businessProcesses[0]?.kpis.businessProcessWaitingInteractions,
    ).toBeGreaterThanOrEqual(1);
    // a real user stays in no-answer until choosing a state
    sim.advanceTo(sim.now + 3_600_000);
    expect(sim.agentInfo('user-1')?.stateId).toBe('noAnswer');
    expect(sim.externalAgentAction('user-1', offer.interactionId, 'accept')).toEqual({
      ok: false,
      error: 'unknownInteraction',
    });
  });

  it('an email or SMS offer has no no-answer timeout: it waits for the person (deferrable media)', () => {
    for (const media of ['email', 'sms'] as const) {
      const sim = centreWithOneRealUser();
      expect(sim.offerNow('user-1', media)).toEqual({ ok: true });
      const offer = sim.drainChanges().offers.find((o) => o.kind === 'offered');
      expect(offer).toMatchObject({ media, noAnswerTimeoutMs: 0 });
      sim.advanceTo(sim.now + 600_000);
      expect(sim.drainChanges().offers.filter((o) => o.kind === 'missed')).toEqual([]);
      expect(sim.agentInfo('user-1')?.stateId).toBe('offered');
      expect(sim.externalAgentAction('user-1', offer?.interactionId ?? '', 'accept')).toEqual({
        ok: true,
      });
    }
  });

  it('a ready person is offered an arrival before idle simulated agents', () => {
    const sim = createSimulation({
      seed: 4,
      startTimeMs: START,
      businessProcesses: 1,
      agents: 20,
      arrivalsPerHourPerBusinessProcess: 60,
      intradayCurve: 'flat',
      agentActivities: false,
      offlineAtStartFraction: 0,
    });
    sim.addExternalAgent('user-1', 'Real User', ['bp-1'], { stateId: 'ready' });
    expect(nextOffer(sim).agentId).toBe('user-1');
  });

  it('a declined offer counts as rejected and is offered again', () => {
    const sim = centreWithOneRealUser();
    const offer = nextOffer(sim);
    expect(sim.externalAgentAction('user-1', offer.interactionId, 'decline')).toEqual({ ok: true });
    expect(
      sim.snapshot().agentStatistics.find((a) => a.agentId === 'user-1')?.agentRejectedCalls,
    ).toBe(1);
    const again = sim.drainChanges().offers.filter((o) => o.kind === 'offered');
    expect(again.map((o) => o.interactionId)).toContain(offer.interactionId);
  });

  it('refuses a duplicate external agent and unknown business processes', () => {
    const sim = centreWithOneRealUser();
    expect(sim.addExternalAgent('user-1', 'Again', ['bp-1'])).toEqual({
      ok: false,
      error: 'agentExists',
    });
    expect(sim.addExternalAgent('user-2', 'Lost', ['bp-404'])).toEqual({
      ok: false,
      error: 'unknownBusinessProcess',
    });
  });
});
