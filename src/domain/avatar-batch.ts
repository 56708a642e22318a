/**
 * Avatar batching (agent-desktop §7 "Avatars"): ids asked for within one wait are fetched with
 * one batch call, and each asker gets its own id's answer. Pure of I/O: the caller injects the
 * batch call and the scheduler, so tests drive it with a fake clock. It keeps nothing once a
 * batch has answered: the hub's read cache keeps the answers, per id, for every tab.
 */

/** One answer row of POST api/avatar/contact/batch: contacts use `userId` for their id too. */
export interface AvatarEntry {
  userId: string;
  avatar: string | null;
}

/** A loaded avatar: the image data URL, or null when the owner has none (or its load failed). */
export type AvatarValue = string | null;

export interface AvatarBatcherDeps {
  /** The batch call; a rejection fails every id of the batch. */
  load: (ids: string[]) => Promise<AvatarEntry[]>;
  /** Runs `run` after `ms` (setTimeout in the hub, fake timers in tests). */
  schedule: (run: () => void, ms: number) => void;
  /** The wait before a batch leaves (AVATAR_BATCH_WAIT_MS, 50 ms). */
  waitMs: number;
}

export interface AvatarBatcher {
  /**
   * An id's avatar: joins the batch waiting to leave, or starts the wait. An id the server
   * skips (unknown) has none. Rejects when the batch call fails.
   */
  load: (id: string) => Promise<AvatarEntry>;
}

interface Asked {
  resolve: (entry: AvatarEntry) => void;
  reject: (error: unknown) => void;
}

export function createAvatarBatcher(deps: AvatarBatcherDeps): AvatarBatcher {
  let queued = new Map<string, Asked[]>();

  const flush = () => {
    const batch = queued;
    queued = new Map();
    const ids = [...batch.keys()];
    deps.load(ids).then(
      (entries) => {
        const found = new Map(entries.map((entry) => [entry.userId, entry.avatar]));
        for (const [id, asked] of batch)
          for (const { resolve } of asked) resolve({ userId: id, avatar: found.get(id) ?? null });
      },
      (error: unknown) => {
        for (const asked of batch.values()) for (const { reject } of asked) reject(error);
      },
    );
  };

  return {
    load: (id) =>
      new Promise<AvatarEntry>((resolve, reject) => {
        const first = queued.size === 0;
        const asked = queued.get(id) ?? [];
        asked.push({ resolve, reject });
        queued.set(id, asked);
        if (first) deps.schedule(flush, deps.waitMs);
      }),
  };
}
