import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionHistoryEntry } from '../../src/protocol/interaction-api';
import type { ConversationMessage, Interaction } from '../../src/protocol/interaction-events';
import type { CallbackQueue } from '../../src/domain/callbacks';
import { authed, body, login, sqliteOf } from '../testing/test-server';
import {
  eventsFor,
  interactionHarness,
  nextOffer,
  readyAgent,
  type InteractionHarness,
} from '../interactions/test-support';

let h: InteractionHarness | null = null;
afterEach(async () => {
  await h?.server.close();
  h = null;
});

type Headers = Record<string, string>;
const put = (headers: Headers, url: string, payload?: unknown) =>
  (h as InteractionHarness).server.app.inject({
    method: 'PUT',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const post = (headers: Headers, url: string, payload?: unknown) =>
  (h as InteractionHarness).server.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (headers: Headers, url: string) =>
  (h as InteractionHarness).server.app.inject({ method: 'GET', url, headers });
const current = (headers: Headers) =>
  get(headers, '/api/interaction/agent/all').then((r) => body<Interaction[]>(r));

describe('offers from the simulator', () => {
  it('an offer to a real agent becomes an offered interaction sent to that agent', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    expect(offer).toMatchObject({
      interactionMediaType: 'TELEPHONY',
      interactionType: 'INCOMING_TELEPHONY',
      isOffered: true,
      noAnswerTimeout: 15,
    });
    expect(offer.routing).toMatchObject({
      agentId: 'user-1',
      businessProcessId: 'bp-1',
      businessProcessName: 'Sales',
    });
    expect(offer.elements[0]?.elementStateId).toBe('activating');
    const offered = eventsFor(h, agent.userId, 'interaction').filter(
      (e) => e.eventType === 'offered',
    );
    expect(offered.map((e) => e.interaction.interactionId)).toEqual([offer.interactionId]);
  });

  it('an offer left unanswered is missed when the simulator says so and removed from the agent', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    h.advance(16_000);
    const removed = eventsFor(h, agent.userId, 'interaction').find(
      (e) => e.eventType === 'removedFromAgent',
    );
    expect(removed?.interaction).toMatchObject({
      interactionId: offer.interactionId,
      interactionStateId: 'missed',
    });
    expect(
      (await current(agent.headers)).some((ix) => ix.interactionId === offer.interactionId),
    ).toBe(false);
  });

  it('accept moves the offer to handling, answers the customer leg and tells the simulator', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    const response = await put(agent.headers, `/api/interaction/${offer.interactionId}/accept`);
    expect(response.statusCode).toBe(200);
    const accepted = body<{ interaction: Interaction }>(response).interaction;
    expect(accepted).toMatchObject({ interactionStateId: 'handling', isOffered: false });
    expect(accepted.elements[0]).toMatchObject({
      elementStateId: 'active',
      answeredAt: h.clock.now(),
    });
    expect(eventsFor(h, agent.userId, 'interaction').map((e) => e.eventType)).toContain('accepted');
    expect(h.server.context.simRuntime.sim.agentInfo(agent.userId)?.stateId).toBe('busy');
  });

  it('decline removes the offer and the simulator offers it again', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    expect(
      (await put(agent.headers, `/api/interaction/${offer.interactionId}/decline`)).statusCode,
    ).toBe(200);
    expect(
      eventsFor(h, agent.userId, 'interaction').find((e) => e.eventType === 'declined')?.interaction
        .interactionStateId,
    ).toBe('rejected');
    expect(
      (await current(agent.headers)).find((ix) => ix.interactionId === offer.interactionId),
    ).toBeUndefined();
  });
});

