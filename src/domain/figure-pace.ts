/**
 * How often a figure on screen may change. A passive card's numbers move at most as often as a
 * person can read them; a health change (colour, badge) is never held back.
 */

/** A passive monitoring card writes its figures at most 4 times a second. */
export const PASSIVE_FIGURE_INTERVAL_MS = 250;
