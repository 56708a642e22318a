import { describe, expect, it } from 'vitest';
import { electEffectsOwner } from './effects-election';

describe('effects election', () => {
  it('the owner keeps the role while it lives, visible or not', () => {
    expect(
      electEffectsOwner('a', [
        { tabId: 'a', visible: false },
        { tabId: 'b', visible: true },
      ]),
    ).toBe('a');
  });

  it('a new owner is a visible tab when there is one', () => {
    expect(
      electEffectsOwner('gone', [
        { tabId: 'a', visible: false },
        { tabId: 'b', visible: true },
      ]),
    ).toBe('b');
  });

  it('without a visible tab the oldest takes over', () => {
    expect(
      electEffectsOwner(null, [
        { tabId: 'a', visible: false },
        { tabId: 'b', visible: false },
      ]),
    ).toBe('a');
  });

  it('no tabs, no owner', () => {
    expect(electEffectsOwner('a', [])).toBeNull();
  });
});
