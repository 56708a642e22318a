import { afterEach, describe, expect, it } from 'vitest';
import type { Interaction } from '../../src/protocol/interaction-events';
import { body } from '../testing/test-server';
import {
  eventsFor,
  interactionHarness,
  readyAgent,
  type InteractionHarness,
} from '../interactions/test-support';
import { interactionServiceOf } from './interaction';

let h: InteractionHarness | null = null;
afterEach(async () => {
  await h?.server.close();
  h = null;
});

type Headers = Record<string, string>;
const harness = () => h as InteractionHarness;
const put = (headers: Headers, url: string, payload?: unknown) =>
  harness().server.app.inject({
    method: 'PUT',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const post = (headers: Headers, url: string, payload?: unknown) =>
  harness().server.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const stateOf = (userId: string) =>
  harness().server.context.simRuntime.sim.agentInfo(userId)?.stateId;
const dial = async (headers: Headers, destination = '+14155550123') =>
  body<{ interactionId: string; interaction: Interaction }>(
    await post(headers, '/api/interaction/telephony/dial', { destination }),
  );
const currentOf = (userId: string) =>
  interactionServiceOf(harness().server.context).interactionsOf(userId);

/** Offers the agent a routed call now (whatever their state) and returns it once it reached them. */
function cueOffer(userId: string): Interaction {
  harness().server.context.simRuntime.sim.offerNow(userId, 'telephony');
  harness().advance(100);
  const offer = currentOf(userId).find((ix) => ix.interactionStateId === 'offered');
  if (offer === undefined) throw new Error('the cued offer did not reach the agent');
  return offer;
}

describe('the agent state follows the agent own work (agent-desktop §4)', () => {
  it('an agent-started call is dialing, then outgoing through its wrap-up, then ready again; nothing is routed meanwhile', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = await dial(agent.headers);
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('dialing');
    h.advance(3_000);
    expect(stateOf(agent.userId)).toBe('outgoing');
    // arrivals every few seconds: none reaches an agent on an outgoing call
    for (let i = 0; i < 20; i++) h.advance(1_000);
    expect(currentOf(agent.userId).map((ix) => ix.interactionId)).toEqual([interactionId]);
    await put(agent.headers, `/api/interaction/${interactionId}/end`);
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('outgoing');
    await put(agent.headers, `/api/interaction/${interactionId}/end`);
    h.advance(100);
    // ready again, and the calls that waited meanwhile are offered at once
    expect(stateOf(agent.userId)).toMatch(/^(ready|offered)$/);
  });

  it('a call made from a break goes back to the break when it ends', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    h.server.context.simRuntime.sim.setAgentState(agent.userId, 'break');
    const { interactionId } = await dial(agent.headers);
    h.advance(3_100);
    expect(stateOf(agent.userId)).toBe('outgoing');
    await put(agent.headers, `/api/interaction/${interactionId}/end`);
    await put(agent.headers, `/api/interaction/${interactionId}/end`);
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('break');
  });

  it('choosing a break during an outgoing call waits for the call to end (waitingForBreak)', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = await dial(agent.headers);
    h.advance(3_100);
    h.server.context.simRuntime.sim.setAgentState(agent.userId, 'break');
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('waitingForBreak');
    await put(agent.headers, `/api/interaction/${interactionId}/end`);
    await put(agent.headers, `/api/interaction/${interactionId}/end`);
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('break');
  });

  it('writing a new email is outgoing work until it is sent or cancelled', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const started = body<{ interactionId: string }>(
      await post(agent.headers, '/api/interaction/email', {
        destination: 'someone@example.com',
        subject: 'Hello',
      }),
    );
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('outgoing');
    await put(agent.headers, `/api/interaction/${started.interactionId}/pendingStatus`, {
      pendingStatus: 'cancel',
    });
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('ready');
  });

  it('a new SMS is outgoing work', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const started = body<{ interactionId: string }>(
      await post(agent.headers, '/api/interaction/sms', {
        destination: '+14155550123',
        message: 'Hi',
      }),
    );
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('outgoing');
    await put(agent.headers, `/api/interaction/${started.interactionId}/end`);
    await put(agent.headers, `/api/interaction/${started.interactionId}/end`);
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('ready');
  });
});

