import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the user has worked in an element (pointed, clicked, scrolled, typed) within the last
 * `holdMs`: `held` turns true at the first sign of activity and false `holdMs` after the last,
 * so a pointer resting still does not hold anything for good. Spread `handlers` on the element.
 * One timer per hold, not per pointer move: a move only notes the time.
 */
export function useInteractionHold(holdMs: number) {
  const [held, setHeld] = useState(false);
  const lastActivity = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const release = useCallback(() => {
    const remaining = lastActivity.current + holdMs - Date.now();
    if (remaining > 0) {
      timer.current = setTimeout(release, remaining);
      return;
    }
    timer.current = null;
    setHeld(false);
  }, [holdMs]);

  const onActivity = useCallback(() => {
    lastActivity.current = Date.now();
    if (timer.current !== null) return;
    setHeld(true);
    timer.current = setTimeout(release, holdMs);
  }, [holdMs, release]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // The browser sends moves of its own when what lies under a still pointer changes (a card
  // moving, a figure updating): only a move to another place is the user's.
  const lastPlace = useRef({ x: NaN, y: NaN });
  const onPointerMove = useCallback(
    (event: { clientX: number; clientY: number }) => {
      const place = lastPlace.current;
      if (place.x === event.clientX && place.y === event.clientY) return;
      lastPlace.current = { x: event.clientX, y: event.clientY };
      onActivity();
    },
    [onActivity],
  );

  const handlers = {
    onPointerMove,
    onPointerDown: onActivity,
    onWheel: onActivity,
    onKeyDown: onActivity,
  };
  return { held, handlers };
}
