import { describe, expect, it } from 'vitest';
import {
  clientIdOf,
  firstInLine,
  holdsLead,
  HUB_LEADER_LOCK,
  initialLeadership,
  LEADER_SILENCE_MS,
  reduceLeadership,
  shouldSteal,
  wokeUp,
  type LockSnapshot,
} from './hub-leadership';

const snapshot: LockSnapshot = {
  held: [
    { name: 'cc-tab-a', clientId: 'A' },
    { name: 'cc-tab-b', clientId: 'B' },
    { name: 'cc-tab-c', clientId: 'C' },
    { name: HUB_LEADER_LOCK, clientId: 'A' },
  ],
  pending: [
    { name: HUB_LEADER_LOCK, clientId: 'B' },
    { name: HUB_LEADER_LOCK, clientId: 'C' },
  ],
};

describe('hub leadership', () => {
  it('a tab finds its own client id through the lock only it holds', () => {
    expect(clientIdOf(snapshot, 'cc-tab-b')).toBe('B');
    expect(clientIdOf(snapshot, 'cc-tab-z')).toBeNull();
  });

  it('only the holder of the leader lock holds the lead', () => {
    expect(holdsLead(snapshot, 'A')).toBe(true);
    expect(holdsLead(snapshot, 'B')).toBe(false);
    expect(holdsLead(snapshot, null)).toBe(false);
  });

  it('a woken leader whose lock was stolen no longer holds the lead', () => {
    const stolen: LockSnapshot = {
      held: [...(snapshot.held ?? []).slice(0, 3), { name: HUB_LEADER_LOCK, clientId: 'B' }],
      pending: [],
    };
    expect(holdsLead(stolen, 'A')).toBe(false);
    expect(holdsLead(stolen, 'B')).toBe(true);
  });

  it('only the first tab waiting is in line', () => {
    expect(firstInLine(snapshot, 'B')).toBe(true);
    expect(firstInLine(snapshot, 'C')).toBe(false);
    expect(firstInLine({ held: [], pending: [{ name: 'other', clientId: 'C' }] }, 'C')).toBe(false);
  });

  it('the tab granted the lock leads, whatever it heard before', () => {
    const heard = reduceLeadership(initialLeadership(0), { type: 'leaderHeard', hubId: 'h1' }, 10);
    expect(reduceLeadership(heard, { type: 'lockGranted' }, 20)).toEqual({ name: 'leading' });
  });

  it('a leader ignores beats of another hub (a stale worker cannot make it follow)', () => {
    const leading = reduceLeadership(initialLeadership(0), { type: 'lockGranted' }, 0);
    expect(reduceLeadership(leading, { type: 'leaderHeard', hubId: 'old' }, 5)).toEqual({
      name: 'leading',
    });
  });

  it('a leader that lost its lock follows nobody until the next hub announces itself', () => {
    const leading = reduceLeadership(initialLeadership(0), { type: 'lockGranted' }, 0);
    const lost = reduceLeadership(leading, { type: 'lockLost' }, 50);
    expect(lost).toEqual({ name: 'following', hubId: null, heardAt: 50, leaderGone: false });
    expect(reduceLeadership(lost, { type: 'leaderHeard', hubId: 'h2' }, 60)).toMatchObject({
      hubId: 'h2',
      heardAt: 60,
    });
  });

  it('the first follower in line steals after the leader fell silent, not before', () => {
    const heard = reduceLeadership(
      initialLeadership(0),
      { type: 'leaderHeard', hubId: 'h1' },
      1_000,
    );
    expect(shouldSteal(heard, 1_000 + LEADER_SILENCE_MS - 1, snapshot, 'B')).toBe(false);
    expect(shouldSteal(heard, 1_000 + LEADER_SILENCE_MS, snapshot, 'B')).toBe(true);
  });

  it('a follower second in line never steals: two followers never fight over the lock', () => {
    const heard = reduceLeadership(initialLeadership(0), { type: 'leaderHeard', hubId: 'h1' }, 0);
    expect(shouldSteal(heard, 10 * LEADER_SILENCE_MS, snapshot, 'C')).toBe(false);
  });

  it('a leader that abdicates is replaced at once by the first in line', () => {
    const heard = reduceLeadership(
      initialLeadership(0),
      { type: 'leaderHeard', hubId: 'h1' },
      1_000,
    );
    const gone = reduceLeadership(heard, { type: 'leaderAbdicated', hubId: 'h1' }, 1_100);
    expect(shouldSteal(gone, 1_100, snapshot, 'B')).toBe(true);
  });

  it('an abdication of a hub this tab no longer follows changes nothing', () => {
    const heard = reduceLeadership(
      initialLeadership(0),
      { type: 'leaderHeard', hubId: 'h2' },
      1_000,
    );
    expect(reduceLeadership(heard, { type: 'leaderAbdicated', hubId: 'h1' }, 1_100)).toBe(heard);
  });

  it('a leader never steals', () => {
    const leading = reduceLeadership(initialLeadership(0), { type: 'lockGranted' }, 0);
    expect(shouldSteal(leading, 10 * LEADER_SILENCE_MS, snapshot, 'B')).toBe(false);
  });

  it('a tick long overdue means the process slept', () => {
    expect(wokeUp(0, LEADER_SILENCE_MS - 1)).toBe(false);
    expect(wokeUp(0, LEADER_SILENCE_MS)).toBe(true);
  });
});
