/**
 * How a chat or SMS conversation is shown (agent-desktop §3 "Conversation and message"):
 * whose side a message sits on, the last regular message (a tile's sent/received icon),
 * earlier SMS history merged with the live conversation, and system messages in the
 * agent's language where their key is known.
 */

export interface ViewMessage {
  messageId: string;
  type: 'regular' | 'system';
  originator: { id: string; name: string };
  content: string;
  timestamp: number;
  i18nKey?: string | null;
}

export type MessageSide = 'system' | 'own' | 'other';

/** System messages sit apart; regular ones are the agent's own when the agent sent them. */
export function messageSide(message: ViewMessage, agentId: string): MessageSide {
  if (message.type === 'system') return 'system';
  return message.originator.id === agentId ? 'own' : 'other';
}

/** The originator id of the last regular message, or null when there is none. */
export function lastRegularOriginator(messages: readonly ViewMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.type === 'regular') return message.originator.id;
  }
  return null;
}

/** Earlier messages (SMS history) and the live conversation as one list in time order, each message once. */
export function mergeMessages<M extends ViewMessage>(
  earlier: readonly M[],
  live: readonly M[],
): M[] {
  const byId = new Map<string, M>();
  for (const message of earlier) byId.set(message.messageId, message);
  for (const message of live) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/** A system message the view can say in the agent's language, or its text as the server wrote it. */
export type SystemMessageText =
  | { kind: 'elementState'; party: string; stateId: string }
  | { kind: 'key'; key: string }
  | { kind: 'text'; text: string };

const ELEMENT_STATE_KEY = 'elementState.';

/**
 * Element state changes ("elementState.<id>", content "<party>: <state name>") keep the
 * party and translate the state; other keys translate as a whole when the view knows them.
 */
export function systemMessageText(message: ViewMessage): SystemMessageText {
  const key = message.i18nKey ?? null;
  if (key === null || key === '') return { kind: 'text', text: message.content };
  if (key.startsWith(ELEMENT_STATE_KEY)) {
    const separator = message.content.lastIndexOf(': ');
    const party = separator > 0 ? message.content.slice(0, separator) : '';
    return { kind: 'elementState', party, stateId: key.slice(ELEMENT_STATE_KEY.length) };
  }
  return { kind: 'key', key };
}
