/**
 * The server's KPI stairs (`src/domain/kpi-stairs.ts`) of each business process, held by the
 * hub alone. Only health needs them (since when a KPI has been past a threshold), and health
 * is computed here once for every tab. Published with the statistics, they filled most of a
 * supervisor tab's heap at 1,000 business processes (up to 96 steps of every KPI, B7) and
 * went to every tab with each KPI change. Kept packed: as decoded, each step is an array of
 * two numbers, about 100 bytes; packed, 16.
 */
import type { BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import { packKpiStairs, type KpiStairs, type PackedKpiStairs } from '../../src/domain/kpi-stairs';

export type PackedStairsRecord = Partial<Record<BusinessProcessKpiId, PackedKpiStairs>>;
type StairsRecord = Partial<Record<BusinessProcessKpiId, KpiStairs>>;

function pack(stairs: StairsRecord, into: PackedStairsRecord = {}): PackedStairsRecord {
  for (const [id, kpi] of Object.entries(stairs) as Array<[BusinessProcessKpiId, KpiStairs]>)
    into[id] = packKpiStairs(kpi);
  return into;
}

export class KpiStairsStore {
  readonly #byBusinessProcess = new Map<string, PackedStairsRecord>();

  get(businessProcessId: string): PackedStairsRecord | undefined {
    return this.#byBusinessProcess.get(businessProcessId);
  }

  /** A statistics patch's stairs: the server sends those of the KPIs that changed. */
  merge(businessProcessId: string, stairs: StairsRecord): void {
    const before = this.#byBusinessProcess.get(businessProcessId);
    if (before === undefined) this.#byBusinessProcess.set(businessProcessId, pack(stairs));
    else pack(stairs, before);
  }

  /** After a full load: the stairs of exactly these business processes. */
  replaceAll(next: ReadonlyMap<string, StairsRecord>): void {
    this.#byBusinessProcess.clear();
    for (const [id, stairs] of next) this.#byBusinessProcess.set(id, pack(stairs));
  }

  clear(): void {
    this.#byBusinessProcess.clear();
  }
}