describe('rules of access and state', () => {
  it('another agent may not act on the interaction (403), an unknown id is 404, a wrong state is 409', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const other = await readyAgent(h, 'agent2');
    const offer = nextOffer(h, agent.userId);
    expect(
      (await put(other.headers, `/api/interaction/${offer.interactionId}/accept`)).statusCode,
    ).toBe(403);
    expect((await put(agent.headers, '/api/interaction/int-nope/accept')).statusCode).toBe(404);
    const wrong = await put(agent.headers, `/api/interaction/${offer.interactionId}/end`);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('is offered');
  });

  it('a malformed body is 400 naming the field and changes nothing', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${offer.interactionId}/accept`);
    const bad = await put(
      agent.headers,
      `/api/interaction/${offer.interactionId}/dispositionCode`,
      { dispositionCodeId: 42 },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('dispositionCodeId');
    const unknownCode = await put(
      agent.headers,
      `/api/interaction/${offer.interactionId}/dispositionCode`,
      { dispositionCodeId: 'dc-nope' },
    );
    expect(unknownCode.statusCode).toBe(400);
    const extra = await put(agent.headers, `/api/interaction/${offer.interactionId}/remark`, {
      remark: 'hi',
      evil: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('evil');
    const malformed = await h.server.app.inject({
      method: 'PUT',
      url: `/api/interaction/${offer.interactionId}/transfer`,
      headers: { ...agent.headers, 'content-type': 'application/json' },
      payload: '{"uri":',
    });
    expect(malformed.statusCode).toBe(400);
    const [ix] = await current(agent.headers);
    expect(ix?.disposition.dispositionCodeId).toBeNull();
    expect(ix?.crm.remarks).toEqual([]);
    expect(ix?.interactionStateId).toBe('handling');
  });
});

describe('wrap-up and history', () => {
  it('disposition, remark and end lead to wrap-up, then ending the wrap-up stores the interaction in history', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    expect(
      (
        await put(agent.headers, `/api/interaction/${interactionId}/dispositionCode`, {
          dispositionCodeId: 'dc-sale-new',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put(agent.headers, `/api/interaction/${interactionId}/completionStatus`, {
          completionStatusId: 3,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put(agent.headers, `/api/interaction/${interactionId}/remark`, {
          remark: 'Wants the blue model',
        })
      ).statusCode,
    ).toBe(200);
    h.advance(30_000);
    const ended = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/end`),
    ).interaction;
    expect(ended).toMatchObject({
      interactionStateId: 'wrapUp',
      isOnWrapUp: true,
      wrapUpTimeout: 60,
    });
    expect(ended.elements[0]?.elementStateId).toBe('closed');
    expect((await put(agent.headers, `/api/interaction/${interactionId}/end`)).statusCode).toBe(
      200,
    );
    expect(eventsFor(h, agent.userId, 'interaction').at(-1)).toMatchObject({
      eventType: 'movedToHistory',
      interaction: { interactionStateId: 'handled' },
    });
    const history = body<{ agentInteractions: InteractionHistoryEntry[] }>(
      await get(agent.headers, '/api/contact/interactions/history?numDays=1'),
    );
    expect(history.agentInteractions).toHaveLength(1);
    expect(history.agentInteractions[0]).toMatchObject({
      interactionId,
      dispositionCodeId: 'dc-sale-new',
      dispositionCodeName: 'New customer',
      completionStatusId: 3,
      completionStatusName: 'Follow-up Required',
      remarks: ['Wants the blue model'],
      interactionStateId: 'handled',
    });
    const remarks = body<Array<{ remark: string }>>(
      await get(agent.headers, `/api/interaction/${interactionId}/remark/all?agentId=user-1`),
    );
    expect(remarks.map((r) => r.remark)).toEqual(['Wants the blue model']);
    const usage = body<{ usages: Array<{ id: string; count: number }> }>(
      await get(agent.headers, '/api/interaction/dispositionCode/all?businessProcessId=bp-1'),
    );
    expect(usage.usages).toEqual([{ id: 'dc-sale-new', count: 1 }]);
  });

  it('the wrap-up completes by itself after the wrap-up timeout', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    await put(agent.headers, `/api/interaction/${interactionId}/end`);
    h.advance(59_000);
    expect((await current(agent.headers)).some((ix) => ix.interactionId === interactionId)).toBe(
      true,
    );
    h.advance(1_000);
    expect((await current(agent.headers)).some((ix) => ix.interactionId === interactionId)).toBe(
      false,
    );
    const history = body<{ agentInteractions: InteractionHistoryEntry[] }>(
      await get(agent.headers, '/api/contact/interactions/history'),
    );
    expect(history.agentInteractions.map((e) => e.interactionId)).toEqual([interactionId]);
  });

  it('delegating to a supervisor removes the interaction from the agent', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    const response = await put(agent.headers, `/api/interaction/${interactionId}/pendingStatus`, {
      pendingStatus: 'delegateToSupervisor',
      delegateToSupervisorRemark: 'Angry customer',
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ interaction: Interaction | null }>(response).interaction).toBeNull();
    expect(eventsFor(h, agent.userId, 'interaction').at(-1)?.eventType).toBe(
      'delegatedToSupervisor',
    );
  });
});

