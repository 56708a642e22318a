import { describe, expect, it } from 'vitest';
import { cardShowsContent, isCardLive, kpiPauseOf } from './live-card';

describe('live monitoring cards', () => {
  it('a card off screen, not focused and not hovered does no live work', () => {
    expect(isCardLive({ intersecting: false, focused: false, hovered: false })).toBe(false);
  });

  it('a card on screen is live', () => {
    expect(isCardLive({ intersecting: true, focused: false, hovered: false })).toBe(true);
  });

  it('a card holding keyboard focus or hovered counts as on screen', () => {
    expect(isCardLive({ intersecting: false, focused: true, hovered: false })).toBe(true);
    expect(isCardLive({ intersecting: false, focused: false, hovered: true })).toBe(true);
  });
});

describe('monitoring card content', () => {
  const away = { intersecting: false, focused: false, hovered: false };

  it('a card far off screen is only its frame and name', () => {
    expect(cardShowsContent({ ...away, near: false })).toBe(false);
  });

  it('a card off screen but near keeps its content', () => {
    expect(cardShowsContent({ ...away, near: true })).toBe(true);
  });

  it('a card the user works with shows its content wherever it is', () => {
    expect(cardShowsContent({ ...away, near: false, focused: true })).toBe(true);
    expect(cardShowsContent({ ...away, near: false, hovered: true })).toBe(true);
    expect(cardShowsContent({ ...away, near: false, intersecting: true })).toBe(true);
  });
});

describe('pause KPI events', () => {
  it('the preference on pauses and shows the banner', () => {
    expect(kpiPauseOf({ pauseKPIEvents: true, bannerClosed: false })).toEqual({
      paused: true,
      showBanner: true,
    });
  });

  it('closing the banner hides it but the dashboard stays paused', () => {
    expect(kpiPauseOf({ pauseKPIEvents: true, bannerClosed: true })).toEqual({
      paused: true,
      showBanner: false,
    });
  });

  it('the preference off (or settings not loaded yet) is live, without a banner', () => {
    expect(kpiPauseOf({ pauseKPIEvents: false, bannerClosed: false })).toEqual({
      paused: false,
      showBanner: false,
    });
    expect(kpiPauseOf({ pauseKPIEvents: undefined, bannerClosed: false })).toEqual({
      paused: false,
      showBanner: false,
    });
  });
});
