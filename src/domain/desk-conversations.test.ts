import { describe, expect, it } from 'vitest';
import { CONVERSATION_HISTORY_LIMIT, SMS_HISTORY_MAX_MESSAGES } from './agent-desktop-constants';
import {
  addMessage,
  capConversationHistory,
  dropConversation,
  loadConversation,
  NOT_TYPING_MARKER,
  setTyping,
  TYPING_MARKER,
  type Conversations,
} from './desk-conversations';

const EMPTY: Conversations = new Map();
const message = (messageId: string, timestamp: number, content = 'hello', from = 'customer') => ({
  messageId,
  type: 'regular' as const,
  icon: null,
  originator: { id: from, name: from },
  content,
  timestamp,
  i18nKey: null,
  from: '',
  to: '',
});

describe('conversations', () => {
  it('messages stay in time order and a repeated message id is ignored', () => {
    let state = addMessage(EMPTY, 'i', 'e', message('m2', 20), 1);
    state = addMessage(state, 'i', 'e', message('m1', 10), 2);
    const same = addMessage(state, 'i', 'e', message('m1', 10), 3);
    expect(same).toBe(state);
    expect(state.get('i')?.messages.map((m) => m.messageId)).toEqual(['m1', 'm2']);
  });

  it('typing markers set and clear who is typing and are never stored; a real message clears typing', () => {
    let state = addMessage(EMPTY, 'i', 'e', message('t1', 1, `${TYPING_MARKER}`), 1);
    expect(state.get('i')?.typing.map((p) => p.id)).toEqual(['customer']);
    expect(state.get('i')?.messages).toEqual([]);
    state = addMessage(state, 'i', 'e', message('m1', 2), 2);
    expect(state.get('i')?.typing).toEqual([]);
    state = setTyping(state, 'i', 'e', { id: 'customer', name: 'C' }, true, 3);
    state = addMessage(state, 'i', 'e', message('t2', 4, NOT_TYPING_MARKER), 4);
    expect(state.get('i')?.typing).toEqual([]);
  });

  it('keeps at most the SMS history limit of messages', () => {
    const many = Array.from({ length: SMS_HISTORY_MAX_MESSAGES + 10 }, (_, i) =>
      message(`m${i}`, i),
    );
    const state = loadConversation(EMPTY, 'i', many, 1);
    expect(state.get('i')?.messages.length).toBe(SMS_HISTORY_MAX_MESSAGES);
    expect(state.get('i')?.messages[0]?.messageId).toBe('m10');
  });

  it('keeps live conversations and at most five others, the most recent', () => {
    let state: Conversations = EMPTY;
    for (let i = 0; i < 8; i++) state = addMessage(state, `i${i}`, 'e', message(`m${i}`, i), i);
    const capped = capConversationHistory(state, new Set(['i0']));
    expect([...capped.keys()].sort()).toEqual(['i0', 'i3', 'i4', 'i5', 'i6', 'i7']);
    expect(capped.size).toBe(CONVERSATION_HISTORY_LIMIT + 1);
    expect(dropConversation(capped, 'i0').has('i0')).toBe(false);
  });
});
