import { describe, expect, it } from 'vitest';
import {
  connectedCall,
  interactionDurationSeconds,
  lastWrittenMessage,
  MESSAGE_PREVIEW_CHARS,
  mediaRows,
  previewOf,
  partyOf,
  type MediaEntry,
  type MediaInteraction,
  type MediaList,
} from './media-lists';

function ix(
  id: string,
  over: Partial<MediaInteraction> & { media?: string; entry?: number } = {},
): MediaInteraction {
  return {
    interactionId: id,
    interactionMediaType: over.media ?? 'TELEPHONY',
    interactionStateId: over.interactionStateId ?? 'handling',
    lastStateStartTime: over.lastStateStartTime ?? 0,
    timing: over.timing ?? {
      entryTime: over.entry ?? 0,
      startTime: null,
      directCallAnsweredAt: null,
      endTime: null,
    },
    routing: over.routing ?? { remoteParty: '+3225550100', businessProcessName: 'Sales' },
    crm: over.crm ?? { customerFullName: 'Ada Lovelace' },
  };
}
const entry = (
  i: MediaInteraction,
  list: MediaList,
  changedAt = 0,
  source: 'hub' | 'server' = 'hub',
): MediaEntry => ({ interaction: i, list, changedAt, unread: 0, source });

describe('per-medium rows', () => {
  it('only the screen medium is listed', () => {
    const rows = mediaRows(
      [entry(ix('a'), 'active'), entry(ix('b', { media: 'CHAT' }), 'active')],
      [],
      'TELEPHONY',
    );
    expect(rows.map((r) => r.interaction.interactionId)).toEqual(['a']);
  });

  it('pending come first oldest first, then active newest first, then history most recent first', () => {
    const rows = mediaRows(
      [
        entry(ix('h1'), 'history', 100),
        entry(ix('a1', { entry: 10 }), 'active'),
        entry(ix('p2', { entry: 20 }), 'pending'),
        entry(ix('a2', { entry: 30 }), 'active'),
        entry(ix('p1', { entry: 5 }), 'pending'),
        entry(ix('h2'), 'history', 300),
      ],
      [],
      'TELEPHONY',
    );
    expect(rows.map((r) => r.interaction.interactionId)).toEqual([
      'p1',
      'p2',
      'a2',
      'a1',
      'h2',
      'h1',
    ]);
  });

  it('server history adds what the hub does not hold; the hub copy wins for the same interaction', () => {
    const rows = mediaRows(
      [entry(ix('a'), 'history', 50)],
      [entry(ix('a'), 'history', 50, 'server'), entry(ix('old'), 'history', 10, 'server')],
      'TELEPHONY',
    );
    expect(rows.map((r) => [r.interaction.interactionId, r.source])).toEqual([
      ['a', 'hub'],
      ['old', 'server'],
    ]);
  });
});

describe('row texts', () => {
  it('the party is the customer name, else the remote party', () => {
    expect(partyOf(ix('a'))).toBe('Ada Lovelace');
    expect(partyOf(ix('a', { crm: { customerFullName: '  ' } }))).toBe('+3225550100');
  });

  it('a live call ticks from its answer; before the answer from its start; history shows answer to end', () => {
    const answered = ix('a', {
      timing: { entryTime: 0, startTime: 1_000, directCallAnsweredAt: 5_000, endTime: 65_000 },
    });
    expect(interactionDurationSeconds(answered, 'active', 20_999)).toBe(15);
    expect(interactionDurationSeconds(answered, 'history', 999_999)).toBe(60);
    const dialing = ix('b', {
      timing: { entryTime: 2_000, startTime: null, directCallAnsweredAt: null, endTime: null },
    });
    expect(interactionDurationSeconds(dialing, 'pending', 12_000)).toBe(10);
    expect(interactionDurationSeconds(dialing, 'active', 0)).toBe(0);
  });

  it('the DTMF pad sends to the newest connected call, never to a ringing or wrap-up one', () => {
    const rows = [
      entry(ix('wrap', { interactionStateId: 'wrapUp', lastStateStartTime: 90 }), 'active'),
      entry(ix('old', { interactionStateId: 'handling', lastStateStartTime: 10 }), 'active'),
      entry(ix('new', { interactionStateId: 'consulting', lastStateStartTime: 20 }), 'active'),
      entry(ix('ring', { interactionStateId: 'offered', lastStateStartTime: 99 }), 'pending'),
    ];
    expect(connectedCall(rows)?.interactionId).toBe('new');
    expect(connectedCall(rows.slice(0, 1))).toBeNull();
  });
});

describe('last message preview', () => {
  const msg = (
    content: string,
    timestamp: number,
    originator = 'customer',
    type: 'regular' | 'system' = 'regular',
  ) => ({ type, originator: { id: originator }, content, timestamp });
  const preview = (messages: ReturnType<typeof msg>[], agentId: string, markers: string[]) => {
    const last = lastWrittenMessage(messages, markers);
    return last === null ? null : previewOf(last, agentId);
  };

  it('shows the latest regular message, skipping system messages and typing markers', () => {
    expect(
      preview(
        [
          msg('Hello', 1),
          msg('Thanks!', 3, 'agent-1'),
          msg('joined', 4, 'sys', 'system'),
          msg('\u2063typing', 5),
        ],
        'agent-1',
        ['\u2063typing'],
      ),
    ).toEqual({ text: 'Thanks!', own: true });
    expect(lastWrittenMessage([msg('Hello', 1), msg('Thanks!', 3, 'agent-1')], [])).toEqual({
      originatorId: 'agent-1',
      content: 'Thanks!',
      timestamp: 3,
    });
  });

  it('folds whitespace and cuts long messages with an ellipsis', () => {
    const shown = preview([msg(`a\n\n b ${'x'.repeat(200)}`, 1)], 'agent-1', []);
    expect(shown?.text.startsWith('a b x')).toBe(true);
    expect(shown?.text).toHaveLength(MESSAGE_PREVIEW_CHARS);
    expect(shown?.text.endsWith('…')).toBe(true);
    expect(shown?.own).toBe(false);
  });

  it('no regular message means no preview', () => {
    expect(lastWrittenMessage([msg('joined', 1, 'sys', 'system')], [])).toBeNull();
  });

  it('a history row the hub holds without its last message takes the one the server history knows', () => {
    const last = { originatorId: 'agent-1', content: 'Bye', timestamp: 5 };
    const chat = ix('c', { media: 'CHAT' });
    const rows = mediaRows(
      [entry(chat, 'history', 10)],
      [{ ...entry(chat, 'history', 10, 'server'), lastMessage: last }],
      'CHAT',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('hub');
    expect(rows[0]?.lastMessage).toEqual(last);
    // the hub's own kept message wins
    const own = { ...last, content: 'Later' };
    expect(
      mediaRows(
        [{ ...entry(chat, 'history', 10), lastMessage: own }],
        [{ ...entry(chat, 'history', 10, 'server'), lastMessage: last }],
        'CHAT',
      )[0]?.lastMessage,
    ).toEqual(own);
  });
});
