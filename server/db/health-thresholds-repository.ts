import { randomUUID } from 'node:crypto';
import {
  HEALTH_THRESHOLD_CONFIGURATION_NAMES,
  HEALTH_THRESHOLD_TEMPLATE,
  type KpiThreshold,
} from '../../src/domain/health-thresholds';
import type { ThresholdProfile } from '../../src/protocol/supervision-api';
import type { Schema } from './schema';
import type { Db } from './store';
import { inTransaction } from './transaction';

/**
 * A stored health-threshold profile: the wire's profile plus whose it is and of which business
 * process, which the server answers too but the client keys by the call it made.
 */
export type HealthThresholdConfiguration = ThresholdProfile & {
  supervisorId: string;
  businessProcessId: string;
  type: 'HEALTH' | 'CUSTOM';
};

type Row = Schema['health_threshold_configurations'];

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
  const table = 'health_threshold_configurations' as const;
  const list = (q: Db, supervisorId: string, businessProcessId: string): Promise<Row[]> =>
    q
      .selectFrom(table)
      .selectAll()
      .where('supervisor_id', '=', supervisorId)
      .where('business_process_id', '=', businessProcessId)
      .orderBy('pre_configured', 'desc')
      .orderBy('name')
      .execute();
  const byId = async (q: Db, id: string): Promise<Row | undefined> =>
    q.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();

  /**
   * A missing configuration is auto-created from the fixed template, active. Two first reads
   * at once both try; the unique name keeps one and the other's insert does nothing.
   */
  async function ensureDefault(
    q: Db,
    supervisorId: string,
    businessProcessId: string,
  ): Promise<void> {
    if ((await list(q, supervisorId, businessProcessId)).length > 0) return;
    await q
      .insertInto(table)
      .values({
        id: randomUUID(),
        supervisor_id: supervisorId,
        business_process_id: businessProcessId,
        name: HEALTH_THRESHOLD_CONFIGURATION_NAMES.HEALTH,
        active: 1,
        type: 'HEALTH',
        pre_configured: 1,
        kpis: JSON.stringify(HEALTH_THRESHOLD_TEMPLATE.kpis),
        updated_at: now(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async function setActive(q: Db, configuration: HealthThresholdConfiguration): Promise<void> {
    await inTransaction(q, async (trx) => {
      await trx
        .updateTable(table)
        .set({ active: 0 })
        .where('supervisor_id', '=', configuration.supervisorId)
        .where('business_process_id', '=', configuration.businessProcessId)
        .execute();
      await trx
        .updateTable(table)
        .set({ active: 1, updated_at: now() })
        .where('id', '=', configuration._id)
        .execute();
    });
  }

  const reread = async (q: Db, id: string) => toConfiguration((await byId(q, id)) as Row);

  return {
    async list(
      supervisorId: string,
      businessProcessId: string,
    ): Promise<HealthThresholdConfiguration[]> {
      await ensureDefault(db, supervisorId, businessProcessId);
      return (await list(db, supervisorId, businessProcessId)).map(toConfiguration);
    },
    async active(
      supervisorId: string,
      businessProcessId: string,
    ): Promise<HealthThresholdConfiguration> {
      await ensureDefault(db, supervisorId, businessProcessId);
      const rows = await list(db, supervisorId, businessProcessId);
      const row = rows.find((r) => r.active === 1) ?? rows[0];
      return toConfiguration(row as Row);
    },
    async find(id: string): Promise<HealthThresholdConfiguration | null> {
      const row = await byId(db, id);
      return row ? toConfiguration(row) : null;
    },
    async nameTaken(
      supervisorId: string,
      businessProcessId: string,
      name: string,
      exceptId = '',
    ): Promise<boolean> {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('supervisor_id', '=', supervisorId)
        .where('business_process_id', '=', businessProcessId)
        .where('name', '=', name)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** A new custom profile; active ones deactivate the current active profile. */
    create(input: {
      supervisorId: string;
      businessProcessId: string;
      name: string;
      kpis: KpiThreshold[];
      active: boolean;
    }): Promise<HealthThresholdConfiguration> {
      return inTransaction(db, async (trx) => {
        await ensureDefault(trx, input.supervisorId, input.businessProcessId);
        const id = randomUUID();
        await trx
          .insertInto(table)
          .values({
            id,
            supervisor_id: input.supervisorId,
            business_process_id: input.businessProcessId,
            name: input.name,
            active: 0,
            type: 'CUSTOM',
            pre_configured: 0,
            kpis: JSON.stringify(input.kpis),
            updated_at: now(),
          })
          .execute();
        if (input.active) await setActive(trx, await reread(trx, id));
        return reread(trx, id);
      });
    },
    update(
      configuration: HealthThresholdConfiguration,
      changes: { name: string; kpis: KpiThreshold[]; active: boolean },
    ): Promise<HealthThresholdConfiguration> {
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable(table)
          .set({ name: changes.name, kpis: JSON.stringify(changes.kpis), updated_at: now() })
          .where('id', '=', configuration._id)
          .execute();
        if (changes.active) await setActive(trx, configuration);
        return reread(trx, configuration._id);
      });
    },
    /** Selecting a profile deactivates the current active one and activates the chosen one. */
    async select(
      configuration: HealthThresholdConfiguration,
    ): Promise<HealthThresholdConfiguration> {
      await setActive(db, configuration);
      return reread(db, configuration._id);
    },
    /** Deleting the active profile makes the preconfigured default active again. */
    delete(configuration: HealthThresholdConfiguration): Promise<void> {
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom(table).where('id', '=', configuration._id).execute();
        if (configuration.active) {
          const fallback = (
            await list(trx, configuration.supervisorId, configuration.businessProcessId)
          ).find((r) => r.pre_configured === 1);
          if (fallback) await setActive(trx, toConfiguration(fallback));
        }
      });
    },
  };
}
export type HealthThresholdsRepository = ReturnType<typeof createHealthThresholdsRepository>;