describe('chat with the simulated customer', () => {
  it('the customer opens, the agent writes, the customer types and answers after a short delay', async () => {
    h = await interactionHarness('chat');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    const conversation = async () =>
      body<{ messages: ConversationMessage[] }>(
        await get(agent.headers, `/api/interaction/${offer.interactionId}/conversation`),
      ).messages;
    expect((await conversation()).map((m) => m.originator.name)).toEqual([
      offer.crm.customerFullName,
    ]);
    await put(agent.headers, `/api/interaction/${offer.interactionId}/accept`);
    const elementId = offer.elements[0]?.elementId ?? '';
    const sent = await post(
      agent.headers,
      `/api/interaction/${offer.interactionId}/element/${elementId}/message`,
      { message: 'Hello, how can I help?' },
    );
    expect(sent.statusCode).toBe(200);
    expect(await conversation()).toHaveLength(2);
    h.advance(2_000);
    const typing = () =>
      eventsFor(h as InteractionHarness, agent.userId, 'typing')
        .filter((e) => e.interactionId === offer.interactionId)
        .map((e) => e.isTyping);
    expect(typing()).toEqual([true]);
    h.advance(4_000);
    expect(typing()).toEqual([true, false]);
    const messages = await conversation();
    expect(messages).toHaveLength(3);
    expect(messages[2]?.originator.name).toBe(offer.crm.customerFullName);
    expect(
      eventsFor(h, agent.userId, 'conversation:message').filter(
        (e) => e.interactionId === offer.interactionId,
      ),
    ).toHaveLength(3);
  });

  it("a finished chat's history row carries its last written message", async () => {
    h = await interactionHarness('chat');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${offer.interactionId}/accept`);
    const elementId = offer.elements[0]?.elementId ?? '';
    await post(
      agent.headers,
      `/api/interaction/${offer.interactionId}/element/${elementId}/message`,
      { message: 'Goodbye then' },
    );
    await put(agent.headers, `/api/interaction/${offer.interactionId}/end`);
    await put(agent.headers, `/api/interaction/${offer.interactionId}/end`);
    const history = body<{ agentInteractions: InteractionHistoryEntry[] }>(
      await get(agent.headers, '/api/contact/interactions/history?numDays=1'),
    );
    const row = history.agentInteractions.find((e) => e.interactionId === offer.interactionId);
    expect(row?.lastMessage).toMatchObject({ originatorId: agent.userId, content: 'Goodbye then' });
  });

  it('a chat message on a call is 409 and an empty message 400', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${offer.interactionId}/accept`);
    const url = `/api/interaction/${offer.interactionId}/element/${offer.elements[0]?.elementId}/message`;
    expect((await post(agent.headers, url, { message: 'hi' })).statusCode).toBe(409);
    expect((await post(agent.headers, url, { message: '  ' })).json().field).toBe('message');
  });
});

