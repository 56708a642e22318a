// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInteractionHold } from './use-interaction-hold';

describe('the hold of a grid the user works in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const hold = () => renderHook(() => useInteractionHold(3_000));
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('is off until the user does something', () => {
    expect(hold().result.current.held).toBe(false);
  });

  it('starts with the first pointer move and ends its length after the last one', () => {
    const { result } = hold();
    act(() => result.current.handlers.onPointerMove({ clientX: 10, clientY: 10 }));
    expect(result.current.held).toBe(true);
    advance(2_000);
    act(() => result.current.handlers.onPointerMove({ clientX: 12, clientY: 10 }));
    // 3 s after the first move, but only 1 s after the last
    advance(1_000);
    expect(result.current.held).toBe(true);
    advance(1_999);
    expect(result.current.held).toBe(true);
    advance(1);
    expect(result.current.held).toBe(false);
  });

  it('is started by a click, a wheel turn and a key as well', () => {
    const { result } = hold();
    for (const handler of ['onPointerDown', 'onWheel', 'onKeyDown'] as const) {
      act(() => result.current.handlers[handler]());
      expect(result.current.held).toBe(true);
      advance(3_000);
      expect(result.current.held).toBe(false);
    }
  });

  it('takes no account of moves the browser sends for a pointer that stays where it is', () => {
    const { result } = hold();
    act(() => result.current.handlers.onPointerMove({ clientX: 10, clientY: 10 }));
    advance(2_000);
    // the cards moved under it: the browser says the pointer moved, to the same place
    act(() => result.current.handlers.onPointerMove({ clientX: 10, clientY: 10 }));
    advance(1_000);
    expect(result.current.held).toBe(false);
  });

  it('leaves no timer behind when the grid goes away', () => {
    const { result, unmount } = hold();
    act(() => result.current.handlers.onPointerMove({ clientX: 10, clientY: 10 }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
