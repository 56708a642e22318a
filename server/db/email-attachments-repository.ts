import type { EmailAttachmentInfo } from '../../src/protocol/interaction-events';
import type { Db } from './open-database';

export interface StoredAttachment extends EmailAttachmentInfo {
  interactionId: string;
  direction: 'incoming' | 'outgoing';
  content: Buffer;
}

interface Row {
  id: string;
  interaction_id: string;
  direction: 'incoming' | 'outgoing';
  name: string;
  mime_type: string;
  size: number;
  content: Buffer;
}

/** Email attachments as blobs with name, size and mime type. */
export function createEmailAttachmentsRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO email_attachments (id, interaction_id, direction, name, mime_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM email_attachments WHERE id = ?');
  // An agent's attachments are those of the interactions in their history and of their live ones
  // (which reach history when they complete); incoming attachments are the customers', not theirs.
  const outgoingBytes = db
    .prepare<[string, string], number>(
      `SELECT COALESCE(SUM(size), 0) FROM email_attachments WHERE direction = 'outgoing' AND (
         interaction_id IN (SELECT interaction_id FROM interaction_history WHERE agent_id = ?)
         OR interaction_id IN (SELECT value FROM json_each(?)))`,
    )
    .pluck();
  return {
    add(a: StoredAttachment, now: number): EmailAttachmentInfo {
      insert.run(a.id, a.interactionId, a.direction, a.name, a.mimeType, a.size, a.content, now);
      return { id: a.id, name: a.name, size: a.size, mimeType: a.mimeType };
    },
    /** Bytes of the attachments an agent has sent: those of their history and of `liveInteractionIds`. */
    outgoingBytesOf(agentId: string, liveInteractionIds: readonly string[]): number {
      return outgoingBytes.get(agentId, JSON.stringify(liveInteractionIds)) ?? 0;
    },
    find(id: string): StoredAttachment | null {
      const r = byId.get(id);
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
