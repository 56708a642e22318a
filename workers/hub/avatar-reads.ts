/**
 * Contact avatars as reads of the hub's cache (agent-desktop §7 "Avatars"): a tab reads one
 * contact's avatar, and the ids every tab asks for within 50 ms leave as one batch call. The
 * read cache keeps each answer per id for every tab; a contact's new picture invalidates it.
 */
import { AVATAR_BATCH_WAIT_MS } from '../../src/domain/agent-desktop-constants';
import { createAvatarBatcher, type AvatarEntry } from '../../src/domain/avatar-batch';
import type { CommandResult } from '../../src/protocol/hub';

export interface AvatarReadsEnv {
  setTimeout(fn: () => void, ms: number): unknown;
  log(level: 'warn', message: string): void;
  /** POST api/avatar/contact/batch. */
  loadBatch(ids: string[]): Promise<CommandResult<AvatarEntry[]>>;
}

class BatchFailed extends Error {
  constructor(readonly result: CommandResult<never>) {
    super('avatar batch failed');
  }
}

export function createAvatarReads(
  env: AvatarReadsEnv,
): (contactId: string) => Promise<CommandResult<AvatarEntry>> {
  const batcher = createAvatarBatcher({
    waitMs: AVATAR_BATCH_WAIT_MS,
    schedule: (run, ms) => void env.setTimeout(run, ms),
    load: async (ids) => {
      const answer = await env.loadBatch(ids);
      if (!answer.ok) {
        // §8: a failed batch is logged only; its contacts show initials
        env.log('warn', `avatar batch of ${ids.length} failed: ${answer.error.code}`);
        throw new BatchFailed(answer);
      }
      return Array.isArray(answer.value) ? answer.value : [];
    },
  });
  return (contactId) =>
    batcher.load(contactId).then(
      (value): CommandResult<AvatarEntry> => ({ ok: true, value }),
      (error: unknown): CommandResult<AvatarEntry> =>
        error instanceof BatchFailed
          ? error.result
          : { ok: false, error: { code: 'avatarBatchFailed', message: String(error) } },
    );
}
