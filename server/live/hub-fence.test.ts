import { describe, expect, it } from 'vitest';
import { createHubFence } from './hub-fence';

describe('hub fence: one leader hub socket per session', () => {
  it('admits a first hub, then only hubs not older than the latest', () => {
    const fence = createHubFence();
    expect(fence.admits('s', 5)).toBe(true);
    expect(fence.enter('s', 5, 'a')).toEqual([]);
    expect(fence.admits('s', 4)).toBe(false);
    expect(fence.admits('s', 5)).toBe(true);
    expect(fence.admits('s', 6)).toBe(true);
    expect(fence.admits('other', 1)).toBe(true);
  });

  it('a newer hub replaces every open hub socket of its session, not of others', () => {
    const fence = createHubFence();
    fence.enter('s', 5, 'a');
    fence.enter('t', 1, 'x');
    expect(fence.enter('s', 9, 'b')).toEqual(['a']);
    expect(fence.enter('s', 9, 'c')).toEqual(['b']);
    expect(fence.admits('s', 5)).toBe(false);
    expect(fence.admits('t', 1)).toBe(true);
  });

  it('a session whose hub sockets all closed is forgotten', () => {
    const fence = createHubFence();
    fence.enter('s', 9, 'a');
    fence.leave('s', 'unknown');
    expect(fence.admits('s', 1)).toBe(false);
    fence.leave('s', 'a');
    expect(fence.admits('s', 1)).toBe(true);
  });
});
