import { describe, expect, it } from 'vitest';
import { BREAK_CATEGORIES, BREAK_TYPES } from './break-types';

describe('break types', () => {
  it('every break type has a planned length in whole minutes (the end-of-break alert counts back from it)', () => {
    for (const type of BREAK_TYPES) {
      expect(Number.isInteger(type.breakDuration), type.id).toBe(true);
      expect(type.breakDuration, type.id).toBeGreaterThan(0);
    }
  });

  it('every break type belongs to a known category', () => {
    const categories = new Set(BREAK_CATEGORIES.map((c) => c.id));
    for (const type of BREAK_TYPES)
      expect(categories.has(type.breakCategoryId), type.id).toBe(true);
  });
});
