// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { scrollParentOf } from './use-intersecting';

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
