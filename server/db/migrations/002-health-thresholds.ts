import type { Migration } from '../migrate';

/** Health-threshold profiles per supervisor and business process (supervisor-dashboards §3). */
export const healthThresholds: Migration = {
  version: 2,
  name: 'health threshold configurations',
  async up(m) {
    await m.exec(`
      CREATE TABLE health_threshold_configurations (
        id TEXT PRIMARY KEY,
        supervisor_id TEXT NOT NULL REFERENCES users(id),
        business_process_id TEXT NOT NULL,
        name TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 0,
        type TEXT NOT NULL CHECK (type IN ('HEALTH', 'CUSTOM')),
        pre_configured INTEGER NOT NULL DEFAULT 0,
        kpis TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (supervisor_id, business_process_id, name)
      );
      CREATE INDEX health_threshold_configurations_owner
        ON health_threshold_configurations (supervisor_id, business_process_id);
    `);
  },
};
