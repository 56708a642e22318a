import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

interface SharedObserver {
  observer: IntersectionObserver;
  listeners: WeakMap<Element, (intersecting: boolean) => void>;
}

/**
 * One IntersectionObserver per scroll container and margin, shared by every card (not one
 * per card), with each card's listener looked up by its element.
 */
const byRoot = new WeakMap<Element, Map<string, SharedObserver>>();
const byViewport = new Map<string, SharedObserver>();

function sharedObserver(root: Element | null, rootMargin: string): SharedObserver {
  let byMargin = root === null ? byViewport : byRoot.get(root);
  if (byMargin === undefined) {
    byMargin = new Map();
    byRoot.set(root!, byMargin); // root is an element here: the viewport's map always exists
  }
  let shared = byMargin.get(rootMargin);
  if (shared === undefined) {
    const listeners = new WeakMap<Element, (intersecting: boolean) => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
      },
      { root, rootMargin },
    );
    shared = { observer, listeners };
    byMargin.set(rootMargin, shared);
  }
  return shared;
}

/** For each element walked: the scroll container of what lies inside it (itself when it scrolls). */
const containers = new WeakMap<Element, Element | null>();

/**
 * The nearest ancestor that scrolls (null: the viewport). The observer's root must be it: a
 * scrolling ancestor clips what the observer sees, and a root margin widens only the root.
 */
export function scrollParentOf(element: Element): Element | null {
  const walked: Element[] = [];
  let found: Element | null = null;
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const known = containers.get(node);
    if (known !== undefined) {
      found = known;
      break;
    }
    walked.push(node);
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') {
      found = node;
      break;
    }
  }
  for (const node of walked) containers.set(node, found);
  return found;
}

/**
 * Whether the element's box meets what its scroll container shows, read now (a layout read
 * before the first paint). The observer reports only after a frame has been drawn: a card in
 * view would paint as an empty frame first and show its figures a frame or more later.
 */
export function inViewNow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false; // not laid out (hidden)
  const root = scrollParentOf(element)?.getBoundingClientRect();
  const top = Math.max(root?.top ?? 0, 0);
  const left = Math.max(root?.left ?? 0, 0);
  const bottom = Math.min(root?.bottom ?? window.innerHeight, window.innerHeight);
  const right = Math.min(root?.right ?? window.innerWidth, window.innerWidth);
  return box.bottom > top && box.top < bottom && box.right > left && box.left < right;
}

/**
 * Whether an element is within `rootMargin` of what its scroll container shows: null until
 * the observer first reports (it does at once for every element it observes), unless
 * `urgentIn` and the element is in view as it mounts; true where there is no observer.
 * Coming in is urgent when `urgentIn`; every other change (and a first placement outside)
 * waits for the cards in view to paint: React renders it after them.
 */
export function useIntersecting(
  element: HTMLElement | null,
  rootMargin: string,
  urgentIn: boolean,
): boolean | null {
  const [intersecting, setIntersecting] = useState<boolean | null>(() =>
    typeof IntersectionObserver === 'undefined' ? true : null,
  );
  // in view at mount: say so before the first paint, not after the observer's first report
  useLayoutEffect(() => {
    if (!urgentIn || element === null || typeof IntersectionObserver === 'undefined') return;
    if (inViewNow(element)) setIntersecting((known) => known ?? true);
  }, [element, urgentIn]);
  useEffect(() => {
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const { observer, listeners } = sharedObserver(scrollParentOf(element), rootMargin);
    listeners.set(element, (next) => {
      if (next && urgentIn) setIntersecting(true);
      else startTransition(() => setIntersecting(next));
    });
    observer.observe(element);
    return () => {
      observer.unobserve(element);
      listeners.delete(element);
    };
  }, [element, rootMargin, urgentIn]);
  return intersecting;
}
