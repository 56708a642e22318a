/**
 * The server's KPI stairs (`src/domain/kpi-stairs.ts`) of each business process, held by the
 * hub alone. Only health needs them (since when a KPI has been past a threshold), and health
 * is computed here once for every tab. Published with the statistics, they filled most of a
 * supervisor tab's heap at 1,000 business processes (up to 96 steps of every KPI, B7) and
 * went to every tab with each KPI change.
 */
import type { KpiStairsRecord } from '../../src/domain/health';

export class KpiStairsStore {
  readonly #byBusinessProcess = new Map<string, KpiStairsRecord>();

  get(businessProcessId: string): KpiStairsRecord | undefined {
    return this.#byBusinessProcess.get(businessProcessId);
  }

  /** A statistics patch's stairs: the server sends those of the KPIs that changed. */
  merge(businessProcessId: string, stairs: KpiStairsRecord): void {
    const before = this.#byBusinessProcess.get(businessProcessId);
    this.#byBusinessProcess.set(businessProcessId, before ? { ...before, ...stairs } : stairs);
  }

  /** After a full load: the stairs of exactly these business processes. */
  replaceAll(next: ReadonlyMap<string, KpiStairsRecord>): void {
    this.#byBusinessProcess.clear();
    for (const [id, stairs] of next) this.#byBusinessProcess.set(id, stairs);
  }

  clear(): void {
    this.#byBusinessProcess.clear();
  }
}
