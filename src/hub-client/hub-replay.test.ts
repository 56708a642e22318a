import { describe, expect, it } from 'vitest';
import { failedAnswer, handOverFate, HubReplay, restoredAnswer } from './hub-replay';

const pair = { handlerId: 'bp1', counterTypeId: 'waiting' };
const other = { handlerId: 'bp2', counterTypeId: 'answered', dimension: 'today' };

describe('hand-over of calls the lost leader never answered', () => {
  it('a command that may have reached the server is never sent twice', () => {
    expect(
      handOverFate({
        method: 'interactionCommand',
        args: [{ name: 'accept', interactionId: 'i1' } as never],
      }),
    ).toBe('failed');
    expect(
      handOverFate({ method: 'call', args: ['assignmentsActivate'] as unknown as never }),
    ).toBe('failed');
    expect(handOverFate({ method: 'login', args: [{ username: 'a', password: 'a' }] })).toBe(
      'failed',
    );
    expect(failedAnswer()).toEqual({ ok: false, error: { code: 'hubHandOver' } });
  });

  it('a read goes to the next hub', () => {
    expect(handOverFate({ method: 'call', args: ['assignments'] as unknown as never })).toBe(
      'resent',
    );
    expect(handOverFate({ method: 'loadConversation', args: ['i1'] })).toBe('resent');
  });

  it('subscriptions are rebuilt by the replay, not sent again (no doubled counter reference)', () => {
    expect(handOverFate({ method: 'subscribeCounters', args: ['t', [pair]] })).toBe('restored');
    expect(handOverFate({ method: 'subscribe', args: ['t', 'session'] })).toBe('restored');
  });

  it('a restored heartbeat says the tab is known (the next hub hears its hello first)', () => {
    expect(restoredAnswer({ method: 'heartbeat', args: ['t'] })).toBe(true);
  });

  it('a restored counter subscription answers as the hub would', () => {
    expect(restoredAnswer({ method: 'subscribeCounters', args: ['t', [pair]] })).toEqual({
      ok: true,
      value: null,
    });
    expect(
      restoredAnswer({
        method: 'subscribeCounters',
        args: ['t', [{ handlerId: '', counterTypeId: 'x' }]],
      }),
    ).toMatchObject({ ok: false, error: { code: 'counterPairInvalid' } });
  });
});

describe('what a tab holds, told again to a new hub', () => {
  it('topics held, with their options, and visibility', () => {
    const replay = new HubReplay();
    replay.record({ method: 'setVisible', args: ['t', false] });
    replay.record({ method: 'subscribe', args: ['t', 'session'] });
    replay.record({ method: 'subscribe', args: ['t', 'health', { paused: true }] });
    replay.record({ method: 'subscribe', args: ['t', 'metrics'] });
    replay.record({ method: 'unsubscribe', args: ['t', 'metrics'] });
    expect(replay.calls('t2')).toEqual([
      { method: 'setVisible', args: ['t2', false] },
      { method: 'subscribe', args: ['t2', 'session'] },
      { method: 'subscribe', args: ['t2', 'health', { paused: true }] },
    ]);
  });

  it('counter references keep their counts: two users of a pair, one left, still one reference', () => {
    const replay = new HubReplay();
    replay.record({ method: 'subscribeCounters', args: ['t', [pair, other]] });
    replay.record({ method: 'subscribeCounters', args: ['t', [pair]] });
    replay.record({ method: 'unsubscribeCounters', args: ['t', [pair, other]] });
    expect(replay.calls('t')).toEqual([{ method: 'subscribeCounters', args: ['t', [pair]] }]);
  });

  it('a refused counter list is not held', () => {
    const replay = new HubReplay();
    replay.record({
      method: 'subscribeCounters',
      args: ['t', [pair, { handlerId: 'x', counterTypeId: '' }]],
    });
    expect(replay.calls('t')).toEqual([]);
  });

  it('a tab that held nothing is told nothing', () => {
    expect(new HubReplay().calls('t')).toEqual([]);
  });
});
