/**
 * The agent's interactions, conversations and monitoring in the hub: one copy for every
 * tab, fed by the socket's interaction events through the pure reducers of src/domain,
 * published on the `interactions`, `conversations` and `monitoring` topics.
 *
 * After every (re)connect the server's list of current interactions replaces pending and
 * active entries (keyed, so nothing doubles and nothing missed stays missing), and the
 * conversations of live chat and SMS interactions are fetched again.
 */
import type { ConversationMessage, Interaction } from '../../src/protocol/interaction-events';
import { interactionSchema } from '../../src/protocol/interaction-events';
import type { ServerEventPayload } from '../../src/protocol/events';
import type { CommandResult } from '../../src/protocol/hub';
import {
  applyInteractionEvent,
  markRead,
  replaceCurrent,
  updateInteraction,
  withLastMessage,
  type DeskInteractions,
} from '../../src/domain/desk-interactions';
import { lastWrittenMessage } from '../../src/domain/media-lists';
import {
  applyElementChange,
  applyEmailChange,
  applyRecordingChange,
  elementStateMessages,
} from '../../src/domain/desk-elements';
import {
  addMessage,
  capConversationHistory,
  dropConversation,
  loadConversation,
  NOT_TYPING_MARKER,
  setTyping,
  TYPING_MARKER,
  type Conversations,
} from '../../src/domain/desk-conversations';
import type { Publisher } from './publisher';
import { callEndpoint } from './endpoint-call';
import type { RequestOptions } from './session-types';

export interface InteractionStoreEnvironment {
  now(): number;
  log(level: 'info' | 'warn' | 'error', message: string): void;
  request: <T>(opts: RequestOptions) => Promise<CommandResult<T>>;
  /** The logged-in agent's id; null when logged out. */
  agentId(): string | null;
}

const TYPING_MARKERS = [TYPING_MARKER, NOT_TYPING_MARKER];
const MESSAGING_MEDIA: ReadonlySet<Interaction['interactionMediaType']> = new Set(['CHAT', 'SMS']);

export const monitoringKey = (supervisorId: string, agentId: string): string =>
  `${supervisorId}:${agentId}`;

