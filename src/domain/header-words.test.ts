import { describe, expect, it } from 'vitest';
import { unbreakablePieces, widestPiece } from './header-words';

describe('unbreakablePieces', () => {
  it('splits at spaces, zero-width spaces, soft and hard hyphens, and shows a soft hyphen at a break', () => {
    expect(unbreakablePieces('Te verwerken terugbel\u00ADverzoeken')).toEqual([
      'Te',
      'verwerken',
      'terugbel-',
      'verzoeken',
    ]);
    expect(unbreakablePieces('%\u200BAbandoned Rate')).toEqual(['%', 'Abandoned', 'Rate']);
    expect(unbreakablePieces('Do-not-call')).toEqual(['Do-', 'not-', 'call']);
    expect(unbreakablePieces('  ')).toEqual([]);
  });

  it('measures the widest piece', () => {
    expect(widestPiece('In Warte\u00ADschlange', (piece) => piece.length)).toBe(8);
    expect(widestPiece('', (piece) => piece.length)).toBe(0);
  });
});
