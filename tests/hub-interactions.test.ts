/**
 * The agent's interactions in the hub: one copy for every tab, fed by socket events,
 * resynced from the server after a reconnect without duplicates, commands mapped to
 * the REST calls of agent-desktop §7.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../src/protocol/api';
import type { Interaction, InteractionEventType } from '../src/protocol/interaction-events';
import { interaction } from './fixtures/interaction';
import { FLUSH_INTERVAL_MS } from '../workers/hub/publisher';
import { createTestHub, settle, SUPERVISOR, TestTab, type TestHub } from './hub-support';

const AGENT: UserProfile = {
  ...SUPERVISOR,
  userId: 'u-agent',
  username: 'agent',
  isSupervisor: false,
  supervisorFeatures: false,
};

let t: TestHub;
const tabs: TestTab[] = [];
let current: Interaction[] = [];

async function openTab(tabId: string): Promise<TestTab> {
  const tab = new TestTab(t.hub, tabId);
  tabs.push(tab);
  await tab.hello();
  await t.hub.subscribe(tabId, 'interactions');
  await t.hub.subscribe(tabId, 'conversations');
  return tab;
}

async function connect(): Promise<void> {
  t.sockets.at(-1)!.signal({ type: 'connected' });
  await settle();
  vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
}

function emit(eventType: InteractionEventType, ix: Interaction, at = 1): void {
  t.sockets.at(-1)!.emit('interaction', { t: at, eventType, interaction: ix });
}

const flush = async () => {
  vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
  await settle();
};
const lists = (tab: TestTab) =>
  Object.fromEntries([...tab.state('interactions')].map(([id, e]) => [id, e.list]));

beforeEach(async () => {
  vi.useFakeTimers();
  t = createTestHub();
  current = [];
  t.session.answer = (opts) => {
    if (opts.method === 'GET' && opts.path === '/api/agent/current/interaction/all')
      return { ok: true, value: current };
    if (opts.method === 'GET' && opts.path.endsWith('/conversation'))
      return { ok: true, value: { interactionId: null, messages: [] } };
    return { ok: true, value: null };
  };
  t.session.activate(AGENT);
  await settle();
});

afterEach(() => {
  t.hub.dispose();
  for (const tab of tabs.splice(0)) tab.close();
  vi.useRealTimers();
});

describe('interactions in the hub', () => {
  it('every tab sees the same offer, then the same accepted interaction', async () => {
    const [a, b] = [await openTab('a'), await openTab('b')];
    await connect();
    emit('offered', interaction({ interactionId: 'i1' }));
    await flush();
    expect(lists(a)).toEqual({ i1: 'pending' });
    expect(lists(b)).toEqual({ i1: 'pending' });
    emit(
      'accepted',
      interaction({ interactionId: 'i1', interactionStateId: 'handling', isOffered: false }),
    );
    await flush();
    expect(lists(a)).toEqual({ i1: 'active' });
    expect(lists(b)).toEqual({ i1: 'active' });
  });

  it('a new offer reaches every tab at once, without waiting for the flush interval, hidden tabs too', async () => {
    const [a, b] = [await openTab('a'), await openTab('b')];
    await t.hub.setVisible('b', false);
    await connect();
    emit('offered', interaction({ interactionId: 'now' }));
    await settle();
    expect(lists(a)).toEqual({ now: 'pending' });
    expect(lists(b)).toEqual({ now: 'pending' });
  });

  it('chat messages build the conversation and the unread count; reading it clears the count in every tab', async () => {
    const [a, b] = [await openTab('a'), await openTab('b')];
    await connect();
    const chat = interaction({
      interactionId: 'c1',
      interactionMediaType: 'CHAT',
      interactionType: 'INCOMING_CHAT',
      interactionStateId: 'handling',
      isOffered: false,
    });
    emit('created', chat);
    const message = (messageId: string, from: string) => ({
      t: 2,
      interactionId: 'c1',
      elementId: 'c1-e1',
      message: {
        messageId,
        type: 'regular',
        icon: null,
        originator: { id: from, name: from },
        content: 'hi',
        timestamp: 2,
        i18nKey: null,
        from: '',
        to: '',
      },
    });
    t.sockets[0]!.emit('conversation:message', message('m1', 'customer'));
    t.sockets[0]!.emit('conversation:message', message('m1', 'customer')); // repeated: ignored
    t.sockets[0]!.emit('conversation:message', message('m2', AGENT.userId)); // the agent's own: not unread
    await flush();
    expect(
      a
        .state('conversations')
        .get('c1')
        ?.messages.map((m) => m.messageId),
    ).toEqual(['m1', 'm2']);
    expect(b.state('interactions').get('c1')?.unread).toBe(1);
    await t.hub.markInteractionRead('c1');
    await flush();
    expect(a.state('interactions').get('c1')?.unread).toBe(0);
    expect(b.state('interactions').get('c1')?.unread).toBe(0);
  });

  it('a chat moving to history lets its conversation go but keeps its last written message on the entry', async () => {
    const a = await openTab('a');
    await connect();
    const chat = interaction({
      interactionId: 'c2',
      interactionMediaType: 'CHAT',
      interactionType: 'INCOMING_CHAT',
      interactionStateId: 'handling',
      isOffered: false,
    });
    emit('created', chat);
    const message = (
      messageId: string,
      from: string,
      content: string,
      timestamp: number,
      type = 'regular',
    ) => ({
      t: timestamp,
      interactionId: 'c2',
      elementId: 'c2-e1',
      message: {
        messageId,
        type,
        icon: null,
        originator: { id: from, name: from },
        content,
        timestamp,
        i18nKey: null,
        from: '',
        to: '',
      },
    });
    t.sockets[0]!.emit('conversation:message', message('m1', 'customer', 'Where is it?', 2));
    t.sockets[0]!.emit('conversation:message', message('m2', AGENT.userId, 'On its way', 3));
    t.sockets[0]!.emit(
      'conversation:message',
      message('m3', 'system', 'Customer left', 4, 'system'),
    );
    emit('movedToHistory', { ...chat, interactionStateId: 'handled' }, 5);
    await flush();
    expect(a.state('conversations').has('c2')).toBe(false);
    expect(a.state('interactions').get('c2')?.list).toBe('history');
    expect(a.state('interactions').get('c2')?.lastMessage).toEqual({
      originatorId: AGENT.userId,
      content: 'On its way',
      timestamp: 3,
    });
  });

  it('after a reconnect the server list replaces pending and active: a missed offer appears, a finished one goes, nothing doubles', async () => {
    const tab = await openTab('a');
    await connect();
    emit('offered', interaction({ interactionId: 'kept' }));
    emit(
      'created',
      interaction({ interactionId: 'finished', interactionStateId: 'handling', isOffered: false }),
    );
    await flush();
    t.sockets[0]!.signal({ type: 'disconnected', reason: 'transport close', willReconnect: true });
    current = [
      interaction({ interactionId: 'kept' }),
      interaction({ interactionId: 'missed-while-away' }),
    ];
    await connect();
    await flush();
    expect(lists(tab)).toEqual({ kept: 'pending', 'missed-while-away': 'pending' });
    const requests = t.session.requests.filter(
      (r) => r.path === '/api/agent/current/interaction/all',
    );
    expect(requests.length).toBe(2);
  });

  it('element and recording events change the stored interaction', async () => {
    const tab = await openTab('a');
    await connect();
    const call = interaction({
      interactionId: 'i1',
      interactionStateId: 'handling',
      isOffered: false,
    });
    emit('created', call);
    t.sockets[0]!.emit('element', {
      t: 5,
      interactionId: 'i1',
      element: { ...call.elements[0]!, elementStateId: 'active', elementStateName: 'Active' },
    });
    t.sockets[0]!.emit('recording', {
      t: 6,
      interactionId: 'i1',
      elementId: call.elements[0]!.elementId,
      action: 'started',
      isRecording: true,
      isPaused: false,
    });
    await flush();
    const stored = tab.state('interactions').get('i1')?.interaction;
    expect(stored?.elements[0]).toMatchObject({
      elementStateId: 'active',
      answeredAt: 5,
      recording: { isEnabled: true },
    });
    expect(stored?.recording.isEnabled).toBe(true);
  });

  it('commands become the REST calls of agent-desktop §7', async () => {
    await openTab('a');
    await connect();
    await t.hub.interactionCommand({ action: 'accept', interactionId: 'i 1' });
    await t.hub.interactionCommand({
      action: 'postpone',
      interactionId: 'i1',
      postponeOptionId: 'p2',
    });
    await t.hub.interactionCommand({ action: 'recordPause', interactionId: 'i1' });
    await t.hub.interactionCommand({
      action: 'smsMessage',
      interactionId: 'i1',
      elementId: 'e1',
      message: 'hello',
    });
    const sent = t.session.requests
      .filter((r) => r.path.startsWith('/api/interaction/'))
      .map((r) => [r.method, r.path, r.body]);
    expect(sent).toEqual([
      ['PUT', '/api/interaction/i%201/accept', undefined],
      ['PUT', '/api/interaction/i1/postpone', { postponeOptionId: 'p2' }],
      ['PUT', '/api/interaction/i1/record/pause', undefined],
      ['POST', '/api/interaction/i1/element/e1/smsmessage', { message: 'hello' }],
    ]);
  });

  it('a malformed interaction event is dropped and counted; logout empties the topics', async () => {
    const tab = await openTab('a');
    await connect();
    t.sockets[0]!.emit('interaction', { t: 1, eventType: 'exploded', interaction: {} });
    emit('offered', interaction({ interactionId: 'i1' }));
    await flush();
    expect(t.hub.metrics().droppedByKind['interaction']).toBe(1);
    expect(lists(tab)).toEqual({ i1: 'pending' });
    await t.session.logout();
    await flush();
    expect(tab.state('interactions').size).toBe(0);
  });

  it("a supervisor's monitoring events land on the monitoring topic and leave it when monitoring stops", async () => {
    const tab = await openTab('a');
    await t.hub.subscribe('a', 'monitoring');
    await connect();
    const state = {
      supervisorId: 's1',
      agentId: AGENT.userId,
      interactionId: 'i1',
      mode: 'coach' as const,
      recording: false,
      since: 1,
    };
    t.sockets[0]!.emit('supervisor:monitoring', { t: 1, ...state });
    await flush();
    expect([...tab.state('monitoring').values()]).toEqual([state]);
    t.sockets[0]!.emit('supervisor:monitoring', { t: 2, ...state, mode: null });
    await flush();
    expect(tab.state('monitoring').size).toBe(0);
  });
});