export function createInteractionStore(env: InteractionStoreEnvironment, publisher: Publisher) {
  const interactionTopic = publisher.store('interactions');
  const conversationTopic = publisher.store('conversations');
  const monitoringTopic = publisher.store('monitoring');
  let interactions: DeskInteractions<Interaction> = new Map();
  let conversations: Conversations<ConversationMessage> = new Map();
  /** Bumped at logout so an answer that arrives afterwards is thrown away. */
  let generation = 0;

  /** Publishes exactly the entries whose reference changed. */
  function commit(
    nextInteractions: DeskInteractions<Interaction>,
    nextConversations: Conversations<ConversationMessage> = conversations,
  ): void {
    if (nextInteractions !== interactions) {
      for (const key of interactionTopic.entries.keys())
        if (!nextInteractions.has(key)) interactionTopic.delete(key);
      for (const [key, value] of nextInteractions) interactionTopic.set(key, value);
      interactions = nextInteractions;
    }
    const live = new Set(
      [...interactions.values()]
        .filter((e) => e.list !== 'history')
        .map((e) => e.interaction.interactionId),
    );
    const capped = capConversationHistory(nextConversations, live);
    if (capped !== conversations) {
      for (const key of conversationTopic.entries.keys())
        if (!capped.has(key)) conversationTopic.delete(key);
      for (const [key, value] of capped) conversationTopic.set(key, value);
      conversations = capped;
    }
  }

  function onInteraction(event: ServerEventPayload<'interaction'>): void {
    const agentId = env.agentId();
    if (agentId === null) return;
    const before = interactions.get(event.interaction.interactionId);
    const result = applyInteractionEvent(interactions, event, agentId);
    let nextConversations = conversations;
    let nextInteractions = result.state;
    for (const id of result.effects.dropConversations) {
      const dropped = nextConversations.get(id);
      if (dropped !== undefined)
        nextInteractions = withLastMessage(
          nextInteractions,
          id,
          lastWrittenMessage(dropped.messages, TYPING_MARKERS),
        );
      nextConversations = dropConversation(nextConversations, id);
    }
    // a customer who joined, left or was transferred shows in the conversation even when only
    // the interaction event carried the change (chat system messages, agent-desktop §3)
    const after = nextInteractions.get(event.interaction.interactionId);
    if (
      after !== undefined &&
      after.list !== 'history' &&
      MESSAGING_MEDIA.has(after.interaction.interactionMediaType) &&
      !result.effects.dropConversations.includes(after.interaction.interactionId)
    ) {
      for (const { elementId, message } of elementStateMessages(
        before?.interaction,
        after.interaction,
        event.t,
      )) {
        nextConversations = addMessage(
          nextConversations,
          after.interaction.interactionId,
          elementId,
          message,
          event.t,
        );
      }
    }
    commit(nextInteractions, nextConversations);
  }

  function onElement(event: ServerEventPayload<'element'>): void {
    const entry = interactions.get(event.interactionId);
    if (entry === undefined) return;
    const change = applyElementChange(entry.interaction, event.element, event.t);
    let nextConversations = conversations;
    if (change.dropConversation)
      nextConversations = dropConversation(nextConversations, event.interactionId);
    else if (
      change.systemMessage !== null &&
      MESSAGING_MEDIA.has(entry.interaction.interactionMediaType)
    ) {
      nextConversations = addMessage(
        nextConversations,
        event.interactionId,
        event.element.elementId,
        change.systemMessage,
        event.t,
      );
    }
    commit(
      updateInteraction(
        interactions,
        event.interactionId,
        event.t,
        () => change.interaction,
        change.unreadDelta,
      ),
      nextConversations,
    );
  }

  function onMessage(event: ServerEventPayload<'conversation:message'>): void {
    const agentId = env.agentId();
    const fromOtherParty =
      event.message.type === 'regular' && event.message.originator.id !== agentId;
    const has = (state: Conversations<ConversationMessage>) =>
      state
        .get(event.interactionId)
        ?.messages.some((m) => m.messageId === event.message.messageId) ?? false;
    const next = addMessage(
      conversations,
      event.interactionId,
      event.elementId,
      event.message,
      event.t,
    );
    // only a message newly stored counts as unread: not a repeat, not a typing marker
    const unread = fromOtherParty && !has(conversations) && has(next) ? 1 : 0;
    commit(
      updateInteraction(interactions, event.interactionId, event.t, (ix) => ix, unread),
      next,
    );
  }

  async function fetchConversation(interactionId: string, expected: number): Promise<void> {
    const result = await callEndpoint(env.request, 'conversation', {
      params: { id: interactionId },
    });
    if (expected !== generation) return;
    if (!result.ok) {
      env.log(
        'warn',
        `conversation ${interactionId}: not loaded (${result.error.status ?? result.error.code})`,
      );
      return;
    }
    const messages = Array.isArray(result.value?.messages) ? result.value.messages : [];
    commit(interactions, loadConversation(conversations, interactionId, messages, env.now()));
  }

  return {
    onInteraction,
    onElement,
    onMessage,
    onRecording(event: ServerEventPayload<'recording'>): void {
      commit(
        updateInteraction(interactions, event.interactionId, event.t, (ix) =>
          applyRecordingChange(ix, event),
        ),
      );
    },
    onTyping(event: ServerEventPayload<'typing'>): void {
      commit(
        interactions,
        setTyping(
          conversations,
          event.interactionId,
          event.elementId,
          event.party,
          event.isTyping,
          event.t,
        ),
      );
    },
    onEmail(event: ServerEventPayload<'email'>): void {
      commit(
        updateInteraction(interactions, event.interactionId, event.t, (ix) =>
          applyEmailChange(ix, event.email),
        ),
      );
    },
    onMonitoring(event: ServerEventPayload<'supervisor:monitoring'>): void {
      const { t: _t, ...state } = event;
      const key = monitoringKey(state.supervisorId, state.agentId);
      if (state.mode === null && !state.recording) monitoringTopic.delete(key);
      else monitoringTopic.set(key, state);
    },

    /** After login, resume or reconnect: the server's current interactions and their conversations. */
    async reload(): Promise<void> {
      if (env.agentId() === null) return;
      const expected = generation;
      const result = await callEndpoint(env.request, 'agentInteractions');
      if (expected !== generation) return;
      if (!result.ok || !Array.isArray(result.value)) {
        env.log(
          'warn',
          `current interactions: not loaded (${result.ok ? 'not a list' : (result.error.status ?? result.error.code)})`,
        );
        return;
      }
      const current: Interaction[] = [];
      for (const raw of result.value) {
        const parsed = interactionSchema.safeParse(raw);
        if (parsed.success) current.push(parsed.data);
        else env.log('warn', 'current interactions: a malformed entry was skipped');
      }
      commit(replaceCurrent(interactions, current, env.now()));
      const messaging = current.filter((ix) => MESSAGING_MEDIA.has(ix.interactionMediaType));
      await Promise.all(messaging.map((ix) => fetchConversation(ix.interactionId, expected)));
    },

    /** Opening a history item or an SMS tile: load its conversation (kept among the 5 most recent). */
    loadConversation: (interactionId: string) => fetchConversation(interactionId, generation),

    markRead(interactionId: string): void {
      commit(markRead(interactions, interactionId));
    },

    /** Logout: nothing of this agent stays. */
    clear(): void {
      generation += 1;
      interactions = new Map();
      conversations = new Map();
      interactionTopic.clear();
      conversationTopic.clear();
      monitoringTopic.clear();
    },
  };
}

export type InteractionStore = ReturnType<typeof createInteractionStore>;
