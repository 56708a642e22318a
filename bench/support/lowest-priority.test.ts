import { describe, expect, it } from 'vitest';
import { descendantsOf } from './lowest-priority';

describe('descendantsOf', () => {
  it('finds children and grandchildren of the root, not its siblings or parent', () => {
    const parentOf = new Map([
      [10, 1], // the root
      [11, 10],
      [12, 10],
      [13, 12],
      [20, 1], // a sibling
      [21, 20],
    ]);
    expect(descendantsOf(10, parentOf).sort()).toEqual([11, 12, 13]);
  });
});
