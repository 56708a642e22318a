/**
 * The KPI stairs (`src/domain/kpi-stairs.ts`) of each business process, held by the hub alone:
 * the server's, as a full load brings them, then extended with every live value the hub
 * takes in, at its batch's server time, by the same rule the server records them with. Only
 * health needs them (since when a KPI has been past a threshold), and health is computed here
 * once for every tab. Published with the statistics, they filled most of a
 * supervisor tab's heap at 1,000 business processes (up to 96 steps of every KPI, B7) and
 * went to every tab with each KPI change. Kept packed: as decoded, each step is an array of
 * two numbers, about 100 bytes; packed, 16.
 */
import type { BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import {
  createKpiStairs,
  packKpiStairs,
  recordPackedKpiValue,
  type KpiStairs,
  type PackedKpiStairs,
} from '../../src/domain/kpi-stairs';

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

  /**
   * A statistics patch's KPI values, recorded at the batch's server time `at`: the server
   * sends values only, and records each one at the same time into the stairs it sends with a
   * full load, so a hub that took in every patch since holds the same steps. A business
   * process the server sent no stairs for (an older server, or a patch before the first load)
   * gets none: its breaches are dated from when this hub first saw them, not from any patch.
   */
  record(
    businessProcessId: string,
    kpis: Partial<Record<BusinessProcessKpiId, number>>,
    at: number,
  ): void {
    const stairs = this.#byBusinessProcess.get(businessProcessId);
    if (stairs === undefined) return;
    for (const [id, value] of Object.entries(kpis) as Array<[BusinessProcessKpiId, number]>) {
      const before = stairs[id];
      stairs[id] =
        before === undefined
          ? packKpiStairs(createKpiStairs(value, at))
          : recordPackedKpiValue(before, value, at);
    }
  }

  /** Stairs a patch brings (a server may still send them): they replace the hub's own. */
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
