import { randomUUID } from 'node:crypto';
import type { ContactNote, InteractionRemark } from '../../src/protocol/interaction-api';
import type { Schema } from './schema';
import type { Db } from './store';

/** The stored columns a note answers with (the table's rowid only orders them). */
type NoteRow = Omit<Schema['contact_notes'], 'rowid'>;
type RemarkRow = Omit<Schema['interaction_remarks'], 'rowid'>;

const toNote = (r: NoteRow): ContactNote => ({
  id: r.id,
  contactId: r.contact_id,
  agentId: r.agent_id,
  kind: r.kind,
  interactionId: r.interaction_id,
  text: r.text,
  createdAt: r.created_at,
});
const toRemark = (r: RemarkRow): InteractionRemark => ({
  id: r.id,
  interactionId: r.interaction_id,
  agentId: r.agent_id,
  remark: r.remark,
  createdAt: r.created_at,
});

/** Contact notes and interaction remarks (agent-desktop §3 note kinds). */
export function createContactNotesRepository(db: Db) {
  return {
    async addNote(
      contactId: string,
      agentId: string,
      kind: ContactNote['kind'],
      interactionId: string | null,
      text: string,
      now: number,
    ): Promise<ContactNote> {
      const id = `note-${randomUUID()}`;
      await db
        .insertInto('contact_notes')
        .values({
          id,
          contact_id: contactId,
          agent_id: agentId,
          kind,
          interaction_id: interactionId,
          text,
          created_at: now,
        })
        .execute();
      return { id, contactId, agentId, kind, interactionId, text, createdAt: now };
    },
    async notes(contactId: string): Promise<ContactNote[]> {
      const rows = await db
        .selectFrom('contact_notes')
        .select(['id', 'contact_id', 'agent_id', 'kind', 'interaction_id', 'text', 'created_at'])
        .where('contact_id', '=', contactId)
        .orderBy('created_at', 'desc')
        .orderBy('rowid', 'desc')
        .execute();
      return rows.map(toNote);
    },
    async addRemark(
      interactionId: string,
      agentId: string,
      remark: string,
      now: number,
    ): Promise<InteractionRemark> {
      const id = `remark-${randomUUID()}`;
      await db
        .insertInto('interaction_remarks')
        .values({ id, interaction_id: interactionId, agent_id: agentId, remark, created_at: now })
        .execute();
      return { id, interactionId, agentId, remark, createdAt: now };
    },
    async remarks(interactionId: string, agentId?: string): Promise<InteractionRemark[]> {
      let query = db
        .selectFrom('interaction_remarks')
        .select(['id', 'interaction_id', 'agent_id', 'remark', 'created_at'])
        .where('interaction_id', '=', interactionId);
      if (agentId !== undefined) query = query.where('agent_id', '=', agentId);
      return (await query.orderBy('created_at').orderBy('rowid').execute()).map(toRemark);
    },
  };
}
export type ContactNotesRepository = ReturnType<typeof createContactNotesRepository>;
