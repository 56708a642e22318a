/**
 * The summary table's saved settings (supervisorDashboardSettings.summaryTable and
 * .summaryTableSettings, supervisor-dashboards §3) read back from user data, which may be
 * old, partial or malformed: nothing saved may break the table.
 */
import {
  DEFAULT_SUMMARY_COLUMNS,
  type SummaryColumn,
  type SummaryTableSettings,
} from './summary-table';

const KNOWN = new Map(DEFAULT_SUMMARY_COLUMNS.map((c) => [c.value, c]));

/** Saved columns over the defaults: unknown or malformed entries dropped, missing columns appended. */
export function readSummaryColumns(raw: unknown): SummaryColumn[] {
  const saved = Array.isArray(raw) ? raw : [];
  const out: SummaryColumn[] = [];
  for (const entry of saved) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Partial<SummaryColumn>;
    const base = typeof e.value === 'string' ? KNOWN.get(e.value) : undefined;
    if (base === undefined || out.some((c) => c.value === base.value)) continue;
    out.push({
      ...base,
      hide: base.value !== 'businessProcessName' && e.hide === true,
      columnIndex: typeof e.columnIndex === 'number' ? e.columnIndex : base.columnIndex,
    });
  }
  for (const base of DEFAULT_SUMMARY_COLUMNS) {
    if (!out.some((c) => c.value === base.value)) out.push({ ...base, columnIndex: out.length });
  }
  return [...out]
    .sort((a, b) => a.columnIndex - b.columnIndex)
    .map((c, columnIndex) => ({ ...c, columnIndex }));
}

function readIds(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
}

export function readSummaryTableSettings(raw: unknown): SummaryTableSettings {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    hiddenBusinessProcessesIds: readIds(value['hiddenBusinessProcessesIds']),
    sortedBusinessProcessesIds: readIds(value['sortedBusinessProcessesIds']),
  };
}
