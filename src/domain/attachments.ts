/**
 * Email attachment size rule (agent-desktop §5): the total of valid attachments must stay below
 * 20971520 bytes; those that would pass it are flagged, and unflagged once they fit again.
 */
import { ATTACHMENT_TOTAL_LIMIT_BYTES } from './agent-desktop-constants';

export interface Attachment {
  id: string;
  file: { name: string; size: number };
  /** Set when the attachment does not fit under the limit; it is not sent. */
  error?: boolean;
}

/** Sum of the sizes of attachments not flagged as error. */
export function validAttachmentsSize(attachments: readonly Attachment[]): number {
  return attachments.reduce((sum, a) => (a.error === true ? sum : sum + a.file.size), 0);
}

/** Bytes still available under the limit (the total must stay strictly below it). */
export function remainingAttachmentRoom(
  attachments: readonly Attachment[],
  limit = ATTACHMENT_TOTAL_LIMIT_BYTES,
): number {
  return Math.max(0, limit - 1 - validAttachmentsSize(attachments));
}

/**
 * Re-validates the flags. Attachments already accepted keep their place first (adding a file
 * never evicts one already accepted); then flagged ones, in order, are unflagged if they fit in
 * the room left. Order of the list is kept.
 */
export function validateAttachments(
  attachments: readonly Attachment[],
  limit = ATTACHMENT_TOTAL_LIMIT_BYTES,
): Attachment[] {
  const fits = new Set<Attachment>();
  let total = 0;
  const admit = (a: Attachment): void => {
    if (total + a.file.size < limit) {
      total += a.file.size;
      fits.add(a);
    }
  };
  attachments.filter((a) => a.error !== true).forEach(admit);
  attachments.filter((a) => a.error === true).forEach(admit);
  return attachments.map((a) => ({ ...a, error: !fits.has(a) }));
}

/** Adds attachments after the existing ones and flags those that do not fit. */
export function addAttachments(
  existing: readonly Attachment[],
  added: readonly Attachment[],
  limit = ATTACHMENT_TOTAL_LIMIT_BYTES,
): Attachment[] {
  return validateAttachments([...existing, ...added], limit);
}

/** Removes one attachment and unflags the flagged ones that now fit. */
export function removeAttachment(
  attachments: readonly Attachment[],
  id: string,
  limit = ATTACHMENT_TOTAL_LIMIT_BYTES,
): Attachment[] {
  return validateAttachments(
    attachments.filter((a) => a.id !== id),
    limit,
  );
}
