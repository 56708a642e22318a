/**
 * Chat and SMS conversations of the agent's interactions (agent-desktop §3 "Conversation
 * and message", §4): messages in order without duplicates, who is typing, and a history
 * of at most 5 conversations of interactions the agent no longer works on.
 */
import type { DeskMessage } from './desk-model';
import { CONVERSATION_HISTORY_LIMIT, SMS_HISTORY_MAX_MESSAGES } from './agent-desktop-constants';

export interface TypingParty {
  id: string;
  name: string;
}

export interface Conversation<M extends DeskMessage = DeskMessage> {
  interactionId: string;
  elementId: string | null;
  messages: M[];
  typing: TypingParty[];
  updatedAt: number;
}

export type Conversations<M extends DeskMessage = DeskMessage> = ReadonlyMap<
  string,
  Conversation<M>
>;

/**
 * Regular chat messages starting with these markers only say that the other party started
 * or stopped typing (§4); they are never shown.
 */
export const TYPING_MARKER = '\u2063typing';
export const NOT_TYPING_MARKER = '\u2063notTyping';

function empty<M extends DeskMessage>(
  interactionId: string,
  elementId: string | null,
  t: number,
): Conversation<M> {
  return { interactionId, elementId, messages: [], typing: [], updatedAt: t };
}

function put<M extends DeskMessage>(
  state: Conversations<M>,
  conversation: Conversation<M>,
): Map<string, Conversation<M>> {
  const next = new Map(state);
  next.set(conversation.interactionId, conversation);
  return next;
}

function setTypingIn<M extends DeskMessage>(
  conversation: Conversation<M>,
  party: TypingParty,
  isTyping: boolean,
  t: number,
): Conversation<M> {
  const others = conversation.typing.filter((p) => p.id !== party.id);
  const typing = isTyping ? [...others, party] : others;
  if (
    typing.length === conversation.typing.length &&
    isTyping === conversation.typing.some((p) => p.id === party.id)
  )
    return conversation;
  return { ...conversation, typing, updatedAt: t };
}

/**
 * Adds a message (a repeated messageId is ignored). A typing marker changes who is typing
 * instead; a real message from someone means they stopped typing.
 */
export function addMessage<M extends DeskMessage>(
  state: Conversations<M>,
  interactionId: string,
  elementId: string,
  message: M,
  t: number,
): Conversations<M> {
  const current = state.get(interactionId) ?? empty<M>(interactionId, elementId, t);
  if (
    message.type === 'regular' &&
    (message.content.startsWith(TYPING_MARKER) || message.content.startsWith(NOT_TYPING_MARKER))
  ) {
    const next = setTypingIn(
      current,
      message.originator,
      message.content.startsWith(TYPING_MARKER),
      t,
    );
    return next === current && state.has(interactionId) ? state : put(state, next);
  }
  if (current.messages.some((m) => m.messageId === message.messageId)) return state;
  const messages = [...current.messages, message].sort((a, b) => a.timestamp - b.timestamp);
  const trimmed =
    messages.length > SMS_HISTORY_MAX_MESSAGES
      ? messages.slice(messages.length - SMS_HISTORY_MAX_MESSAGES)
      : messages;
  const stopped =
    message.type === 'regular' ? setTypingIn(current, message.originator, false, t) : current;
  return put(state, {
    ...stopped,
    elementId: current.elementId ?? (elementId === '' ? null : elementId),
    messages: trimmed,
    updatedAt: t,
  });
}

export function setTyping<M extends DeskMessage>(
  state: Conversations<M>,
  interactionId: string,
  elementId: string,
  party: TypingParty,
  isTyping: boolean,
  t: number,
): Conversations<M> {
  const current = state.get(interactionId) ?? empty<M>(interactionId, elementId, t);
  const next = setTypingIn(current, party, isTyping, t);
  return next === current && state.has(interactionId) ? state : put(state, next);
}

/** The server's copy of a conversation (after a reconnect or opening a history item) merged with what arrived live. */
export function loadConversation<M extends DeskMessage>(
  state: Conversations<M>,
  interactionId: string,
  messages: readonly M[],
  t: number,
): Conversations<M> {
  let next: Conversations<M> =
    state.get(interactionId) === undefined ? put(state, empty<M>(interactionId, null, t)) : state;
  for (const message of messages) next = addMessage(next, interactionId, '', message, t);
  return next;
}

export function dropConversation<M extends DeskMessage>(
  state: Conversations<M>,
  interactionId: string,
): Conversations<M> {
  if (!state.has(interactionId)) return state;
  const next = new Map(state);
  next.delete(interactionId);
  return next;
}

/** Keeps every conversation of a live interaction and the CONVERSATION_HISTORY_LIMIT most recent others. */
export function capConversationHistory<M extends DeskMessage>(
  state: Conversations<M>,
  live: ReadonlySet<string>,
): Conversations<M> {
  const others = [...state.values()].filter((c) => !live.has(c.interactionId));
  if (others.length <= CONVERSATION_HISTORY_LIMIT) return state;
  others.sort((a, b) => b.updatedAt - a.updatedAt);
  const next = new Map(state);
  for (const old of others.slice(CONVERSATION_HISTORY_LIMIT)) next.delete(old.interactionId);
  return next;
}
