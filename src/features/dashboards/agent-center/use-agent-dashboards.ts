import { useCallback, useMemo, useState } from 'react';
import type { Dashboard } from '../../../domain/agent-dashboard';
import {
  readAgentDashboardSettings,
  selectedAgentDashboard,
  withSelectedDashboard,
} from '../../../domain/agent-dashboard-settings';
import { useHub } from '../../../hub-client/use-hub';
import { useTopicValue } from '../../../hub-client/use-topic';

/** Where the agent's dashboards live in the user settings (supervisor-dashboards §3). */
const SETTINGS_PATH = 'supervisorDashboardSettings.dashboardSettings';

export interface AgentDashboards {
  /** False until the user settings arrived: the saved dashboard is not known yet. */
  loaded: boolean;
  /** The dashboard on screen (the default "Agent Overview" until one was saved). */
  dashboard: Dashboard;
  /** Saves the dashboard for every tab and later logins; false when the server refused it. */
  save: (next: Dashboard) => Promise<boolean>;
}

/**
 * The selected dashboard and its saver. A saved change shows at once; it stays on screen
 * until the settings come back with it, and goes back to what was saved when the save fails.
 */
export function useAgentDashboards(): AgentDashboards {
  const settings = useTopicValue('settings');
  const session = useTopicValue('session');
  // wallboard users have no user settings (supervisor-dashboards §4): their changes last for this visit
  const withoutSettings = session?.name === 'active' && session.user.isWallboard;
  const [visitOnly, setVisitOnly] = useState<Dashboard | null>(null);
  const { updateSettings } = useHub();
  const stored = settings?.supervisorDashboardSettings?.['dashboardSettings'];
  const saved = useMemo(() => readAgentDashboardSettings(stored), [stored]);
  // A change being saved, and the stored settings it was made on: once the settings change
  // (our save came back, or another tab saved) what is stored shows again.
  const [pending, setPending] = useState<{ basedOn: unknown; dashboard: Dashboard } | null>(null);
  const shown = pending !== null && pending.basedOn === stored ? pending.dashboard : null;

  const save = useCallback(
    async (next: Dashboard) => {
      if (withoutSettings) {
        setVisitOnly(next);
        return true;
      }
      setPending({ basedOn: stored, dashboard: next });
      const result = await updateSettings({ [SETTINGS_PATH]: withSelectedDashboard(saved, next) });
      if (!result.ok) setPending(null);
      return result.ok;
    },
    [saved, stored, updateSettings, withoutSettings],
  );

  return {
    loaded: settings !== undefined || withoutSettings,
    dashboard: visitOnly ?? shown ?? selectedAgentDashboard(saved),
    save,
  };
}
