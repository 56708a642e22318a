import { describe, expect, it } from 'vitest';
import { nextBoardName } from './wallboard-boards';

describe('nextBoardName', () => {
  it('numbers new boards after the default name, skipping numbers in use', () => {
    expect(nextBoardName(['WALLBOARD'])).toBe('WALLBOARD 2');
    expect(nextBoardName(['WALLBOARD', 'wallboard 2', 'Floor'])).toBe('WALLBOARD 3');
    expect(nextBoardName([])).toBe('WALLBOARD 2');
  });
});
