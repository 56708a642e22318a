/**
 * Once-per-browser effects (ringtone, desktop notification) belong to one tab. The owner
 * keeps the role while it lives, so a ringtone never jumps between tabs mid-ring; a new
 * owner is a visible tab when there is one (the user is looking at it), else the oldest.
 */
export interface EffectsCandidate {
  tabId: string;
  visible: boolean;
}

/** @param candidates live tabs, oldest first */
export function electEffectsOwner(
  current: string | null,
  candidates: readonly EffectsCandidate[],
): string | null {
  if (current !== null && candidates.some((c) => c.tabId === current)) return current;
  return (candidates.find((c) => c.visible) ?? candidates[0])?.tabId ?? null;
}
