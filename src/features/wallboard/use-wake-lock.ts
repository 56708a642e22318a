import { useEffect } from 'react';

/**
 * Keeps the screen awake while the board is shown (Screen Wake Lock, where the browser has it).
 * The browser drops the lock whenever the page is hidden, so it is asked for again each time the
 * page comes back into view; leaving the board releases it.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    const wakeLock = navigator.wakeLock;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel !== null && !sentinel.released))
        return;
      wakeLock.request('screen').then(
        (granted) => {
          if (live) sentinel = granted;
          else void granted.release();
        },
        // refused (battery saver, a policy): the board works on, the screen may dim
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', acquire);
      if (sentinel !== null && !sentinel.released) void sentinel.release();
    };
  }, []);
}
