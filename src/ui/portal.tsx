import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders children at the end of the body: a menu or dialog opened from inside a grid card
 * would otherwise be positioned and clipped by the card's CSS transform.
 */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