describe('telephony elements', () => {
  it('hold and activate switch the element between diverted and active; recording flags follow start, pause, resume, stop', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId, elements } = nextOffer(h, agent.userId);
    const elementId = elements[0]?.elementId ?? '';
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    const held = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/element/${elementId}/hold`),
    ).interaction;
    expect(held.elements[0]?.elementStateId).toBe('diverted');
    expect(
      (await put(agent.headers, `/api/interaction/${interactionId}/element/${elementId}/hold`))
        .statusCode,
    ).toBe(409);
    const back = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/element/${elementId}/activate`),
    ).interaction;
    expect(back.elements[0]?.elementStateId).toBe('active');
    expect(
      (await put(agent.headers, `/api/interaction/${interactionId}/record/pause`)).statusCode,
    ).toBe(409);
    const flags = async (action: string) =>
      body<{ isRecording: boolean; isPaused: boolean }>(
        await put(agent.headers, `/api/interaction/${interactionId}/record/${action}`),
      );
    expect(await flags('start')).toMatchObject({ isRecording: true, isPaused: false });
    expect(await flags('pause')).toMatchObject({ isRecording: true, isPaused: true });
    expect(await flags('resume')).toMatchObject({ isRecording: true, isPaused: false });
    expect(await flags('stop')).toMatchObject({ isRecording: false, isPaused: false });
    expect(eventsFor(h, agent.userId, 'recording').map((e) => e.action)).toEqual([
      'started',
      'paused',
      'resumed',
      'stopped',
    ]);
    const dtmf = await post(agent.headers, '/api/interaction/telephony/dtmf', {
      digitsToSend: '12#',
    });
    expect(dtmf.statusCode).toBe(200);
    const messages = body<{ messages: ConversationMessage[] }>(
      await get(agent.headers, `/api/interaction/${interactionId}/conversation`),
    ).messages;
    expect(messages.at(-1)).toMatchObject({
      type: 'system',
      i18nKey: 'dtmfSent',
      content: 'DTMF sent: 12#',
    });
  });

  it('an always-record agent starts with recording enabled', async () => {
    h = await interactionHarness('telephony');
    sqliteOf(h.server).prepare("UPDATE users SET always_record = 1 WHERE id = 'user-1'").run();
    const agent = await readyAgent(h, 'agent');
    const offer = nextOffer(h, agent.userId);
    expect(offer.recording.isEnabled).toBe(true);
    expect(offer.elements[0]?.recording.isEnabled).toBe(true);
  });

  it('a transfer to another logged-in agent offers it to them and ends this agent part', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const other = await readyAgent(h, 'agent2');
    h.server.context.simRuntime.sim.setAgentState(other.userId, 'break');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    const transferred = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/transfer`, { uri: 'agent2' }),
    ).interaction;
    expect(transferred).toMatchObject({
      interactionStateId: 'wrapUp',
      transfer: { handlerId: 'user-2', transferType: 'blindTransfer' },
    });
    const [offered] = await current(other.headers);
    expect(offered).toMatchObject({
      interactionStateId: 'offered',
      transfer: { handlerId: 'user-1', handlerType: 'agent' },
      crm: transferred.crm,
    });
    expect(
      (await put(other.headers, `/api/interaction/${offered?.interactionId}/accept`)).statusCode,
    ).toBe(200);
  });

  it('a declined internal chat tells the colleague it was declined, not that nobody answered', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const other = await readyAgent(h, 'agent2');
    const started = body<{ interaction: Interaction }>(
      await post(agent.headers, '/api/interaction/chat', {
        destination: 'agent2',
        message: 'Got a minute?',
      }),
    ).interaction;
    const [offer] = await current(other.headers);
    expect(
      (await put(other.headers, `/api/interaction/${offer?.interactionId}/decline`)).statusCode,
    ).toBe(200);
    const messages = eventsFor(h, agent.userId, 'conversation:message')
      .filter((m) => m.interactionId === started.interactionId)
      .map((m) => m.message);
    expect(messages.filter((m) => m.type === 'system').map((m) => m.i18nKey)).toEqual([
      'declinedByColleague',
    ]);
    const [mine] = (await current(agent.headers)).filter(
      (ix) => ix.interactionId === started.interactionId,
    );
    expect(mine?.elements.some((e) => e.elementStateId === 'noAnswer')).toBe(false);
  });

  it('a consult with another agent becomes a conference and stops again', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const other = await readyAgent(h, 'agent2');
    h.server.context.simRuntime.sim.setAgentState(other.userId, 'break');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    const consulting = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/consult`, { uri: 'user-2' }),
    ).interaction;
    expect(consulting).toMatchObject({
      interactionStateId: 'consulting',
      consult: { receiver: { id: 'user-2', type: 'agent' } },
    });
    expect(
      (await put(agent.headers, `/api/interaction/${interactionId}/transfer`, { uri: 'user-2' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await put(agent.headers, `/api/interaction/${interactionId}/conference/start`)).statusCode,
    ).toBe(409);
    const [consult] = await current(other.headers);
    expect(consult).toMatchObject({ isPendingConsult: true, noAnswerTimeout: 0 });
    await put(other.headers, `/api/interaction/${consult?.interactionId}/accept`);
    const conference = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/conference/start`),
    ).interaction;
    expect(conference).toMatchObject({ interactionStateId: 'inConference', isConference: true });
    expect(conference.elements.map((e) => e.elementStateId)).toEqual([
      'conferenced',
      'conferenced',
    ]);
    const stopped = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/conference/stop`),
    ).interaction;
    expect(stopped).toMatchObject({ interactionStateId: 'handling', isConference: false });
    expect(await current(other.headers)).toEqual([]);
  });

  it('a consult with an external number rings it until it answers', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = nextOffer(h, agent.userId);
    await put(agent.headers, `/api/interaction/${interactionId}/accept`);
    const consulting = body<{ interaction: Interaction }>(
      await put(agent.headers, `/api/interaction/${interactionId}/consult`, {
        uri: '+14155550199',
      }),
    ).interaction;
    expect(consulting.elements[1]).toMatchObject({
      elementStateId: 'activating',
      receptor: { type: 'external', endPoint: '+14155550199' },
    });
    h.advance(2_000);
    expect((await current(agent.headers))[0]?.elements[1]?.elementStateId).toBe('active');
  });

  it('a callback is stored and handled now as an outgoing call that is answered after dialing', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const scheduled = await post(agent.headers, '/api/interaction/callback', {
      businessProcessId: 'bp-1',
      phoneNumber: '+14155550100',
      scheduledTime: h.clock.now() + 3_600_000,
    });
    expect(scheduled.statusCode).toBe(201);
    const { callbackId } = body<{ callbackId: string }>(scheduled);
    const started = body<{ interactionId: string; interaction: Interaction }>(
      await post(agent.headers, `/api/interaction/telephony/handleCallbackNow/${callbackId}`),
    );
    expect(started.interaction).toMatchObject({
      interactionType: 'CALLBACK_TELEPHONY',
      interactionStateId: 'dialing',
      crm: { contactId: 'contact-1' },
    });
    expect(
      (await post(agent.headers, `/api/interaction/telephony/handleCallbackNow/${callbackId}`))
        .statusCode,
    ).toBe(409);
    h.advance(3_000);
    expect(
      (await current(agent.headers)).find((ix) => ix.interactionId === started.interactionId)
        ?.interactionStateId,
    ).toBe('handling');
  });

  it("a scheduled callback shows in its business process's callback queue, for its agent, until handled", async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const supervisor = authed((await login(h.server, 'supervisor')).sessionId);
    const queue = async () =>
      body<CallbackQueue>(
        await get(supervisor, '/api/businessProcess/bp-1/callbacks'),
      ).callbacks.filter((row) => row.destination === '+14155550123');
    const dueAt = h.clock.now() + 120_000;
    const { callbackId } = body<{ callbackId: string }>(
      await post(agent.headers, '/api/interaction/callback', {
        businessProcessId: 'bp-1',
        phoneNumber: '+14155550123',
        scheduledTime: dueAt,
      }),
    );
    expect(await queue()).toEqual([
      expect.objectContaining({
        callbackId,
        queuedAt: dueAt,
        attempts: 0,
        assignedAgentId: agent.userId,
        status: 'scheduled',
      }),
    ]);
    h.advance(121_000);
    expect((await queue()).map((row) => row.status)).toEqual(['waiting']);
    await post(agent.headers, `/api/interaction/telephony/handleCallbackNow/${callbackId}`);
    expect(await queue()).toEqual([]);
  });
});
