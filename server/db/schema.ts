import type { Generated } from 'kysely';
import type { Contact, ContactNote } from '../../src/protocol/interaction-api';

/**
 * The tables as the repositories see them, for Kysely's typed queries. Flags are 0/1 integers
 * and times are milliseconds since the epoch on both stores (BIGINT on PostgreSQL, read back as
 * numbers: see store.ts); JSON is kept as text.
 */
export interface Schema {
  schema_migrations: { version: number; name: string; applied_at: number };
  business_processes: { id: string; name: string; position: number };
  users: {
    id: string;
    username: string;
    password_hash: string;
    display_name: string;
    first_name: string;
    last_name: string;
    email: string;
    organization_id: string;
    is_supervisor: number;
    is_wallboard: number;
    supervisor_features: number;
    default_load_allowance_id: string;
    always_record: number;
    created_at: number;
  };
  user_business_processes: {
    user_id: string;
    business_process_id: string;
    relation: 'assigned' | 'supervised';
  };
  sessions: { id_hash: string; user_id: string; created_at: number; last_seen_at: number };
  user_settings: { user_id: string; settings_json: string; updated_at: number };
  themes: {
    id: string;
    name: string;
    dark_json: string;
    light_json: string;
    is_default: number;
    created_by: string | null;
    created_at: number;
    updated_at: number;
  };
  health_threshold_configurations: {
    id: string;
    supervisor_id: string;
    business_process_id: string;
    name: string;
    active: number;
    type: 'HEALTH' | 'CUSTOM';
    pre_configured: number;
    kpis: string;
    updated_at: number;
  };
  contacts: {
    id: string;
    contact_type: Contact['contactType'];
    first_name: string;
    last_name: string;
    email: string;
    phone1: string;
    phone2: string;
    mobile: string;
    company: string;
    title: string;
    city: string;
    dnc: number;
    properties_json: string;
    created_at: number;
    updated_at: number;
  };
  /** `rowid`: insertion order (SQLite's own rowid; an identity column on PostgreSQL). */
  contact_notes: {
    rowid: Generated<number>;
    id: string;
    contact_id: string;
    agent_id: string;
    kind: ContactNote['kind'];
    interaction_id: string | null;
    text: string;
    created_at: number;
  };
  interaction_remarks: {
    rowid: Generated<number>;
    id: string;
    interaction_id: string;
    agent_id: string;
    remark: string;
    created_at: number;
  };
  contact_favorites: {
    rowid: Generated<number>;
    user_id: string;
    contact_id: string;
    label: string;
    created_at: number;
  };
  interaction_history: {
    seq: Generated<number>;
    interaction_id: string;
    agent_id: string;
    business_process_id: string;
    business_process_name: string;
    media_type: string;
    interaction_type: string;
    state_id: string;
    contact_id: string | null;
    customer_full_name: string;
    remote_party: string;
    disposition_code_id: string | null;
    disposition_code_name: string | null;
    completion_status_id: number;
    completion_status_name: string;
    completion_status_information: string;
    remarks_json: string;
    start_time: number;
    answered_at: number | null;
    end_time: number | null;
    completed_at: number;
    interaction_json: string;
  };
  conversation_messages: {
    id: string;
    interaction_id: string;
    element_id: string;
    media_type: string;
    message_json: string;
    from_party: string;
    to_party: string;
    timestamp: number;
    seq: number;
  };
  email_attachments: {
    id: string;
    interaction_id: string;
    direction: 'incoming' | 'outgoing';
    name: string;
    mime_type: string;
    size: number;
    content: Buffer;
    created_at: number;
  };
  callbacks: {
    id: string;
    agent_id: string;
    business_process_id: string;
    phone_number: string;
    contact_id: string | null;
    interaction_id: string | null;
    scheduled_at: number;
    note: string;
    created_at: number;
    handled_at: number | null;
  };
  disposition_code_usage: {
    business_process_id: string;
    disposition_code_id: string;
    count: number;
  };
  wallboard_boards: {
    user_id: string;
    board_id: number;
    name: string;
    interval_seconds: number;
    font_size: number;
    theme: string;
    cards: string;
    updated_at: number;
  };
  wallboard_selection: { user_id: string; board_id: number };
  user_avatars: { user_id: string; avatar: string; updated_at: number };
  contact_avatars: { contact_id: string; avatar: string; updated_at: number };
}
