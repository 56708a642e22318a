/**
 * Interaction windows of one tab (agent-desktop §2 "Interaction windows"): RESTORED (the
 * default), MINIMIZED, MAXIMIZED; CLOSED windows are not kept. Restoring while other windows
 * are open restores all open windows; minimizing or closing removes focus, which then falls
 * to the first open window.
 */

export type WindowState = 'RESTORED' | 'MINIMIZED' | 'MAXIMIZED';

export interface DeskWindow {
  interactionId: string;
  state: WindowState;
}

export interface DeskWindows {
  /** In the order they were opened. */
  windows: readonly DeskWindow[];
  /** The window shown and focused; null when none is. */
  focused: string | null;
}

export const NO_WINDOWS: DeskWindows = { windows: [], focused: null };

/** The first window that is open and not minimized. */
function firstOpen(windows: readonly DeskWindow[]): string | null {
  return windows.find((w) => w.state !== 'MINIMIZED')?.interactionId ?? null;
}

/**
 * Creates or restores a window and focuses it (clicking a tile, accepting an offer). Restoring
 * brings every minimized window back too; a maximized one stays maximized.
 */
export function openWindow(state: DeskWindows, interactionId: string): DeskWindows {
  const restored = state.windows.map((w) =>
    w.state === 'MINIMIZED' ? { ...w, state: 'RESTORED' as const } : w,
  );
  const windows = restored.some((w) => w.interactionId === interactionId)
    ? restored
    : [...restored, { interactionId, state: 'RESTORED' as const }];
  return { windows, focused: interactionId };
}

export function maximizeWindow(state: DeskWindows, interactionId: string): DeskWindows {
  return setState(state, interactionId, 'MAXIMIZED');
}

/** Back from maximized to the default size. */
export function restoreWindow(state: DeskWindows, interactionId: string): DeskWindows {
  return setState(state, interactionId, 'RESTORED');
}

export function minimizeWindow(state: DeskWindows, interactionId: string): DeskWindows {
  const next = setState(state, interactionId, 'MINIMIZED');
  if (next === state) return state;
  return {
    ...next,
    focused: next.focused === interactionId ? firstOpen(next.windows) : next.focused,
  };
}

/** Closes windows (the close button, or their interactions left the agent or moved to history). */
export function closeWindows(state: DeskWindows, interactionIds: readonly string[]): DeskWindows {
  const closing = new Set(interactionIds);
  if (!state.windows.some((w) => closing.has(w.interactionId))) return state;
  const windows = state.windows.filter((w) => !closing.has(w.interactionId));
  const focused =
    state.focused !== null && !closing.has(state.focused) ? state.focused : firstOpen(windows);
  return { windows, focused };
}

/** The focused window's state; null when no window is shown. */
export function focusedWindow(state: DeskWindows): DeskWindow | null {
  return state.windows.find((w) => w.interactionId === state.focused) ?? null;
}

function setState(state: DeskWindows, interactionId: string, next: WindowState): DeskWindows {
  const current = state.windows.find((w) => w.interactionId === interactionId);
  if (current === undefined || current.state === next) return state;
  return {
    ...state,
    windows: state.windows.map((w) => (w === current ? { ...w, state: next } : w)),
  };
}
