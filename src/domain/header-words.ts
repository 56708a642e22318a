/**
 * A column header may wrap between words, at a soft hyphen (U+00AD, which the translations put
 * between the parts of long compounds: "terugbel­verzoeken", "Warte­schlange"), after a zero-width
 * space or after a hyphen, never inside a word: a column narrower than its longest piece cut
 * "Beantwoord" as "Beantwoor / d". These are the pieces a line cannot split, each as it shows at
 * the end of a line (a soft hyphen shows as "-" there).
 */
const SOFT_HYPHEN = '\u00AD';

export function unbreakablePieces(text: string): string[] {
  const pieces: string[] = [];
  for (const word of text.split(/[\s\u200B]+/)) {
    // after a soft or hard hyphen a line may break; the piece before keeps a visible hyphen
    for (const part of word.split(/(?<=[\u00AD-])/)) {
      const shown = part.endsWith(SOFT_HYPHEN) ? `${part.slice(0, -1)}-` : part;
      if (shown !== '') pieces.push(shown);
    }
  }
  return pieces;
}

/** The width of the widest piece of `text`, by `measure` (e.g. a canvas's measureText). */
export function widestPiece(text: string, measure: (piece: string) => number): number {
  let widest = 0;
  for (const piece of unbreakablePieces(text)) widest = Math.max(widest, measure(piece));
  return widest;
}
