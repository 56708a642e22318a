/**
 * How routing hands an agent work: an interaction offered (the agent answers, misses or
 * rejects it later, in `interaction-flow.ts`), or a due callback started (its steps are in
 * `callback-flow.ts`). Kept apart from both flows so routing imports neither of them.
 */
import type { Media } from './config';
import type { SimAgent, SimCallback, SimInteraction } from './model';
import {
  CALLBACK_PREVIEW_MEAN_SECONDS,
  REJECT_RING_SHARE,
  RING_CAP_SHARE_OF_TIMEOUT,
} from './tuning';
import {
  EV,
  markBp,
  ms,
  record,
  schedule,
  setState,
  startAgentTimer,
  type SimWorld,
} from './world';

/** Offers a waiting interaction to an agent; the caller updates the agent's availability. */
export function offerTo(world: SimWorld, ix: SimInteraction, agent: SimAgent): void {
  const { config, rng, now } = world;
  const c = ix.bp.counters;
  if (ix.phase === 'waiting') c.waiting--;
  else if (ix.phase === 'deferred') c.deferrableWaiting--;
  ix.phase = 'ringing';
  ix.agent = agent;
  ix.offeredAt = now;
  ix.offerSeq++;
  c.inProcess++;
  markBp(world, ix.bp);
  agent.work.push(ix);
  if (ix.media === 'chat' || ix.media === 'sms') agent.chatCount++;
  if (agent.stateId === 'ready') setState(world, agent, 'offered');
  record(world, { t: now, type: 'offer', bp: ix.bp.id, ix: ix.id, agent: agent.id });
  const timeoutMs = ms(world, config.noAnswerTimeoutSeconds);
  if (agent.external) {
    // a person answers in wall-clock seconds, however fast the simulated centre runs;
    // an email or SMS offer waits for them (deferrable), only a live call or chat rings out
    const personTimeoutMs = personNoAnswerTimeoutMs(world, ix.media);
    world.offers.push({
      kind: 'offered',
      at: now,
      interactionId: ix.id,
      agentId: agent.id,
      businessProcessId: ix.bp.id,
      media: ix.media,
      noAnswerTimeoutMs: personTimeoutMs,
    });
    if (personTimeoutMs > 0) schedule(world, now + personTimeoutMs, EV.noAnswer, ix, ix.offerSeq);
    return;
  }
  const ring = Math.min(
    rng.exponential(ms(world, config.ringMeanSeconds)),
    timeoutMs * RING_CAP_SHARE_OF_TIMEOUT,
  );
  const r = ix.media === 'email' ? 1 : rng.next();
  if (r < config.noAnswerProbability)
    schedule(world, now + timeoutMs, EV.noAnswer, ix, ix.offerSeq);
  else if (r < config.noAnswerProbability + config.rejectProbability)
    schedule(world, now + ring * REJECT_RING_SHARE, EV.reject, ix, ix.offerSeq);
  else schedule(world, now + ring, EV.answer, ix, ix.offerSeq);
}

/** A ready agent takes a due callback (the caller updates availability). */
export function startCallbackWork(world: SimWorld, agent: SimAgent, cb: SimCallback): void {
  cb.phase = 'working';
  cb.workStartedAt = world.now;
  cb.attempts++;
  agent.callback = cb;
  record(world, { t: world.now, type: 'callbackStart', bp: cb.bp.id, cb: cb.id, agent: agent.id });
  setState(world, agent, 'preview');
  startAgentTimer(
    world,
    agent,
    'callbackPreview',
    world.rng.exponential(ms(world, CALLBACK_PREVIEW_MEAN_SECONDS)),
  );
}

/**
 * The no-answer timeout a logged-in person gets, in wall-clock ms (not compressed or
 * accelerated); 0 (none) for the deferrable media, which wait until the person takes them.
 */
export function personNoAnswerTimeoutMs(world: SimWorld, media: Media): number {
  return DEFERRABLE_FOR_PEOPLE.has(media) ? 0 : world.config.noAnswerTimeoutSeconds * 1000;
}

/** Media a person may leave offered while finishing something else: nobody is on the line. */
const DEFERRABLE_FOR_PEOPLE: ReadonlySet<Media> = new Set(['email', 'sms']);
