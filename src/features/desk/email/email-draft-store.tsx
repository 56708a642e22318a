import { useCallback, useState } from 'react';
import type { Attachment } from '../../../domain/attachments';
import type { EmailDraft } from '../../../domain/email-draft';

/** An attachment of the composer: the domain's size rule plus the picked file itself. */
export interface ComposerAttachment extends Attachment {
  blob: File;
}

export interface StoredDraft {
  draft: EmailDraft;
  attachments: ComposerAttachment[];
  includeSignature: boolean;
}

/**
 * Drafts in progress, by interactionId, for this tab's life. Only the focused window is mounted,
 * so switching windows must not lose what the agent typed or picked (files cannot be saved anywhere
 * else: they exist only in this tab).
 */
const drafts = new Map<string, StoredDraft>();

/** The draft of an interaction (null until one is started) and a setter that keeps it across remounts. */
export function useEmailDraft(
  interactionId: string,
): [StoredDraft | null, (next: StoredDraft | null) => void] {
  const [draft, setDraft] = useState<StoredDraft | null>(() => drafts.get(interactionId) ?? null);
  const update = useCallback(
    (next: StoredDraft | null) => {
      if (next === null) drafts.delete(interactionId);
      else drafts.set(interactionId, next);
      setDraft(next);
    },
    [interactionId],
  );
  return [draft, update];
}

/**
 * Whether ending the interaction would throw away an email the agent is writing: a reply or a
 * new email started in this tab and not sent (sending or discarding clears it).
 */
export function hasUnsentEmailDraft(interactionId: string): boolean {
  return drafts.has(interactionId);
}

/** Forgets a draft the agent chose to discard by ending its interaction. */
export function dropEmailDraft(interactionId: string): void {
  drafts.delete(interactionId);
}
