// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inViewNow, scrollParentOf } from './use-intersecting';

/** `<div style="overflow-y: auto"><section><div class="grid"><article/></div></section></div>` */
function page() {
  const scroller = document.createElement('div');
  scroller.style.overflowY = 'auto';
  const section = scroller.appendChild(document.createElement('section'));
  const grid = section.appendChild(document.createElement('div'));
  const card = grid.appendChild(document.createElement('article'));
  document.body.appendChild(scroller);
  return { scroller, section, grid, card };
}

describe('the scroll container a card is observed in', () => {
  it('is the nearest ancestor that scrolls', () => {
    const { scroller, card } = page();
    expect(scrollParentOf(card)).toBe(scroller);
  });

  it('stays the scroller for a card mounted later, once the ancestors are remembered', () => {
    const { scroller, section, grid, card } = page();
    expect(scrollParentOf(card)).toBe(scroller);
    // the grid is mounted again (another visit of the screen): new elements, same scroller
    grid.remove();
    const again = section
      .appendChild(document.createElement('div'))
      .appendChild(document.createElement('article'));
    expect(scrollParentOf(again)).toBe(scroller);
    const sibling = scroller.appendChild(document.createElement('article'));
    expect(scrollParentOf(sibling)).toBe(scroller);
  });

  it('is the viewport (null) where nothing scrolls', () => {
    const card = document.body
      .appendChild(document.createElement('div'))
      .appendChild(document.createElement('article'));
    expect(scrollParentOf(card)).toBeNull();
  });
});

/** A box at `top` (px from the viewport's top) of the given height, full width. */
function placeAt(element: Element, top: number, height = 100): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 300, height }),
  );
}

describe('whether a card is in view as it mounts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the viewport where nothing scrolls', () => {
    const card = document.body.appendChild(document.createElement('article'));
    placeAt(card, window.innerHeight - 50);
    expect(inViewNow(card)).toBe(true);
    placeAt(card, window.innerHeight);
    expect(inViewNow(card)).toBe(false);
    placeAt(card, -100);
    expect(inViewNow(card)).toBe(false);
  });

  it('reads the scroll container: a card below its fold is not in view', () => {
    const { scroller, card } = page();
    placeAt(scroller, 100, 400);
    placeAt(card, 450);
    expect(inViewNow(card)).toBe(true);
    placeAt(card, 500);
    expect(inViewNow(card)).toBe(false);
  });

  it('is not in view when not laid out (a hidden tab)', () => {
    const card = document.body.appendChild(document.createElement('article'));
    expect(inViewNow(card)).toBe(false);
  });
});
