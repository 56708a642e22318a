import type { EmailAttachmentInfo } from '../../src/protocol/interaction-events';
import type { Db } from './store';

export interface StoredAttachment extends EmailAttachmentInfo {
  interactionId: string;
  direction: 'incoming' | 'outgoing';
  content: Buffer;
}

/** Email attachments as blobs with name, size and mime type. */
export function createEmailAttachmentsRepository(db: Db) {
  return {
    async add(a: StoredAttachment, now: number): Promise<EmailAttachmentInfo> {
      await db
        .insertInto('email_attachments')
        .values({
          id: a.id,
          interaction_id: a.interactionId,
          direction: a.direction,
          name: a.name,
          mime_type: a.mimeType,
          size: a.size,
          content: a.content,
          created_at: now,
        })
        .execute();
      return { id: a.id, name: a.name, size: a.size, mimeType: a.mimeType };
    },
    /**
     * Bytes of the attachments an agent has sent: those of their history and of
     * `liveInteractionIds` (which reach history when they complete); incoming attachments are
     * the customers', not theirs.
     */
    async outgoingBytesOf(agentId: string, liveInteractionIds: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('email_attachments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
        .where('direction', '=', 'outgoing')
        .where((eb) =>
          eb.or([
            eb(
              'interaction_id',
              'in',
              eb
                .selectFrom('interaction_history')
                .select('interaction_id')
                .where('agent_id', '=', agentId),
            ),
            ...(liveInteractionIds.length > 0
              ? [eb('interaction_id', 'in', liveInteractionIds)]
              : []),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },
    async find(id: string): Promise<StoredAttachment | null> {
      const r = await db
        .selectFrom('email_attachments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return r
        ? {
            id: r.id,
            interactionId: r.interaction_id,
            direction: r.direction,
            name: r.name,
            mimeType: r.mime_type,
            size: r.size,
            content: r.content,
          }
        : null;
    },
  };
}
export type EmailAttachmentsRepository = ReturnType<typeof createEmailAttachmentsRepository>;
