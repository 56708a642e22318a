import { createContext, useContext } from 'react';
import type { Interaction } from '../../protocol/interaction-events';

/** What every part of the desk (sidebar, tiles, window) shares. */
export interface DeskActions {
  agentId: string;
  /**
   * Creates or restores an interaction's window and focuses it. `record` is the copy to show
   * when the hub does not hold the interaction (a history entry fetched from the server).
   */
  openWindow: (interactionId: string, record?: Interaction) => void;
  /** Shows a short message (a refused command's reason). */
  notify: (message: string) => void;
  /**
   * Accepts an offer, first asking the agent when it ends their other calls (§4); true once
   * accepted, false when refused or cancelled.
   */
  accept: (offer: Interaction) => Promise<boolean>;
}

export const DeskContext = createContext<DeskActions | null>(null);

export function useDesk(): DeskActions {
  const desk = useContext(DeskContext);
  if (desk === null) throw new Error('useDesk outside the interaction desk');
  return desk;
}
