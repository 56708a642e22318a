/**
 * Avatar batching (agent-desktop §7 "Avatars"): ids asked for within one wait are fetched with
 * one batch call; every answer is cached per id; a failed batch is logged only (§8) and its ids
 * show initials. Pure of I/O: the caller injects the batch call, the scheduler and the logger,
 * so tests drive it with a fake clock (TanStack Query's framework-free core, a thin hook above).
 */

/** One answer row of POST api/avatar/contact/batch: contacts use `userId` for their id too. */
export interface AvatarEntry {
  userId: string;
  avatar: string | null;
}

/** A loaded avatar: the image data URL, or null when the owner has none (or its load failed). */
export type AvatarValue = string | null;

export interface AvatarBatcherDeps {
  /** The batch call; a rejection is a failed batch. */
  load: (ids: string[]) => Promise<AvatarEntry[]>;
  /** Runs `run` after `ms` (setTimeout in the app, fake timers in tests). */
  schedule: (run: () => void, ms: number) => void;
  /** Where failures go: logged, never shown (§8). */
  log: (message: string, error: unknown) => void;
  /** The wait before a batch leaves (AVATAR_BATCH_WAIT_MS, 50 ms). */
  waitMs: number;
}

export interface AvatarBatcher {
  /** The cached value, or undefined while not loaded yet. */
  peek: (id: string) => AvatarValue | undefined;
  /** Asks for an id: joins the batch under way (or starts the wait); nothing when cached or already asked. */
  request: (id: string) => void;
  /** Called with the id whenever its value arrives; returns the unsubscribe. */
  subscribe: (listener: (id: string) => void) => () => void;
}

export function createAvatarBatcher(deps: AvatarBatcherDeps): AvatarBatcher {
  const cache = new Map<string, AvatarValue>();
  const inFlight = new Set<string>();
  let queued = new Set<string>();
  let waiting = false;
  const listeners = new Set<(id: string) => void>();

  const settle = (id: string, value: AvatarValue) => {
    cache.set(id, value);
    inFlight.delete(id);
    for (const listener of listeners) listener(id);
  };

  const flush = () => {
    waiting = false;
    const ids = [...queued];
    queued = new Set();
    if (ids.length === 0) return;
    for (const id of ids) inFlight.add(id);
    deps.load(ids).then(
      (entries) => {
        const found = new Map(entries.map((entry) => [entry.userId, entry.avatar]));
        // an id the server skipped (unknown) has no avatar: cached as none, not asked again
        for (const id of ids) settle(id, found.get(id) ?? null);
      },
      (error: unknown) => {
        deps.log(`avatar batch of ${ids.length} failed`, error);
        for (const id of ids) settle(id, null);
      },
    );
  };

  return {
    peek: (id) => cache.get(id),
    request: (id) => {
      if (id === '' || cache.has(id) || inFlight.has(id) || queued.has(id)) return;
      queued.add(id);
      if (waiting) return;
      waiting = true;
      deps.schedule(flush, deps.waitMs);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
