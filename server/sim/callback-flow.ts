/**
 * Callbacks: some abandoning callers ask to be called back. A request comes due after a
 * delay, waits for a ready agent of its business process (after live work), then the
 * agent previews, dials, and the attempt succeeds (talk, wrap-up), fails, or is
 * rescheduled; too many attempts or too long unprocessed purge it.
 */
import { busyStateId, settleAfterWork } from './agent-flow';
import type { SimAgent, SimBusinessProcess, SimCallback } from './model';
import { findAgentFor, updateAvailability } from './routing';
import { CALLBACK_DIAL_MEAN_SECONDS, CALLBACK_RESCHEDULE_DELAY_SECONDS } from './tuning';
import type { CallbackOutcome } from './event-log';
import {
  EV,
  markAgentStats,
  markBp,
  ms,
  record,
  schedule,
  setState,
  startAgentTimer,
  stopAgentTimer,
  type SimWorld,
} from './world';

export function requestCallback(world: SimWorld, bp: SimBusinessProcess): void {
  const { now, config, rng } = world;
  const cb: SimCallback = {
    id: `cb-${++world.nextCallback}`,
    bp,
    requestedAt: now,
    dueAt: now + rng.exponential(ms(world, config.callbackDelayMeanSeconds)),
    attempts: 0,
    phase: 'scheduled',
    workStartedAt: 0,
    token: 0,
  };
  bp.counters.callbackRequested++;
  bp.counters.callbackToBeProcessed++;
  markBp(world, bp);
  record(world, { t: now, type: 'callbackRequest', bp: bp.id, cb: cb.id });
  schedule(world, cb.dueAt, EV.callbackDue, cb, cb.token);
  schedule(world, now + ms(world, config.callbackExpirySeconds), EV.callbackExpiry, cb);
}

export function onCallbackDue(world: SimWorld, cb: SimCallback, token: number): void {
  if (cb.phase !== 'scheduled' || token !== cb.token) return;
  cb.phase = 'due';
  cb.dueAt = world.now;
  cb.bp.callbacksDue.push(cb);
  cb.bp.callbacksDue.maybeCompact((c) => c.phase === 'due');
  record(world, { t: world.now, type: 'callbackDue', bp: cb.bp.id, cb: cb.id });
  const agent = findAgentFor(cb.bp, 'telephony');
  if (agent !== undefined) updateAvailability(world, agent);
}

export function onCallbackExpiry(world: SimWorld, cb: SimCallback): void {
  if (cb.phase === 'scheduled' || cb.phase === 'due') purge(world, cb);
}

function purge(world: SimWorld, cb: SimCallback): void {
  cb.phase = 'done';
  cb.bp.counters.callbackPurged++;
  cb.bp.counters.callbackToBeProcessed--;
  markBp(world, cb.bp);
  record(world, { t: world.now, type: 'callbackPurge', bp: cb.bp.id, cb: cb.id });
}

export function onCallbackTimer(world: SimWorld, agent: SimAgent): void {
  const cb = agent.callback;
  if (cb === null) return;
  const { config, rng } = world;
  switch (agent.timerPhase) {
    case 'callbackPreview':
      setState(world, agent, 'dialing');
      startAgentTimer(
        world,
        agent,
        'callbackDial',
        rng.exponential(ms(world, CALLBACK_DIAL_MEAN_SECONDS)),
      );
      return;
    case 'callbackDial': {
      const r = rng.next();
      if (r < config.callbackSuccessProbability) {
        setState(world, agent, busyStateId(agent));
        const mean = ms(world, config.handlingMeanSeconds);
        const talk =
          config.handlingDistribution === 'exponential'
            ? rng.exponential(mean)
            : rng.lognormal(mean, config.handlingCv);
        startAgentTimer(world, agent, 'callbackTalk', talk);
        return;
      }
      finish(
        world,
        agent,
        cb,
        r < config.callbackSuccessProbability + config.callbackRescheduleProbability
          ? 'rescheduled'
          : 'failed',
      );
      release(world, agent);
      return;
    }
    case 'callbackTalk':
      finish(world, agent, cb, 'success');
      if (rng.chance(config.dncProbability)) {
        cb.bp.counters.dnc++;
        record(world, { t: world.now, type: 'dnc', bp: cb.bp.id, agent: agent.id });
      }
      startAgentTimer(
        world,
        agent,
        'callbackWrapUp',
        config.wrapUpMeanSeconds > 0 ? rng.exponential(ms(world, config.wrapUpMeanSeconds)) : 0,
      );
      return;
    case 'callbackWrapUp':
      release(world, agent);
      return;
    case 'none':
    case 'break':
    case 'backoffice':
    case 'noAnswer':
    case 'offline':
    case 'outgoingDial':
    case 'outgoingTalk':
      return;
  }
}

function finish(world: SimWorld, agent: SimAgent, cb: SimCallback, outcome: CallbackOutcome): void {
  const c = cb.bp.counters;
  const workMs = world.now - cb.workStartedAt;
  record(world, {
    t: world.now,
    type: 'callbackOutcome',
    bp: cb.bp.id,
    cb: cb.id,
    agent: agent.id,
    outcome,
    workMs,
  });
  markBp(world, cb.bp);
  if (outcome === 'rescheduled') {
    c.callbackRescheduled++;
    agent.counters.callbackReschedules++;
    markAgentStats(world, agent);
    if (cb.attempts >= world.config.callbackMaxAttempts) return purge(world, cb);
    cb.phase = 'scheduled';
    cb.token++;
    cb.dueAt = world.now + ms(world, CALLBACK_RESCHEDULE_DELAY_SECONDS);
    schedule(world, cb.dueAt, EV.callbackDue, cb, cb.token);
    return;
  }
  cb.phase = 'done';
  c.callbackProcessed++;
  c.callbackWorkMsSum += workMs;
  c.callbackToBeProcessed--;
  if (outcome === 'success') c.callbackSucceeded++;
  else c.callbackFailed++;
}

function release(world: SimWorld, agent: SimAgent): void {
  agent.callback = null;
  stopAgentTimer(agent);
  settleAfterWork(world, agent);
  updateAvailability(world, agent);
}
