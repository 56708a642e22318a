/**
 * Life of an interaction: arrival, queueing, offer, answer (or no answer / reject),
 * handling with an optional consult, end (optional transfer), wrap-up; abandonment and
 * overflow while waiting. Every counter moves here, at the moment the thing happens.
 */
import { MEDIA, type Media } from './config';
import { busyStateId, enterIdle, isWorking, settleAfterWork } from './agent-flow';
import { requestCallback } from './callback-flow';
import type { SimAgent, SimBusinessProcess, SimInteraction } from './model';
import { enqueue, findAgentFor, updateAvailability } from './routing';
import { offerTo, personNoAnswerTimeoutMs } from './work-offer';
import {
  CONSULT_END_SHARE,
  CONSULT_START_SHARE,
  HANDLING_MEDIA_FACTOR,
  PATIENCE_MEDIA_FACTOR,
} from './tuning';
import {
  EV,
  markAgentStats,
  markBp,
  ms,
  record,
  regroup,
  schedule,
  setState,
  type SimWorld,
} from './world';
import type { TransferKind } from './event-log';

/** Deadline event tokens: which of patience or overflow comes first. */
const DEADLINE_ABANDON = 0;
const DEADLINE_OVERFLOW = 1;

export function pickMedia(world: SimWorld): Media {
  const mix = world.config.mediaMix;
  let total = 0;
  for (const m of MEDIA) total += mix[m];
  let r = world.rng.next() * total;
  for (const m of MEDIA) {
    r -= mix[m];
    if (r < 0 && mix[m] > 0) return m;
  }
  return MEDIA.find((m) => mix[m] > 0) ?? 'telephony';
}

/** Poisson arrivals with a time-varying rate, by thinning a process at the peak rate. */
export function onArrivalTick(world: SimWorld, bp: SimBusinessProcess): void {
  const { curve, rng } = world;
  if (rng.next() * curve.maxFactor < curve.factorAt(world.now))
    arrive(world, bp, pickMedia(world), null);
  scheduleNextArrival(world, bp);
}

export function scheduleNextArrival(world: SimWorld, bp: SimBusinessProcess): void {
  const peakRate = bp.baseRatePerMs * world.curve.maxFactor;
  if (peakRate > 0)
    schedule(world, world.now + world.rng.exponential(1 / peakRate), EV.arrival, bp);
}

export function arrive(
  world: SimWorld,
  bp: SimBusinessProcess,
  media: Media,
  transferredFrom: string | null,
): void {
  const { config, rng, now } = world;
  const ix: SimInteraction = {
    id: `ix-${++world.nextInteraction}`,
    bp,
    media,
    arrivedAt: now,
    phase: 'waiting',
    agent: null,
    offeredAt: 0,
    answeredAt: 0,
    offerSeq: 0,
    overflowDue: false,
    handleMs: 0,
  };
  const c = bp.counters;
  c.offered++;
  markBp(world, bp);
  record(world, { t: now, type: 'arrival', bp: bp.id, ix: ix.id, media, transferredFrom });
  if (media === 'email') {
    ix.phase = 'deferred';
    c.deferrableWaiting++;
  } else {
    c.waiting++;
    const patience =
      config.patienceMeanSeconds === null
        ? Infinity
        : rng.exponential(ms(world, config.patienceMeanSeconds * PATIENCE_MEDIA_FACTOR[media]));
    const overflow =
      config.overflowThresholdSeconds === null
        ? Infinity
        : ms(world, config.overflowThresholdSeconds);
    const deadline = Math.min(patience, overflow);
    if (deadline < Infinity)
      schedule(
        world,
        now + deadline,
        EV.deadline,
        ix,
        patience <= overflow ? DEADLINE_ABANDON : DEADLINE_OVERFLOW,
      );
  }
  const agent = findAgentFor(bp, media, world.people);
  if (agent !== undefined) {
    offerTo(world, ix, agent);
    updateAvailability(world, agent);
    return;
  }
  if (media !== 'email') {
    c.queued++;
    record(world, { t: now, type: 'queued', bp: bp.id, ix: ix.id });
  }
  enqueue(ix, false);
}

