import { useEffect } from 'react';

/** Asks this tab's interaction desk to open (restore and focus) an interaction's window. */
const OPEN_INTERACTION_EVENT = 'cc:open-interaction';

/**
 * Screens outside the desk (the per-medium lists, the email area, the contact card) open an
 * interaction's window through this, without importing the desk's feature: the desk listens.
 */
export function requestOpenInteraction(interactionId: string): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_INTERACTION_EVENT, { detail: interactionId }));
}

/** The desk's side: calls `open` for every request made in this tab. */
export function useOpenInteractionRequests(open: (interactionId: string) => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      const id = (event as CustomEvent<unknown>).detail;
      if (typeof id === 'string' && id !== '') open(id);
    };
    window.addEventListener(OPEN_INTERACTION_EVENT, listener);
    return () => window.removeEventListener(OPEN_INTERACTION_EVENT, listener);
  }, [open]);
}
