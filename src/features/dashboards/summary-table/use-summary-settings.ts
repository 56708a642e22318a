import { useCallback, useMemo } from 'react';
import { readSummaryColumns, readSummaryTableSettings } from '../../../domain/summary-settings';
import type { SummaryColumn, SummaryTableSettings } from '../../../domain/summary-table';
import { useHub } from '../../../hub-client/use-hub';
import { useTopicValue } from '../../../hub-client/use-topic';

/** summaryTable (columns) and summaryTableSettings of the supervisor dashboard settings (supervisor-dashboards §3). */
export interface SummarySettings {
  columns: SummaryColumn[];
  table: SummaryTableSettings;
}

/** The saved summary-table settings and a saver that applies them in every tab. */
export function useSummarySettings(): [
  SummarySettings,
  (next: SummarySettings) => Promise<boolean>,
] {
  const settings = useTopicValue('settings');
  const { updateSettings } = useHub();
  const saved = settings?.supervisorDashboardSettings;
  const savedColumns = saved?.['summaryTable'];
  const savedTable = saved?.['summaryTableSettings'];
  // read again only when the saved values change: the table builds the grid's columns from
  // these, and new arrays on every render made the grid rebuild every column and row, and
  // filter again, at each render (a filter added, the row count moving): most of B4's time
  const current = useMemo<SummarySettings>(
    () => ({
      columns: readSummaryColumns(savedColumns),
      table: readSummaryTableSettings(savedTable),
    }),
    [savedColumns, savedTable],
  );
  const save = useCallback(
    async (next: SummarySettings) =>
      (
        await updateSettings({
          'supervisorDashboardSettings.summaryTable': next.columns,
          'supervisorDashboardSettings.summaryTableSettings': next.table,
        })
      ).ok,
    [updateSettings],
  );
  return [current, save];
}