export function answer(world: SimWorld, ix: SimInteraction): void {
  const { config, rng, now } = world;
  const agent = ix.agent as SimAgent;
  const c = ix.bp.counters;
  const waitMs = now - ix.arrivedAt;
  const ringMs = now - ix.offeredAt;
  ix.phase = 'handling';
  ix.answeredAt = now;
  c.answered++;
  c.ringCount++;
  c.ringMsSum += ringMs;
  if (ix.media !== 'email') {
    c.answeredLive++;
    c.answerWaitMsSum += waitMs;
    if (waitMs <= config.serviceLevelGoalSeconds * 1000) c.answeredWithinGoal++;
    c.leftQueue++;
    c.leftQueueWaitMsSum += waitMs;
  }
  markBp(world, ix.bp);
  agent.counters.answered++;
  agent.counters.byMedia[ix.media].answered++;
  agent.counters.ringMsSum += ringMs;
  markAgentStats(world, agent);
  record(world, {
    t: now,
    type: 'answer',
    bp: ix.bp.id,
    ix: ix.id,
    agent: agent.id,
    media: ix.media,
    waitMs,
    ringMs,
  });
  // routed work outranks the agent's own (an outgoing call ended by accepting this one, §4)
  if (agent.stateId === 'offered' || agent.stateId === 'ready' || agent.ownWork !== 'none')
    setState(world, agent, busyStateId(agent));
  if (ix.media === 'telephony') world.dirtyAgentStates.add(agent.index);
  if (!agent.external) {
    const mean = ms(world, config.handlingMeanSeconds * HANDLING_MEDIA_FACTOR[ix.media]);
    ix.handleMs =
      config.handlingDistribution === 'exponential'
        ? rng.exponential(mean)
        : rng.lognormal(mean, config.handlingCv);
    schedule(world, now + ix.handleMs, EV.handleEnd, ix, ix.offerSeq);
    if (ix.media === 'telephony' && rng.chance(config.consultProbability)) {
      schedule(world, now + ix.handleMs * CONSULT_START_SHARE, EV.consultStart, ix, ix.offerSeq);
      schedule(world, now + ix.handleMs * CONSULT_END_SHARE, EV.consultEnd, ix, ix.offerSeq);
    }
  }
  updateAvailability(world, agent);
}

/** The offer was not answered in time (missed) or declined: the interaction goes back to the queue. */
export function withdrawOffer(world: SimWorld, ix: SimInteraction, how: 'miss' | 'reject'): void {
  const agent = ix.agent as SimAgent;
  releaseFromAgent(world, ix, agent);
  if (how === 'miss') agent.counters.missed++;
  else agent.counters.rejected++;
  agent.counters.byMedia[ix.media][how === 'miss' ? 'missed' : 'rejected']++;
  markAgentStats(world, agent);
  record(world, { t: world.now, type: how, bp: ix.bp.id, ix: ix.id, agent: agent.id });
  if (agent.external && how === 'miss') world.offers.push(offerEvent(world, ix, agent, 'missed'));
  requeue(world, ix);
  if (!isWorking(agent)) {
    if (how === 'miss') enterNoAnswer(world, agent);
    else enterIdle(world, agent);
  } else {
    settleAfterWork(world, agent);
  }
  updateAvailability(world, agent);
}

function enterNoAnswer(world: SimWorld, agent: SimAgent): void {
  setState(world, agent, 'noAnswer');
  // a real user leaves no-answer by choosing a state; a simulated one comes back by itself
  agent.timerPhase = 'noAnswer';
  agent.timerToken++;
  if (!agent.external)
    schedule(
      world,
      world.now + world.rng.exponential(ms(world, world.config.noAnswerStateMeanSeconds)),
      EV.agentTimer,
      agent,
      agent.timerToken,
    );
}

function releaseFromAgent(world: SimWorld, ix: SimInteraction, agent: SimAgent): void {
  const i = agent.work.indexOf(ix);
  if (i >= 0) agent.work.splice(i, 1);
  if (ix.media === 'chat' || ix.media === 'sms') agent.chatCount--;
  ix.agent = null;
  ix.offerSeq++;
  ix.bp.counters.inProcess--;
  markBp(world, ix.bp);
}

function offerEvent(
  world: SimWorld,
  ix: SimInteraction,
  agent: SimAgent,
  kind: 'withdrawn' | 'missed',
) {
  return {
    kind,
    at: world.now,
    interactionId: ix.id,
    agentId: agent.id,
    businessProcessId: ix.bp.id,
    media: ix.media,
    noAnswerTimeoutMs: personNoAnswerTimeoutMs(world, ix.media),
  };
}

function requeue(world: SimWorld, ix: SimInteraction): void {
  const c = ix.bp.counters;
  record(world, { t: world.now, type: 'requeue', bp: ix.bp.id, ix: ix.id });
  if (ix.media === 'email') {
    ix.phase = 'deferred';
    c.deferrableWaiting++;
  } else {
    ix.phase = 'waiting';
    c.waiting++;
    if (ix.overflowDue) return overflow(world, ix);
  }
  const agent = findAgentFor(ix.bp, ix.media, world.people);
  if (agent === undefined) return enqueue(ix, true);
  offerTo(world, ix, agent);
  updateAvailability(world, agent);
}

/** Patience or overflow deadline reached. */
export function onDeadline(world: SimWorld, ix: SimInteraction, which: number): void {
  if (ix.phase === 'waiting') {
    if (which === DEADLINE_ABANDON) abandon(world, ix);
    else overflow(world, ix);
  } else if (ix.phase === 'ringing') {
    if (which === DEADLINE_ABANDON) abandon(world, ix);
    else ix.overflowDue = true;
  }
}

