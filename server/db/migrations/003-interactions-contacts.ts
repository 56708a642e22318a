import type { Migration } from '../migrate';
import { SEED_CONTACTS } from '../seed-contacts';

/**
 * Contacts (seeded), notes and remarks, favourites, interaction history, conversation
 * messages, email attachments, callbacks and disposition-code usage (agent-desktop §3, §7).
 */
export const interactionsAndContacts: Migration = {
  version: 3,
  name: 'interactions and contacts',
  up(db) {
    db.exec(`
      CREATE TABLE contacts (
        id TEXT PRIMARY KEY,
        contact_type TEXT NOT NULL CHECK (contact_type IN ('crm', 'enterprise', 'external')),
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL DEFAULT '',
        phone1 TEXT NOT NULL DEFAULT '',
        phone2 TEXT NOT NULL DEFAULT '',
        mobile TEXT NOT NULL DEFAULT '',
        company TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL DEFAULT '',
        dnc INTEGER NOT NULL DEFAULT 0,
        properties_json TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX contacts_by_email ON contacts(email COLLATE NOCASE);
      CREATE INDEX contacts_by_phone1 ON contacts(phone1);
      -- kind: 'contactNote' written on the contact card, 'interactionRemark' copied from an interaction.
      CREATE TABLE contact_notes (
        id TEXT PRIMARY KEY,
        contact_id TEXT NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
        agent_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('contactNote', 'interactionRemark')),
        interaction_id TEXT,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX contact_notes_by_contact ON contact_notes(contact_id, created_at);
      CREATE TABLE interaction_remarks (
        id TEXT PRIMARY KEY,
        interaction_id TEXT NOT NULL,
        agent_id TEXT NOT NULL,
        remark TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX interaction_remarks_by_interaction ON interaction_remarks(interaction_id, created_at);
      CREATE TABLE contact_favorites (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        contact_id TEXT NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
        label TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, contact_id)
      );
      CREATE TABLE interaction_history (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        interaction_id TEXT NOT NULL,
        agent_id TEXT NOT NULL,
        business_process_id TEXT NOT NULL,
        business_process_name TEXT NOT NULL,
        media_type TEXT NOT NULL,
        interaction_type TEXT NOT NULL,
        state_id TEXT NOT NULL,
        contact_id TEXT,
        customer_full_name TEXT NOT NULL,
        remote_party TEXT NOT NULL,
        disposition_code_id TEXT,
        disposition_code_name TEXT,
        completion_status_id INTEGER NOT NULL,
        completion_status_name TEXT NOT NULL,
        completion_status_information TEXT NOT NULL,
        remarks_json TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        answered_at INTEGER,
        end_time INTEGER,
        completed_at INTEGER NOT NULL,
        -- the whole interaction as last sent, so history shows what the agent saw
        interaction_json TEXT NOT NULL
      );
      CREATE INDEX interaction_history_by_agent ON interaction_history(agent_id, completed_at);
      CREATE INDEX interaction_history_by_contact ON interaction_history(contact_id, completed_at);
      CREATE TABLE conversation_messages (
        id TEXT PRIMARY KEY,
        interaction_id TEXT NOT NULL,
        element_id TEXT NOT NULL,
        media_type TEXT NOT NULL,
        message_json TEXT NOT NULL,
        from_party TEXT NOT NULL,
        to_party TEXT NOT NULL,
        timestamp INTEGER NOT NULL,
        seq INTEGER NOT NULL
      );
      CREATE INDEX conversation_messages_by_interaction ON conversation_messages(interaction_id, seq);
      CREATE INDEX conversation_messages_by_parties ON conversation_messages(media_type, from_party, to_party, timestamp);
      CREATE TABLE email_attachments (
        id TEXT PRIMARY KEY,
        interaction_id TEXT NOT NULL,
        direction TEXT NOT NULL CHECK (direction IN ('incoming', 'outgoing')),
        name TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        content BLOB NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX email_attachments_by_interaction ON email_attachments(interaction_id);
      CREATE TABLE callbacks (
        id TEXT PRIMARY KEY,
        agent_id TEXT NOT NULL,
        business_process_id TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        contact_id TEXT,
        interaction_id TEXT,
        scheduled_at INTEGER NOT NULL,
        note TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        handled_at INTEGER
      );
      CREATE INDEX callbacks_by_agent ON callbacks(agent_id, scheduled_at);
      CREATE TABLE disposition_code_usage (
        business_process_id TEXT NOT NULL,
        disposition_code_id TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (business_process_id, disposition_code_id)
      );
    `);
    const insert = db.prepare(`INSERT INTO contacts
      (id, contact_type, first_name, last_name, email, phone1, phone2, mobile, company, title, city, dnc, properties_json, created_at, updated_at)
      VALUES (@id, @contactType, @firstName, @lastName, @email, @phone1, '', @mobile, @company, @title, @city, @dnc, '{}', 0, 0)`);
    for (const c of SEED_CONTACTS) insert.run({ ...c, dnc: c.dnc ? 1 : 0 });
  },
};
