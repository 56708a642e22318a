import { useSyncExternalStore } from 'react';

/**
 * Kiosk mode: the board fills the screen without the app's header and navigation. The board
 * turns it on while it is shown and off when it leaves; the user can step out of it (and back).
 */
let kiosk = false;
const listeners = new Set<() => void>();

export function setKioskMode(on: boolean): void {
  if (kiosk === on) return;
  kiosk = on;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKioskMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => kiosk,
    () => false,
  );
}
