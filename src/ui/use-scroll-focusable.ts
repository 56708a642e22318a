import { useCallback, useRef, useState } from 'react';

/**
 * Whether a scroll container currently overflows, so it can join the tab order only then
 * (WCAG 2.1.1: a keyboard user must be able to reach and scroll a region that scrolls, also
 * when it holds no control; a region that does not scroll stays out of the way). Attach the
 * returned ref; re-measured whenever the container or one of its children changes size.
 */
export function useScrollFocusable<T extends HTMLElement>(): [
  (element: T | null) => void,
  boolean,
] {
  const [overflows, setOverflows] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback((element: T | null) => {
    stop.current?.();
    stop.current = null;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setOverflows(
        element.scrollHeight > element.clientHeight + 1 ||
          element.scrollWidth > element.clientWidth + 1,
      );
    const watch = new ResizeObserver(() => {
      // children come and go (a screen loads): watch the current ones too
      for (const child of element.children) watch.observe(child);
      measure();
    });
    watch.observe(element);
    for (const child of element.children) watch.observe(child);
    // a child put in place of another (a placeholder giving way to the figures) may overflow
    // a container of fixed size that itself never resizes: watch it from its arrival, which
    // reports its size after the next layout
    const arrivals =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            for (const child of element.children) watch.observe(child);
          });
    arrivals?.observe(element, { childList: true });
    stop.current = () => {
      watch.disconnect();
      arrivals?.disconnect();
    };
    // no measure here: reading scrollHeight in a commit forces a layout of the whole page;
    // an observer reports every observed element once after the next layout anyway
  }, []);
  return [ref, overflows];
}
