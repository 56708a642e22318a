import { describe, expect, it } from 'vitest';
import {
  THEME_COLOUR_NAMES,
  contrastRatio,
  formatContrastRatio,
  isHexColour,
  meetsTextContrast,
  mixColours,
  mostReadable,
  relativeLuminance,
  themeColourProblems,
  themeCssVariables,
  type ThemeColourSet,
} from './contrast';
import { DEFAULT_THEME } from './settings-options';

// The stylesheet's own text colours per mode (app.css), as the tab reads them before a theme applies.
const LIGHT_BASE = { text: '#1F2328', textMuted: '#57606A' };
const DARK_BASE = { text: '#E9ECEF', textMuted: '#A6ADB5' };

// The text pairs of the stylesheet: [foreground, background] custom properties.
const TEXT_PAIRS: Array<[string, string]> = [
  ['--color-text', '--color-background'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-raised'],
  ['--color-text', '--color-primary-soft'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-raised'],
  ['--color-on-primary', '--color-primary'],
  ['--color-primary-text', '--color-surface'],
  ['--color-primary-text', '--color-surface-raised'],
  ['--color-primary-text', '--color-primary-soft'],
];

/** Failing text pairs once `vars` apply over the mode's stylesheet values. */
function failingPairs(
  vars: Record<string, string>,
  base: { text: string; textMuted: string },
  background: string,
): string[] {
  const tokens: Record<string, string> = {
    '--color-text': base.text,
    '--color-text-muted': base.textMuted,
    '--color-background': background,
    ...vars,
  };
  return TEXT_PAIRS.filter(
    ([fg, bg]) => !meetsTextContrast(tokens[fg] ?? '', tokens[bg] ?? ''),
  ).map(([fg, bg]) => `${fg} on ${bg}: ${contrastRatio(tokens[fg] ?? '', tokens[bg] ?? '')}`);
}

/** A small seeded generator, so the sweep below is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomColour(next: () => number): string {
  return `#${[0, 1, 2]
    .map(() =>
      Math.floor(next() * 256)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('contrast', () => {
  it('white on black is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#C2410C', '#C2410C')).toBeCloseTo(1, 5);
  });

  it('relative luminance follows WCAG (mid grey #777777 is about 0.184)', () => {
    expect(relativeLuminance('#777777')).toBeCloseTo(0.184, 3);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('the bright orange #E8590C reaches only 3.6:1 on white, the default deep orange passes', () => {
    expect(contrastRatio('#E8590C', '#FFFFFF')).toBeCloseTo(3.6, 1);
    expect(meetsTextContrast('#E8590C', '#FFFFFF')).toBe(false);
    expect(meetsTextContrast('#C2410C', '#FFFFFF')).toBe(true);
  });

  it('only #RRGGBB is a colour: anything else has no ratio', () => {
    expect(isHexColour('#a1B2c3')).toBe(true);
    for (const bad of ['#abc', 'a1b2c3', '#a1b2c', '#a1b2c3d', 'red', '#ggg000', '']) {
      expect(isHexColour(bad), bad).toBe(false);
      expect(contrastRatio(bad, '#FFFFFF'), bad).toBeNull();
    }
  });

  it('a ratio is shown rounded down, so 4.499 never reads as a passing 4.50:1', () => {
    expect(formatContrastRatio(4.499)).toBe('4.49:1');
    expect(formatContrastRatio(4.5)).toBe('4.50:1');
    expect(formatContrastRatio(21)).toBe('21.00:1');
  });

  it('mixing moves a colour towards another by the weight', () => {
    expect(mixColours('#000000', '#FFFFFF', 0)).toBe('#000000');
    expect(mixColours('#000000', '#FFFFFF', 1)).toBe('#FFFFFF');
    expect(mixColours('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mixColours('nope', '#FFFFFF', 0.5)).toBe('nope');
  });

  it('the most readable candidate is the first that passes, else the best', () => {
    expect(mostReadable('#FFFFFF', ['#141414', '#FFFFFF'])).toBe('#141414');
    expect(mostReadable('#C2410C', ['#141414', '#FFFFFF'])).toBe('#FFFFFF');
    expect(mostReadable('#777777', ['#FFFFFF', '#EEEEEE'])).toBe('#FFFFFF');
  });
});

describe('theme colour problems', () => {
  it('both default colour sets pass: every text colour reaches 4.5:1 on its surface', () => {
    expect(themeColourProblems(DEFAULT_THEME.light)).toEqual([]);
    expect(themeColourProblems(DEFAULT_THEME.dark)).toEqual([]);
  });

  it('a text colour below 4.5:1 on the surface is named with its ratio', () => {
    const set: ThemeColourSet = { ...DEFAULT_THEME.light, primary: '#E8590C', accent: '#FFD43B' };
    const problems = themeColourProblems(set);
    expect(problems.map((p) => p.colour)).toEqual(['primary', 'accent']);
    const first = problems[0];
    expect(first?.kind === 'lowContrast' && first.ratio).toBeCloseTo(3.6, 1);
  });

  it('the surface is judged through the others: a dark surface in a light set fails its dark text colours', () => {
    const problems = themeColourProblems({ ...DEFAULT_THEME.light, surface: '#202020' });
    expect(problems.map((p) => p.colour)).toContain('primary');
    expect(problems.every((p) => p.kind === 'lowContrast')).toBe(true);
  });

  it('a colour that is not #RRGGBB is invalid, and an invalid surface judges no contrast', () => {
    expect(themeColourProblems({ ...DEFAULT_THEME.light, info: 'blue' })).toEqual([
      { colour: 'info', kind: 'invalid' },
    ]);
    expect(themeColourProblems({ ...DEFAULT_THEME.light, surface: '#FFF' })).toEqual([
      { colour: 'surface', kind: 'invalid' },
    ]);
  });
});

describe('theme CSS variables', () => {
  it('a set that fails the check gives nothing to apply', () => {
    expect(
      themeCssVariables({ ...DEFAULT_THEME.light, primary: '#E8590C' }, 'light', LIGHT_BASE),
    ).toBeNull();
  });

  it('the default theme applies its colours and keeps every text pair at AA in light and dark', () => {
    const light = themeCssVariables(DEFAULT_THEME.light, 'light', LIGHT_BASE);
    const dark = themeCssVariables(DEFAULT_THEME.dark, 'dark', DARK_BASE);
    expect(light?.['--color-primary']).toBe('#C2410C');
    expect(light?.['--color-on-primary']).toBe('#FFFFFF');
    expect(dark?.['--color-primary']).toBe('#FF922B');
    expect(dark?.['--color-on-primary']).toBe('#141414');
    // the mode's own text reads on the default surfaces, so it is left to the stylesheet
    expect(light?.['--color-text']).toBeUndefined();
    expect(dark?.['--color-text']).toBeUndefined();
    expect(failingPairs(light ?? {}, LIGHT_BASE, '#F4F5F7')).toEqual([]);
    expect(failingPairs(dark ?? {}, DARK_BASE, '#141517')).toEqual([]);
  });

  it('the dark surface is raised for dialogs as the built-in dark theme does', () => {
    expect(
      themeCssVariables(DEFAULT_THEME.dark, 'dark', DARK_BASE)?.['--color-surface-raised'],
    ).toBe('#252629');
    expect(
      themeCssVariables(DEFAULT_THEME.light, 'light', LIGHT_BASE)?.['--color-surface-raised'],
    ).toBe('#FFFFFF');
  });

  it('a surface the mode text cannot be read on turns the text and the page background with it', () => {
    const set: ThemeColourSet = { ...DEFAULT_THEME.dark, surface: '#102030' };
    const vars = themeCssVariables(set, 'light', LIGHT_BASE);
    expect(vars?.['--color-text']).toBe('#FFFFFF');
    expect(vars?.['--color-background']).toBe('#102030');
    expect(failingPairs(vars ?? {}, LIGHT_BASE, '#F4F5F7')).toEqual([]);
  });

  it('every set that passes the check keeps every text pair at AA, whatever its colours (seeded sweep)', () => {
    const next = seeded(20_240_501);
    let checked = 0;
    for (let i = 0; i < 20_000 && checked < 300; i += 1) {
      // light or dark surfaces with text colours pulled the other way, so that many sets pass
      const lightSurface = next() < 0.5;
      const surface = mixColours(
        randomColour(next),
        lightSurface ? '#FFFFFF' : '#000000',
        0.6 + next() * 0.4,
      );
      const textColour = () =>
        mixColours(randomColour(next), lightSurface ? '#000000' : '#FFFFFF', 0.2 + next() * 0.6);
      const set = Object.fromEntries(
        THEME_COLOUR_NAMES.map((name) => [name, name === 'surface' ? surface : textColour()]),
      ) as ThemeColourSet;
      if (themeColourProblems(set).length > 0) continue;
      checked += 1;
      for (const [mode, base, background] of [
        ['light', LIGHT_BASE, '#F4F5F7'],
        ['dark', DARK_BASE, '#141517'],
      ] as const) {
        const vars = themeCssVariables(set, mode, base);
        expect(vars).not.toBeNull();
        expect(failingPairs(vars ?? {}, base, background), JSON.stringify(set)).toEqual([]);
      }
    }
    expect(checked).toBe(300);
  });
});
