import { afterEach, describe, expect, it } from 'vitest';
import type { Interaction } from '../../src/protocol/interaction-events';
import { body } from '../testing/test-server';
import {
  interactionHarness,
  nextOffer,
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
const currentOf = (userId: string) =>
  interactionServiceOf(harness().server.context).interactionsOf(userId);

describe('transfer and consult targets', () => {
  it('a target that is no number, SIP address or agent is refused (400) and the call stays with the agent', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    for (const action of ['transfer', 'consult']) {
      const refused = await put(agent.headers, `/api/interaction/${interactionId}/${action}`, {
        uri: 'not a number!!',
      });
      expect(refused.statusCode, action).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(
        'not a phone number, a SIP address or a logged-in agent',
      );
    }
    expect(
      currentOf(agent.userId).find((ix) => ix.interactionId === interactionId)?.interactionStateId,
    ).toBe('handling');
    const sip = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/transfer`, {
        uri: 'sip:desk-7@PBX.example.com',
      }),
    ).interaction;
    expect(sip.transfer).toMatchObject({
      handlerType: 'external',
      endPoint: 'sip:desk-7@pbx.example.com',
    });
  });
});

describe('a consult seen from both agents', () => {
  it('the consulted agent holds both legs: the requestor, and the customer as the requestor holds them', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const other = await readyAgent(h, 'agent2');
    h.server.context.simRuntime.sim.setAgentState(other.userId, 'break');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    await put(agent.headers, `/api/interaction/${interactionId}/consult`, { uri: 'agent2' });
    const [offer] = currentOf(other.userId);
    expect(offer?.consult).toMatchObject({
      requestor: { id: agent.userId },
      receiver: { id: other.userId },
    });
    expect(offer?.elements.map((e) => [e.handlingType, e.receptor.type, e.elementStateId])).toEqual(
      [
        ['main', 'agent', 'activating'],
        ['consultedCall', 'customer', 'diverted'],
      ],
    );
    expect(offer?.elements[1]?.origin).toBe(interactionId);
    await put(other.headers, `/api/interaction/${offer?.interactionId ?? ''}/accept`);
    h.advance(100);
    // answering a consult is busy work; the break it interrupted comes back when it ends
    expect(h.server.context.simRuntime.sim.agentInfo(other.userId)?.stateId).toBe('busy');
    await put(agent.headers, `/api/interaction/${interactionId}/conference/start`);
    const [inConference] = currentOf(other.userId);
    expect(inConference?.interactionStateId).toBe('inConference');
    expect(inConference?.elements.map((e) => e.elementStateId)).toEqual([
      'conferenced',
      'conferenced',
    ]);
    // complete transfer: the consult leg's element is transferred; the consulted agent now has the customer
    const requestor = currentOf(agent.userId).find((ix) => ix.interactionId === interactionId);
    const leg = requestor?.elements.find((e) => e.handlingType === 'consult');
    expect(
      (
        await put(
          agent.headers,
          `/api/interaction/${interactionId}/element/${leg?.elementId ?? ''}/transfer`,
          { uri: 'agent2' },
        )
      ).statusCode,
    ).toBe(200);
    const [handed] = currentOf(other.userId);
    expect(handed).toMatchObject({
      interactionStateId: 'handling',
      consult: { requestor: null, receiver: null },
    });
    expect(handed?.elements.map((e) => [e.receptor.type, e.elementStateId])).toEqual([
      ['customer', 'active'],
      ['customer', 'closed'],
    ]);
  });

  it('cancel consult (close of the consult element) gives the requestor the customer back and ends the consulted side', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const other = await readyAgent(h, 'agent2');
    h.server.context.simRuntime.sim.setAgentState(other.userId, 'break');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    const consulting = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/consult`, { uri: 'user-2' }),
    ).interaction;
    const leg = consulting.elements.find((e) => e.handlingType === 'consult');
    expect(
      (
        await put(
          agent.headers,
          `/api/interaction/${interactionId}/element/${leg?.elementId ?? ''}/close`,
        )
      ).statusCode,
    ).toBe(200);
    expect(currentOf(agent.userId).find((ix) => ix.interactionId === interactionId)).toMatchObject({
      interactionStateId: 'handling',
      consult: { requestor: null },
    });
    expect(currentOf(other.userId)).toEqual([]);
  });
});
