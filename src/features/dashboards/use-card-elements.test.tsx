// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardViewState } from './card-active-view';
import { useCardElements } from './use-card-elements';

const IDS = ['bp-1', 'bp-2', 'bp-3'];
const VIEW: CardViewState = { selectedCardIndex: 0, isPinned: false };
const viewOf = () => VIEW;
const onView = () => {};
const notify = () => {};

afterEach(cleanup);

describe("the grid's card elements", () => {
  it('stay the same elements when the cards are re-sorted', () => {
    const { result, rerender } = renderHook(
      ({ order }: { order: string[] }) =>
        useCardElements(IDS, order, { stale: false, viewOf, onView, notify }),
      { initialProps: { order: ['bp-1', 'bp-2', 'bp-3'] } },
    );
    const before = new Map(result.current.map((element) => [element.key, element]));
    rerender({ order: ['bp-3', 'bp-1', 'bp-2'] });
    expect(result.current.map((element) => element.key)).toEqual(['bp-3', 'bp-1', 'bp-2']);
    for (const element of result.current) expect(element).toBe(before.get(element.key));
  });

  it('are made again when what a card shows changes', () => {
    const order = ['bp-1', 'bp-2'];
    const { result, rerender } = renderHook(
      ({ stale }: { stale: boolean }) =>
        useCardElements(IDS, order, { stale, viewOf, onView, notify }),
      { initialProps: { stale: false } },
    );
    const before = result.current;
    rerender({ stale: false });
    expect(result.current).toBe(before);
    rerender({ stale: true });
    expect(result.current[0]).not.toBe(before[0]);
    expect(
      (result.current[0]?.props as { children: { props: { stale: boolean } } }).children.props
        .stale,
    ).toBe(true);
  });
});