function abandon(world: SimWorld, ix: SimInteraction): void {
  const { config, rng, now } = world;
  const c = ix.bp.counters;
  const ringing = ix.phase === 'ringing';
  const agent = ix.agent;
  if (ringing && agent !== null) {
    if (agent.external) world.offers.push(offerEvent(world, ix, agent, 'withdrawn'));
    releaseFromAgent(world, ix, agent);
  } else {
    c.waiting--;
  }
  const waitMs = now - ix.arrivedAt;
  c.abandoned++;
  if (waitMs < config.shortAbandonGraceSeconds * 1000) c.abandonedShort++;
  c.leftQueue++;
  c.leftQueueWaitMsSum += waitMs;
  const callback = ix.media === 'telephony' && rng.chance(config.callbackRequestProbability);
  const voiceMail =
    !callback && ix.media === 'telephony' && rng.chance(config.voiceMailProbability);
  if (voiceMail) c.voiceMails++;
  if (callback) c.callbackInteractions++;
  ix.phase = 'done';
  markBp(world, ix.bp);
  record(world, {
    t: now,
    type: 'abandon',
    bp: ix.bp.id,
    ix: ix.id,
    media: ix.media,
    waitMs,
    ringing,
    callback,
    voiceMail,
  });
  if (callback) requestCallback(world, ix.bp);
  if (ringing && agent !== null) {
    settleAfterWork(world, agent);
    updateAvailability(world, agent);
  }
}

function overflow(world: SimWorld, ix: SimInteraction): void {
  const c = ix.bp.counters;
  const waitMs = world.now - ix.arrivedAt;
  c.waiting--;
  c.overflowed++;
  c.leftQueue++;
  c.leftQueueWaitMsSum += waitMs;
  ix.phase = 'done';
  markBp(world, ix.bp);
  record(world, {
    t: world.now,
    type: 'overflow',
    bp: ix.bp.id,
    ix: ix.id,
    media: ix.media,
    waitMs,
  });
}

export function onConsult(world: SimWorld, ix: SimInteraction, active: boolean): void {
  const agent = ix.agent;
  if (ix.phase !== 'handling' || agent === null || agent.inConsult === active) return;
  agent.inConsult = active;
  regroup(world, agent);
  record(world, {
    t: world.now,
    type: 'consult',
    bp: ix.bp.id,
    ix: ix.id,
    agent: agent.id,
    active,
  });
}

/** Talk ends: decide a transfer, then wrap-up (`wrapUpMs` null = draw one). */
export function endHandling(
  world: SimWorld,
  ix: SimInteraction,
  transfer: TransferKind,
  wrapUpMs: number | null,
): void {
  const { config, rng, now, bps } = world;
  const agent = ix.agent as SimAgent;
  const c = ix.bp.counters;
  if (transfer !== 'none') {
    if (transfer === 'internal') c.internalTransfers++;
    else c.externalTransfers++;
    agent.counters.transfers++;
    agent.counters.byMedia[ix.media].transfers++;
    markAgentStats(world, agent);
    markBp(world, ix.bp);
  }
  if (agent.inConsult) {
    agent.inConsult = false;
    regroup(world, agent);
  }
  ix.phase = 'wrapUp';
  if (ix.media === 'telephony') world.dirtyAgentStates.add(agent.index);
  record(world, { t: now, type: 'end', bp: ix.bp.id, ix: ix.id, agent: agent.id, transfer });
  const wrap =
    wrapUpMs ??
    (config.wrapUpMeanSeconds > 0 ? rng.exponential(ms(world, config.wrapUpMeanSeconds)) : 0);
  schedule(world, now + wrap, EV.wrapUpEnd, ix, ix.offerSeq);
  if (transfer === 'internal') {
    const target = bps[
      (ix.bp.index + 1 + rng.int(bps.length - 1)) % bps.length
    ] as SimBusinessProcess;
    arrive(world, target, ix.media, ix.bp.id);
  }
}

/** A simulated agent finishes talking. */
export function onHandleEnd(world: SimWorld, ix: SimInteraction): void {
  if (ix.phase !== 'handling') return;
  const { config, rng, bps } = world;
  let transfer: TransferKind = 'none';
  if (ix.media === 'telephony' || ix.media === 'chat') {
    const r = rng.next();
    if (r < config.transferInternalProbability && bps.length > 1) transfer = 'internal';
    else if (r < config.transferInternalProbability + config.transferExternalProbability)
      transfer = 'external';
  }
  endHandling(world, ix, transfer, null);
}

export function onWrapUpEnd(world: SimWorld, ix: SimInteraction): void {
  if (ix.phase !== 'wrapUp') return;
  const agent = ix.agent as SimAgent;
  const c = ix.bp.counters;
  const handleMs = world.now - ix.answeredAt;
  c.ended++;
  c.handleMsSum += handleMs;
  agent.counters.treated++;
  agent.counters.treatMsSum += handleMs;
  markAgentStats(world, agent);
  record(world, {
    t: world.now,
    type: 'wrapUpEnd',
    bp: ix.bp.id,
    ix: ix.id,
    agent: agent.id,
    handleMs,
  });
  releaseFromAgent(world, ix, agent);
  ix.phase = 'done';
  settleAfterWork(world, agent);
  updateAvailability(world, agent);
}
