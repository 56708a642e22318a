/**
 * What ends an agent's timed state (a break, back office, an outgoing call, no-answer, a
 * callback step) and the activities simulated agents start by themselves. Both hand the
 * agent back to routing afterwards.
 */
import { enterIdle, isWorking, sample, setPending, startActivity } from './agent-flow';
import { onCallbackTimer } from './callback-flow';
import type { SimAgent } from './model';
import { updateAvailability } from './routing';
import { ACTIVITY_WEIGHTS, OUTGOING_TALK_MEAN_SECONDS } from './tuning';
import {
  EV,
  ms,
  schedule,
  setState,
  startAgentTimer,
  stopAgentTimer,
  type SimWorld,
} from './world';

export function onAgentTimer(world: SimWorld, agent: SimAgent, token: number): void {
  if (token !== agent.timerToken) return;
  switch (agent.timerPhase) {
    case 'none':
      return;
    case 'break':
    case 'backoffice':
    case 'noAnswer':
    case 'offline':
    case 'outgoingTalk':
      stopAgentTimer(agent);
      enterIdle(world, agent);
      break;
    case 'outgoingDial':
      setState(world, agent, 'outgoing');
      startAgentTimer(
        world,
        agent,
        'outgoingTalk',
        world.rng.lognormal(ms(world, OUTGOING_TALK_MEAN_SECONDS), world.config.handlingCv),
      );
      return;
    case 'callbackPreview':
    case 'callbackDial':
    case 'callbackTalk':
    case 'callbackWrapUp':
      onCallbackTimer(world, agent);
      return;
  }
  updateAvailability(world, agent);
}

export function scheduleNextActivity(world: SimWorld, agent: SimAgent): void {
  schedule(
    world,
    world.now + sample(world, world.config.activityMeanIntervalMinutes * 60),
    EV.activity,
    agent,
  );
}

/** A simulated agent decides to do something else: now if idle, after the current work if busy. */
export function onActivity(world: SimWorld, agent: SimAgent): void {
  scheduleNextActivity(world, agent);
  let r = world.rng.next();
  const choice = ACTIVITY_WEIGHTS.find((a) => (r -= a.weight) < 0) ?? ACTIVITY_WEIGHTS[0];
  if (agent.stateId === 'ready') {
    startActivity(world, agent, choice.stateId, choice.breakTypeId);
    updateAvailability(world, agent);
  } else if (isWorking(agent) && agent.pending === null) {
    setPending(world, agent, {
      stateId: choice.stateId,
      breakTypeId: choice.breakTypeId,
      imposed: false,
    });
    updateAvailability(world, agent);
  }
}
