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
  const insert = db.prepare('INSERT INTO email_attachments (id, interaction_id, direction, name, mime_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const byId = db.prepare<[string], Row>('SELECT * FROM email_attachments WHERE id = ?');
  return {
    add(a: StoredAttachment, now: number): EmailAttachmentInfo {
      insert.run(a.id, a.interactionId, a.direction, a.name, a.mimeType, a.size, a.content, now);
      return { id: a.id, name: a.name, size: a.size, mimeType: a.mimeType };
    },
    find(id: string): StoredAttachment | null {
      const r = byId.get(id);
      return r
        ? { id: r.id, interactionId: r.interaction_id, direction: r.direction, name: r.name, mimeType: r.mime_type, size: r.size, content: r.content }
        : null;
    },
  };
}
export type EmailAttachmentsRepository = ReturnType<typeof createEmailAttachmentsRepository>;
