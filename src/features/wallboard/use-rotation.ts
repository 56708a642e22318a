import { useCallback, useEffect, useState } from 'react';
import {
  slideIndexAfterChange,
  stepSlide,
  type WallboardSlide,
} from '../../domain/wallboard-rotation';

export interface Rotation {
  /** Index of the slide on screen (0 when there are none). */
  index: number;
  paused: boolean;
  step: (delta: 1 | -1) => void;
  togglePause: () => void;
}

/**
 * The slide on screen, moving on by itself every `intervalMs` unless paused or held (while the
 * editor is open). One timer for the board, restarted on every slide change, so a slide chosen by
 * hand stays for a full interval too. `slides` must keep its identity while its content does.
 */
export function useRotation(
  slides: readonly WallboardSlide[],
  intervalMs: number,
  held: boolean,
): Rotation {
  const [position, setPosition] = useState<{ index: number; key: string | null }>({
    index: 0,
    key: null,
  });
  const [paused, setPaused] = useState(false);
  // Slides come and go with the live data: stay on the same slide when it is still there.
  const index = slideIndexAfterChange(position.key, position.index, slides);

  const step = useCallback(
    (delta: 1 | -1) => {
      const next = stepSlide(index, slides.length, delta);
      setPosition({ index: next, key: slides[next]?.key ?? null });
    },
    [index, slides],
  );
  const togglePause = useCallback(() => setPaused((p) => !p), []);

  useEffect(() => {
    if (paused || held || slides.length < 2) return;
    const timer = setTimeout(() => step(1), intervalMs);
    return () => clearTimeout(timer);
  }, [step, paused, held, slides.length, intervalMs]);

  return { index, paused, step, togglePause };
}

/** Whether a key pressed on `target` belongs to it: typing in a field or the editor, Space on a button. */
function keyBelongsTo(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, select, textarea, dialog, [role="dialog"]') !== null) return true;
  return key === ' ' && target.closest('button, a') !== null;
}

/** Keyboard control without a pointer: → next slide, ← previous, Space pauses or resumes. */
export function useRotationKeys(rotation: Rotation, enabled: boolean): void {
  const { step, togglePause } = rotation;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        keyBelongsTo(event.target, event.key)
      )
        return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === ' ') togglePause();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, togglePause, enabled]);
}
