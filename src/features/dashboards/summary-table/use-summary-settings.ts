import { useCallback } from 'react';
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
  const current: SummarySettings = {
    columns: readSummaryColumns(saved?.['summaryTable']),
    table: readSummaryTableSettings(saved?.['summaryTableSettings']),
  };
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
