import { createContext, useContext, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { figureBeat } from './figure-beat';
import { LiveGate } from './live-gate';

/**
 * At most how often (ms) the figures below write a change; 0 writes every change. A passive
 * monitoring card sets it so its numbers move at a pace a person can read.
 */
export const FigurePace = createContext(0);

export interface BindingOptions {
  /** Write every change at once, whatever the FigurePace above says (health, alerts). */
  immediate?: boolean | undefined;
}

/**
 * Binds a signal to one DOM element: `write` puts the value into the element (its text, an
 * attribute, a class) directly, so a live value changes on screen without a React render.
 * React renders the element once (and again only when its structure changes); after every
 * commit the element is written afresh, so it never shows a value older than the signal's.
 * Under a closed LiveGate nothing is subscribed and the element keeps its last value. `write`
 * may be a new closure on every render (the latest is used); it should only touch the DOM
 * when the value differs, which `setText` and friends do.
 */
export function useLiveBinding<E extends Element, T>(
  source: ReadonlySignal<T>,
  write: (element: E, value: T) => void,
  options: BindingOptions = {},
): RefObject<E | null> {
  const live = useContext(LiveGate);
  const pace = useContext(FigurePace);
  const everyMs = options.immediate === true ? 0 : pace;
  const ref = useRef<E | null>(null);
  const writeRef = useRef(write);

  // after every commit: the latest writer, and the element shows the value of now
  useLayoutEffect(() => {
    writeRef.current = write;
    if (ref.current) write(ref.current, source.peek());
  });

  useLayoutEffect(() => {
    if (!live) return;
    const show = () => {
      if (ref.current) writeRef.current(ref.current, source.peek());
    };
    const beat = everyMs > 0 ? figureBeat(everyMs) : null;
    let first = true;
    // subscribe() calls back at once with the current value: written above, unless watching
    // the signal changed it (the shared clock reads the time when first watched)
    const stop = source.subscribe((value) => {
      if (first) {
        first = false;
        if (ref.current) writeRef.current(ref.current, value);
        return;
      }
      if (beat === null) show();
      else beat.schedule(show);
    });
    return () => {
      stop();
      beat?.cancel(show);
    };
  }, [source, live, everyMs]);

  return ref;
}

/**
 * Sets an element's text when it differs (a text write costs a layout even when equal). An
 * element holding one text node keeps it and changes its data: `textContent` would remove it
 * and insert another, and a node inserted anywhere under a `:has()` rule's subject (the app
 * shell has some) makes the browser restyle every card around it, not just lay out the text.
 */
export function setText(element: Element, text: string): void {
  const only = element.firstChild;
  if (only !== null && only === element.lastChild && only.nodeType === Node.TEXT_NODE) {
    if (only.nodeValue !== text) only.nodeValue = text;
  } else if (element.textContent !== text) element.textContent = text;
}

/** Sets or removes an attribute when it differs. */
export function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Leaves exactly one class of `classes` on the element (`current`; none when null). */
export function setOneClassOf(
  element: Element,
  classes: readonly string[],
  current: string | null,
): void {
  for (const name of classes)
    if (name !== current && element.classList.contains(name)) element.classList.remove(name);
  if (current !== null && !element.classList.contains(current)) element.classList.add(current);
}
