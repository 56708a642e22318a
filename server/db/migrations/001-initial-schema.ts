import type { Migration } from '../migrate';

/** Users, their business processes, sessions, settings and themes. */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial schema',
  async up(m) {
    await m.exec(`
      CREATE TABLE business_processes (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL${m.dialect === 'sqlite' ? ' UNIQUE COLLATE NOCASE' : ''},
        password_hash TEXT NOT NULL,
        display_name TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        organization_id TEXT NOT NULL,
        is_supervisor INTEGER NOT NULL DEFAULT 0,
        is_wallboard INTEGER NOT NULL DEFAULT 0,
        supervisor_features INTEGER NOT NULL DEFAULT 0,
        default_load_allowance_id TEXT NOT NULL,
        always_record INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      -- relation 'assigned': the agent handles it; 'supervised': the supervisor watches it.
      CREATE TABLE user_business_processes (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        business_process_id TEXT NOT NULL REFERENCES business_processes(id) ON DELETE CASCADE,
        relation TEXT NOT NULL CHECK (relation IN ('assigned', 'supervised')),
        PRIMARY KEY (user_id, business_process_id, relation)
      );
      -- id_hash: SHA-256 of the session id, so a copy of the file does not hand out live sessions.
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_user ON sessions(user_id);
      CREATE INDEX sessions_by_last_seen ON sessions(last_seen_at);
      CREATE TABLE user_settings (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        settings_json TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE themes (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        dark_json TEXT NOT NULL,
        light_json TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_by TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `);
    // PostgreSQL has no NOCASE collation: usernames are unique whatever their case through an index.
    if (m.dialect === 'postgres')
      await m.exec('CREATE UNIQUE INDEX users_by_lower_username ON users (lower(username))');
  },
};
