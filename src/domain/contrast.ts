/**
 * WCAG 2.x contrast for theme colours written as #RRGGBB (agent-desktop §3 "Theme": colour
 * sets of primary, secondary, surface, info, error, success, warning, accent): relative
 * luminance, contrast ratio, the AA check a theme must pass before it is saved, and the CSS
 * custom properties a colour set becomes without breaking AA for any text pair.
 */

/** WCAG AA minimum contrast ratio for normal-size text (success criterion 1.4.3). */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** The colours of one theme colour set, in the spec's order. */
export const THEME_COLOUR_NAMES = [
  'primary',
  'secondary',
  'surface',
  'info',
  'error',
  'success',
  'warning',
  'accent',
] as const;
export type ThemeColourName = (typeof THEME_COLOUR_NAMES)[number];

/** One colour set (light or dark) of a theme; every value #RRGGBB. */
export type ThemeColourSet = Record<ThemeColourName, string>;

/** Every colour but the surface is drawn as text or an icon on the surface. */
export const THEME_TEXT_COLOUR_NAMES: readonly Exclude<ThemeColourName, 'surface'>[] = [
  'primary',
  'secondary',
  'info',
  'error',
  'success',
  'warning',
  'accent',
];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** True for a colour written as #RRGGBB (the only form themes store). */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

function channels(hex: string): [number, number, number] | null {
  if (!isHexColour(hex)) return null;
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance (0 black .. 1 white) of #RRGGBB; null when the text is not #RRGGBB. */
export function relativeLuminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (1 .. 21) of two #RRGGBB colours, in either order; null if one is not #RRGGBB. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** True when the pair reaches WCAG AA for text. */
export function meetsTextContrast(foreground: string, background: string): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio >= WCAG_AA_TEXT_CONTRAST;
}

/**
 * A ratio as people read it, "4.83:1". Rounded down, so a ratio shown as 4.50:1 always
 * passes AA (4.499 shows as 4.49:1, never as a passing-looking 4.50:1).
 */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** Why a colour of a set cannot be saved. */
export type ThemeColourProblem =
  | { colour: ThemeColourName; kind: 'invalid' }
  | { colour: ThemeColourName; kind: 'lowContrast'; ratio: number };

/**
 * What stops a colour set from being saved: any colour not written as #RRGGBB, and every
 * text colour (all but the surface) below 4.5:1 against the surface. Empty means it passes.
 */
export function themeColourProblems(set: ThemeColourSet): ThemeColourProblem[] {
  const problems: ThemeColourProblem[] = THEME_COLOUR_NAMES.filter(
    (name) => !isHexColour(set[name]),
  ).map((colour) => ({ colour, kind: 'invalid' as const }));
  if (!isHexColour(set.surface)) return problems;
  for (const colour of THEME_TEXT_COLOUR_NAMES) {
    const ratio = contrastRatio(set[colour], set.surface);
    if (ratio !== null && ratio < WCAG_AA_TEXT_CONTRAST)
      problems.push({ colour, kind: 'lowContrast', ratio });
  }
  return problems;
}

function toHex(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();
}

/** `a` blended towards `b` by `weightOfB` (0 gives a, 1 gives b), as #RRGGBB; `a` if either is not #RRGGBB. */
export function mixColours(a: string, b: string, weightOfB: number): string {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return a;
  return `#${ca.map((value, i) => toHex(value + ((cb[i] ?? value) - value) * weightOfB)).join('')}`;
}

/**
 * The first candidate that reaches AA on `background`, else the candidate with the highest
 * ratio. With black and white among the candidates the answer always reaches at least
 * 4.58:1, whatever the background.
 */
export function mostReadable(background: string, candidates: readonly string[]): string {
  const passing = candidates.find((c) => meetsTextContrast(c, background));
  if (passing !== undefined) return passing;
  let best = candidates[0] ?? '#000000';
  let bestRatio = -1;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background) ?? -1;
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

/** Text on a filled colour: the app's near-black if it reads, else white, else pure black. */
const ON_FILL_CANDIDATES = ['#141414', '#FFFFFF', '#000000'] as const;
/** Lifts a dark surface for raised parts (dialogs, cards), as the built-in dark theme does. */
const DARK_RAISE_WEIGHT = 0.05;
/** Tints of the primary over the surface tried for the soft primary background, strongest first. */
const PRIMARY_SOFT_WEIGHTS = [0.12, 0.06] as const;

/** The mode's own text colours (what the stylesheet gives before a theme applies). */
export interface BaseTextColours {
  text: string;
  textMuted: string;
}

/**
 * The CSS custom properties that apply a colour set, or null when the set fails
 * `themeColourProblems` (the caller then applies the default theme). Every text pair the
 * stylesheet uses stays at or above 4.5:1: primary text, body text and muted text on the
 * surface, the raised surface and the soft primary background, and the text on primary
 * fills. Body text keeps the mode's colour when it reads on the new surface; otherwise it
 * turns black or white and the page background follows the surface.
 */
export function themeCssVariables(
  set: ThemeColourSet,
  mode: 'light' | 'dark',
  base: BaseTextColours,
): Record<string, string> | null {
  if (themeColourProblems(set).length > 0) return null;
  const surface = set.surface;
  const vars: Record<string, string> = {
    '--color-primary': set.primary,
    '--color-on-primary': mostReadable(set.primary, ON_FILL_CANDIDATES),
    '--color-primary-text': set.primary,
    '--color-surface': surface,
    '--color-secondary': set.secondary,
    '--color-info': set.info,
    '--color-error': set.error,
    '--color-success': set.success,
    '--color-warning': set.warning,
    '--color-accent': set.accent,
  };

  const textReads = meetsTextContrast(base.text, surface);
  const text = textReads ? base.text : mostReadable(surface, ON_FILL_CANDIDATES);
  const textMuted = textReads && meetsTextContrast(base.textMuted, surface) ? base.textMuted : text;
  if (!textReads) {
    vars['--color-text'] = text;
    vars['--color-background'] = surface;
  }
  if (textMuted !== base.textMuted) vars['--color-text-muted'] = textMuted;

  const readsOn = (background: string) =>
    [text, textMuted, set.primary].every((foreground) => meetsTextContrast(foreground, background));
  const raised = mode === 'dark' ? mixColours(surface, '#FFFFFF', DARK_RAISE_WEIGHT) : surface;
  vars['--color-surface-raised'] = readsOn(raised) ? raised : surface;
  const soft = PRIMARY_SOFT_WEIGHTS.map((w) => mixColours(surface, set.primary, w)).find(readsOn);
  vars['--color-primary-soft'] = soft ?? surface;
  return vars;
}
