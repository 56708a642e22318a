/**
 * Which monitoring cards do live work, and what the pauseKPIEvents preference shows.
 * A card off screen subscribes to nothing (no React work for 200 cards nobody sees); a card
 * the user is working with counts as on screen even when scrolled partly away.
 */

/** How far outside the viewport a card already counts as on screen: it is fresh as it scrolls in. */
export const CARD_ON_SCREEN_MARGIN_PX = 200;

/**
 * How far outside the viewport (in viewport heights) an off-screen card keeps its content,
 * frozen with the age of its data; beyond it the card is its frame and name. A screen of
 * scrolling either way shows filled cards at once; 1,000 cards' content would be about
 * 50,000 DOM nodes and 100,000 React fibers nobody sees.
 */
export const CARD_CONTENT_MARGIN = '200% 0px';

export interface CardPresence {
  /** Inside the viewport (with the margin), from an IntersectionObserver. */
  intersecting: boolean;
  /** Holds keyboard focus (a pin button, a threshold field). */
  focused: boolean;
  hovered: boolean;
}

/** Whether a card renders live values. */
export function isCardLive(presence: CardPresence): boolean {
  return presence.intersecting || presence.focused || presence.hovered;
}

/** Whether a card renders its content (live or frozen) rather than only its frame and name. */
export function cardShowsContent(presence: CardPresence & { near: boolean }): boolean {
  return presence.near || isCardLive(presence);
}

export interface KpiPauseInput {
  /** preferencesSettings.pauseKPIEvents; undefined while the settings load. */
  pauseKPIEvents: boolean | undefined;
  /** The user closed the banner during this visit of the screen. */
  bannerClosed: boolean;
}

/**
 * The dashboards' pause (agent-desktop §2, supervisor-dashboards §1): while the preference is
 * on, live KPI updates stop and the banner shows until closed; unknown settings are not a pause.
 */
export function kpiPauseOf(input: KpiPauseInput): { paused: boolean; showBanner: boolean } {
  const paused = input.pauseKPIEvents === true;
  return { paused, showBanner: paused && !input.bannerClosed };
}