describe('a new call ends the other active call (agent-desktop §4)', () => {
  it('accepting an incoming call while on an outgoing call puts the outgoing call in wrap-up; the agent is busy', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const first = await dial(agent.headers);
    h.advance(3_100);
    const offer = cueOffer(agent.userId);
    expect(
      (await put(agent.headers, `/api/interaction/${offer.interactionId}/accept`)).statusCode,
    ).toBe(200);
    h.advance(100);
    const byId = new Map(currentOf(agent.userId).map((ix) => [ix.interactionId, ix]));
    expect(byId.get(first.interactionId)).toMatchObject({
      interactionStateId: 'wrapUp',
      isOnWrapUp: true,
    });
    expect(byId.get(offer.interactionId)?.interactionStateId).toBe('handling');
    const events = eventsFor(harness(), agent.userId, 'interaction');
    const ended = events.findIndex(
      (e) => e.eventType === 'ended' && e.interaction.interactionId === first.interactionId,
    );
    const accepted = events.findIndex(
      (e) => e.eventType === 'accepted' && e.interaction.interactionId === offer.interactionId,
    );
    // the ended call's event goes first, so no tab ever shows two live calls
    expect(ended).toBeGreaterThanOrEqual(0);
    expect(ended).toBeLessThan(accepted);
    expect(stateOf(agent.userId)).toBe('busy');
    // the ended call's wrap-up finishes into history; the state stays busy with the routed call
    await put(agent.headers, `/api/interaction/${first.interactionId}/end`);
    h.advance(100);
    expect(stateOf(agent.userId)).toBe('busy');
  });

  it('dialling while on a call puts that call in wrap-up first; a refused number leaves it live', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const first = await dial(agent.headers);
    h.advance(3_100);
    const refused = await post(agent.headers, '/api/interaction/telephony/dial', {
      destination: 'not a number!!',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      currentOf(agent.userId).find((ix) => ix.interactionId === first.interactionId)
        ?.interactionStateId,
    ).toBe('handling');
    const second = await dial(agent.headers, '+14155550199');
    h.advance(100);
    const byId = new Map(currentOf(agent.userId).map((ix) => [ix.interactionId, ix]));
    expect(byId.get(first.interactionId)).toMatchObject({
      interactionStateId: 'wrapUp',
      isOnWrapUp: true,
    });
    expect(byId.get(second.interactionId)?.interactionStateId).toBe('dialing');
    const events = eventsFor(harness(), agent.userId, 'interaction');
    const ended = events.findIndex(
      (e) => e.eventType === 'ended' && e.interaction.interactionId === first.interactionId,
    );
    const created = events.findIndex(
      (e) => e.eventType === 'created' && e.interaction.interactionId === second.interactionId,
    );
    expect(ended).toBeGreaterThanOrEqual(0);
    expect(ended).toBeLessThan(created);
  });

  it('a chat accepted during a call leaves the call alone', async () => {
    h = await interactionHarness('chat');
    const agent = await readyAgent(h, 'agent');
    const first = await dial(agent.headers);
    h.advance(3_100);
    harness().server.context.simRuntime.sim.offerNow(agent.userId, 'chat');
    h.advance(100);
    const chat = currentOf(agent.userId).find((ix) => ix.interactionStateId === 'offered');
    expect(chat?.interactionMediaType).toBe('CHAT');
    await put(agent.headers, `/api/interaction/${chat?.interactionId ?? ''}/accept`);
    expect(
      currentOf(agent.userId).find((ix) => ix.interactionId === first.interactionId)
        ?.interactionStateId,
    ).toBe('handling');
  });
});
