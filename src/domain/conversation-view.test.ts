import { describe, expect, it } from 'vitest';
import {
  lastRegularOriginator,
  mergeMessages,
  messageSide,
  systemMessageText,
  type ViewMessage,
} from './conversation-view';

function msg(
  messageId: string,
  timestamp: number,
  overrides: Partial<ViewMessage> = {},
): ViewMessage {
  return {
    messageId,
    type: 'regular',
    originator: { id: 'customer', name: 'Ada' },
    content: messageId,
    timestamp,
    ...overrides,
  };
}

describe('conversation view', () => {
  it('system messages sit apart; the agent own messages on their side', () => {
    expect(messageSide(msg('a', 1, { type: 'system' }), 'me')).toBe('system');
    expect(messageSide(msg('a', 1, { originator: { id: 'me', name: 'Me' } }), 'me')).toBe('own');
    expect(messageSide(msg('a', 1), 'me')).toBe('other');
  });

  it('the last regular message decides sent or received; system messages do not count', () => {
    expect(
      lastRegularOriginator([
        msg('a', 1, { originator: { id: 'me', name: 'Me' } }),
        msg('s', 2, { type: 'system', originator: { id: 'system', name: 'System' } }),
      ]),
    ).toBe('me');
    expect(lastRegularOriginator([])).toBeNull();
  });

  it('earlier SMS history and the live conversation merge in time order, each message once', () => {
    const merged = mergeMessages([msg('old', 1), msg('same', 5)], [msg('same', 5), msg('new', 9)]);
    expect(merged.map((m) => m.messageId)).toEqual(['old', 'same', 'new']);
  });

  it('an element state message keeps the party and names the state to translate', () => {
    expect(
      systemMessageText(
        msg('s', 1, {
          type: 'system',
          content: 'Ada: Sam: Closed',
          i18nKey: 'elementState.closed',
        }),
      ),
    ).toEqual({ kind: 'elementState', party: 'Ada: Sam', stateId: 'closed' });
  });

  it('other keys translate as a whole; without a key the server text is shown', () => {
    expect(
      systemMessageText(msg('s', 1, { type: 'system', i18nKey: 'transferredToSurvey' })),
    ).toEqual({ kind: 'key', key: 'transferredToSurvey' });
    expect(
      systemMessageText(msg('s', 1, { type: 'system', content: 'Hello', i18nKey: null })),
    ).toEqual({ kind: 'text', text: 'Hello' });
  });
});
