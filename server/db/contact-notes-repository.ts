import { randomUUID } from 'node:crypto';
import type { ContactNote, InteractionRemark } from '../../src/protocol/interaction-api';
import type { Db } from './open-database';

interface NoteRow {
  id: string;
  contact_id: string;
  agent_id: string;
  kind: ContactNote['kind'];
  interaction_id: string | null;
  text: string;
  created_at: number;
}
interface RemarkRow {
  id: string;
  interaction_id: string;
  agent_id: string;
  remark: string;
  created_at: number;
}

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
  const insertNote = db.prepare(
    'INSERT INTO contact_notes (id, contact_id, agent_id, kind, interaction_id, text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const notesOf = db.prepare<[string], NoteRow>(
    'SELECT * FROM contact_notes WHERE contact_id = ? ORDER BY created_at DESC, rowid DESC',
  );
  const insertRemark = db.prepare(
    'INSERT INTO interaction_remarks (id, interaction_id, agent_id, remark, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const remarksOf = db.prepare<[string], RemarkRow>(
    'SELECT * FROM interaction_remarks WHERE interaction_id = ? ORDER BY created_at, rowid',
  );
  const remarksOfAgent = db.prepare<[string, string], RemarkRow>(
    'SELECT * FROM interaction_remarks WHERE interaction_id = ? AND agent_id = ? ORDER BY created_at, rowid',
  );
  return {
    addNote(
      contactId: string,
      agentId: string,
      kind: ContactNote['kind'],
      interactionId: string | null,
      text: string,
      now: number,
    ): ContactNote {
      const id = `note-${randomUUID()}`;
      insertNote.run(id, contactId, agentId, kind, interactionId, text, now);
      return { id, contactId, agentId, kind, interactionId, text, createdAt: now };
    },
    notes: (contactId: string): ContactNote[] => notesOf.all(contactId).map(toNote),
    addRemark(
      interactionId: string,
      agentId: string,
      remark: string,
      now: number,
    ): InteractionRemark {
      const id = `remark-${randomUUID()}`;
      insertRemark.run(id, interactionId, agentId, remark, now);
      return { id, interactionId, agentId, remark, createdAt: now };
    },
    remarks: (interactionId: string, agentId?: string): InteractionRemark[] =>
      (agentId === undefined
        ? remarksOf.all(interactionId)
        : remarksOfAgent.all(interactionId, agentId)
      ).map(toRemark),
  };
}
export type ContactNotesRepository = ReturnType<typeof createContactNotesRepository>;
