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

/**
 * Re-validates the flags. Attachments already accepted keep their place first (adding a file
 * never evicts one already accepted); then flagged ones, in order, are unflagged if they fit in
 * the room left. Order of the list is kept.
 */
export function validateAttachments<A extends Attachment>(
  attachments: readonly A[],
  limit = ATTACHMENT_TOTAL_LIMIT_BYTES,
): A[] {
  const fits = new Set<A>();
  let total = 0;
  const admit = (a: A): void => {
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
export function addAttachments<A extends Attachment>(
  existing: readonly A[],
  added: readonly A[],
  limit = ATTACHMENT_TOTAL_LIMIT_BYTES,
): A[] {
  return validateAttachments([...existing, ...added], limit);
}

/** Removes one attachment and unflags the flagged ones that now fit. */
export function removeAttachment<A extends Attachment>(
  attachments: readonly A[],
  id: string,
  limit = ATTACHMENT_TOTAL_LIMIT_BYTES,
): A[] {
  return validateAttachments(
    attachments.filter((a) => a.id !== id),
    limit,
  );
}

/** The attachments that go with the email: those not flagged as error. */
export function sendableAttachments<A extends Attachment>(attachments: readonly A[]): A[] {
  return attachments.filter((a) => a.error !== true);
}

/** Whether any attachment is flagged: sending waits until the agent removes it (nothing is dropped silently). */
export function hasAttachmentErrors(attachments: readonly Attachment[]): boolean {
  return attachments.some((a) => a.error === true);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size for people: 1024-based, one decimal below 10 of a unit ("512 B", "1.5 MB", "20 MB"). */
export function formatAttachmentSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown =
    unit === 0 || value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${shown} ${SIZE_UNITS[unit] ?? 'B'}`;
}

/**
 * The room left under the limit, for "… left of 20 MB": rounded down, never up, so a small
 * file taken from 20 MB reads 19.98 MB and not 20 MB again; megabytes keep two decimals.
 */
export function formatAttachmentRoom(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const decimals = unit >= 2 ? 2 : 0;
  const factor = 10 ** decimals;
  const shown = Math.floor(value * factor) / factor;
  return `${String(shown)} ${SIZE_UNITS[unit] ?? 'B'}`;
}
