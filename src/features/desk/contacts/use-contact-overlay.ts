import { useSyncExternalStore } from 'react';

/** The contact card's tabs (agent-desktop §2: a historic telephony tile opens it on History). */
export type ContactCardTab = 'details' | 'notes' | 'history';

/** What the desk shows over everything: the contacts panel and, above it, one contact card. */
export interface ContactOverlay {
  panelOpen: boolean;
  card: { contactId: string; tab: ContactCardTab; seq: number } | null;
}

// One per tab: tiles, the window and the sidebar open the same card without sharing a parent.
let overlay: ContactOverlay = { panelOpen: false, card: null };
let seq = 0;
const listeners = new Set<() => void>();

function set(next: ContactOverlay): void {
  overlay = next;
  for (const listener of listeners) listener();
}

/** Opens (or re-opens on another tab) the contact card of a CRM contact. */
export function openContactCard(contactId: string, tab: ContactCardTab = 'details'): void {
  seq += 1;
  set({ ...overlay, card: { contactId, tab, seq } });
}

export function closeContactCard(): void {
  set({ ...overlay, card: null });
}

export function setContactsPanelOpen(panelOpen: boolean): void {
  set({ ...overlay, panelOpen });
}

export function useContactOverlay(): ContactOverlay {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => overlay,
  );
}

/** Leaves the contacts (card and panel) for an interaction window. */
export function closeContactOverlays(): void {
  set({ panelOpen: false, card: null });
}
