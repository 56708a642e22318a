import { randomUUID } from 'node:crypto';
import {
  HEALTH_THRESHOLD_CONFIGURATION_NAMES,
  HEALTH_THRESHOLD_TEMPLATE,
  type KpiThreshold,
} from '../../src/domain/health-thresholds';
import type { Db } from './open-database';

/** A health-threshold profile as the API answers it (supervisor-dashboards §3). */
export interface HealthThresholdConfiguration {
  _id: string;
  name: string;
  active: boolean;
  supervisorId: string;
  businessProcessId: string;
  type: 'HEALTH' | 'CUSTOM';
  preConfigured: boolean;
  kpis: KpiThreshold[];
}

interface Row {
  id: string;
  supervisor_id: string;
  business_process_id: string;
  name: string;
  active: number;
  type: 'HEALTH' | 'CUSTOM';
  pre_configured: number;
  kpis: string;
}

const toConfiguration = (row: Row): HealthThresholdConfiguration => ({
  _id: row.id,
  name: row.name,
  active: row.active === 1,
  supervisorId: row.supervisor_id,
  businessProcessId: row.business_process_id,
  type: row.type,
  preConfigured: row.pre_configured === 1,
  kpis: JSON.parse(row.kpis) as KpiThreshold[],
});

export function createHealthThresholdsRepository(db: Db, now: () => number) {
  const list = db.prepare(
    'SELECT * FROM health_threshold_configurations WHERE supervisor_id = ? AND business_process_id = ? ORDER BY pre_configured DESC, name',
  );
  const byId = db.prepare('SELECT * FROM health_threshold_configurations WHERE id = ?');
  const activeOf = db.prepare(
    'SELECT * FROM health_threshold_configurations WHERE supervisor_id = ? AND business_process_id = ? AND active = 1',
  );
  const insert = db.prepare(
    `INSERT INTO health_threshold_configurations (id, supervisor_id, business_process_id, name, active, type, pre_configured, kpis, updated_at)
     VALUES (@id, @supervisorId, @businessProcessId, @name, @active, @type, @preConfigured, @kpis, @updatedAt)`,
  );
  const update = db.prepare(
    'UPDATE health_threshold_configurations SET name = ?, kpis = ?, updated_at = ? WHERE id = ?',
  );
  const deactivateAll = db.prepare(
    'UPDATE health_threshold_configurations SET active = 0 WHERE supervisor_id = ? AND business_process_id = ?',
  );
  const activate = db.prepare(
    'UPDATE health_threshold_configurations SET active = 1, updated_at = ? WHERE id = ?',
  );
  const remove = db.prepare('DELETE FROM health_threshold_configurations WHERE id = ?');
  const nameTaken = db.prepare(
    'SELECT 1 FROM health_threshold_configurations WHERE supervisor_id = ? AND business_process_id = ? AND name = ? AND id != ?',
  );

  /** A missing configuration is auto-created from the fixed template, active. */
  function ensureDefault(supervisorId: string, businessProcessId: string): void {
    if (list.all(supervisorId, businessProcessId).length > 0) return;
    insert.run({
      id: randomUUID(),
      supervisorId,
      businessProcessId,
      name: HEALTH_THRESHOLD_CONFIGURATION_NAMES.HEALTH,
      active: 1,
      type: 'HEALTH',
      preConfigured: 1,
      kpis: JSON.stringify(HEALTH_THRESHOLD_TEMPLATE.kpis),
      updatedAt: now(),
    });
  }

  const setActive = db.transaction((configuration: HealthThresholdConfiguration) => {
    deactivateAll.run(configuration.supervisorId, configuration.businessProcessId);
    activate.run(now(), configuration._id);
  });

  return {
    list(supervisorId: string, businessProcessId: string): HealthThresholdConfiguration[] {
      ensureDefault(supervisorId, businessProcessId);
      return (list.all(supervisorId, businessProcessId) as Row[]).map(toConfiguration);
    },
    active(supervisorId: string, businessProcessId: string): HealthThresholdConfiguration {
      ensureDefault(supervisorId, businessProcessId);
      const row = activeOf.get(supervisorId, businessProcessId) as Row | undefined;
      return row
        ? toConfiguration(row)
        : toConfiguration(list.get(supervisorId, businessProcessId) as Row);
    },
    find(id: string): HealthThresholdConfiguration | null {
      const row = byId.get(id) as Row | undefined;
      return row ? toConfiguration(row) : null;
    },
    nameTaken(
      supervisorId: string,
      businessProcessId: string,
      name: string,
      exceptId = '',
    ): boolean {
      return nameTaken.get(supervisorId, businessProcessId, name, exceptId) !== undefined;
    },
    /** A new custom profile; active ones deactivate the current active profile. */
    create: db.transaction(
      (input: {
        supervisorId: string;
        businessProcessId: string;
        name: string;
        kpis: KpiThreshold[];
        active: boolean;
      }) => {
        ensureDefault(input.supervisorId, input.businessProcessId);
        const id = randomUUID();
        insert.run({
          id,
          supervisorId: input.supervisorId,
          businessProcessId: input.businessProcessId,
          name: input.name,
          active: 0,
          type: 'CUSTOM',
          preConfigured: 0,
          kpis: JSON.stringify(input.kpis),
          updatedAt: now(),
        });
        const created = toConfiguration(byId.get(id) as Row);
        if (input.active) setActive(created);
        return toConfiguration(byId.get(id) as Row);
      },
    ),
    update(
      configuration: HealthThresholdConfiguration,
      changes: { name: string; kpis: KpiThreshold[]; active: boolean },
    ): HealthThresholdConfiguration {
      db.transaction(() => {
        update.run(changes.name, JSON.stringify(changes.kpis), now(), configuration._id);
        if (changes.active) setActive(configuration);
      })();
      return toConfiguration(byId.get(configuration._id) as Row);
    },
    /** Selecting a profile deactivates the current active one and activates the chosen one. */
    select(configuration: HealthThresholdConfiguration): HealthThresholdConfiguration {
      setActive(configuration);
      return toConfiguration(byId.get(configuration._id) as Row);
    },
    /** Deleting the active profile makes the preconfigured default active again. */
    delete: db.transaction((configuration: HealthThresholdConfiguration) => {
      remove.run(configuration._id);
      if (configuration.active) {
        const fallback = (
          list.all(configuration.supervisorId, configuration.businessProcessId) as Row[]
        ).find((r) => r.pre_configured === 1);
        if (fallback) setActive(toConfiguration(fallback));
      }
    }),
  };
}
export type HealthThresholdsRepository = ReturnType<typeof createHealthThresholdsRepository>;
