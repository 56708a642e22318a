import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeMonitoringMode,
  isMonitoringModeEnabled,
  MONITORING_MODES,
  toggleMonitoring,
  type MonitoringMode,
} from '../../domain/agent-state';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import { monitoringEndpoint } from '../../protocol/monitoring-calls';

/**
 * Listen, coach, barge in, record on one agent's call: one mode at a time, the running one
 * turns into its Stop (supervisor-dashboards §4). The state comes live from the hub.
 */
export function MonitorActions(props: {
  supervisorId: string;
  agentId: string;
  agentName: string;
  onDone: (message: string) => void;
}) {
  const { supervisorId, agentId, agentName, onDone } = props;
  const { t } = useTranslation('supervisor');
  const { call } = useHub();
  const monitoring = useTopicValue('monitoring', `${supervisorId}:${agentId}`);
  const [busy, setBusy] = useState(false);
  const active = activeMonitoringMode(monitoring);

  async function click(mode: MonitoringMode): Promise<void> {
    const step = toggleMonitoring(mode, active);
    if (step === null) return;
    setBusy(true);
    const result = await call(monitoringEndpoint(mode, step.action), {
      params: { supId: supervisorId, agentId },
    });
    setBusy(false);
    const modeName = t(`monitor.${mode}`);
    if (!result.ok) onDone(t('failed', { message: result.error.message ?? result.error.code }));
    else
      onDone(
        t(step.action === 'start' ? 'done.monitorStarted' : 'done.monitorStopped', {
          mode: modeName,
          name: agentName,
        }),
      );
  }

  return (
    <span
      className="sup-monitor"
      role="group"
      aria-label={t('area.monitorLabel', { name: agentName })}
    >
      {MONITORING_MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          className={`button ${active === mode ? 'button-primary' : 'button-outline'} sup-monitor__mode`}
          disabled={busy || !isMonitoringModeEnabled(mode, active)}
          aria-pressed={active === mode}
          onClick={() => void click(mode)}
        >
          {active === mode
            ? t('monitor.stop', { mode: t(`monitor.${mode}`) })
            : t(`monitor.${mode}`)}
        </button>
      ))}
    </span>
  );
}
