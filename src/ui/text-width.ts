/**
 * Text widths for layout decisions made before anything renders (a grid's column minimums).
 * One canvas for the page; where there is none (tests), a width per character that errs wide.
 */
let context: CanvasRenderingContext2D | null | undefined;

const FALLBACK_PX_PER_CHARACTER = 7;

/** A measure of text at this weight and size, in the page's own font family. */
export function textMeasure(weight: number, sizePx: number): (text: string) => number {
  if (context === undefined)
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const ctx = context;
  if (ctx === null) return (text) => text.length * FALLBACK_PX_PER_CHARACTER;
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const font = `${weight} ${sizePx}px ${family}`;
  return (text) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}
