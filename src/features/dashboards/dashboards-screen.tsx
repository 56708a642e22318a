import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { kpiPauseOf } from '../../domain/live-card';
import { useHub } from '../../hub-client/use-hub';
import { useStatisticsPause } from '../../hub-client/use-statistics-pause';
import { useTopicValue } from '../../hub-client/use-topic';
import { DataAgeProvider } from './data-age-provider';
import { PauseBanner } from './pause-banner';
import { AgentCenter } from './agent-center/agent-center';
import { lazyWithTimeout } from '../../ui/lazy-with-timeout';
import { SupervisorCenter } from './supervisor-center-chunk';

// The grid library is large: only a supervisor who picks the summary table downloads it.
const SummaryTable = lazyWithTimeout(() =>
  import('./summary-table/summary-table').then((m) => m.SummaryTable),
);

const VARIANTS = ['adaptive', 'summaryTable'] as const;
type SupervisorVariant = (typeof VARIANTS)[number];

/**
 * The supervisor's dashboard: the adaptive information center (the default) or the
 * business-process summary table, the choice saved in the supervisor dashboard settings.
 * A click shows the chosen view at once: on a busy server the save's round trip took
 * seconds, and the view waited for it. A save that fails keeps the view for this visit and
 * says it was not saved.
 */
function SupervisorDashboards() {
  const { t } = useTranslation('dashboards');
  const settings = useTopicValue('settings');
  const { updateSettings } = useHub();
  const saved = settings?.supervisorDashboardSettings?.['selectedComponent'];
  const savedVariant: SupervisorVariant = saved === 'summaryTable' ? 'summaryTable' : 'adaptive';
  const [chosen, setChosen] = useState<{ variant: SupervisorVariant; failed: boolean } | null>(
    null,
  );
  // once the saved settings say what was chosen, they lead again (another tab may change them)
  if (chosen !== null && !chosen.failed && chosen.variant === savedVariant) setChosen(null);
  const variant = chosen?.variant ?? savedVariant;
  const choose = (v: SupervisorVariant) => {
    setChosen({ variant: v, failed: false });
    void updateSettings({ 'supervisorDashboardSettings.selectedComponent': v }).then((result) => {
      if (!result.ok) setChosen((now) => (now?.variant === v ? { variant: v, failed: true } : now));
    });
  };
  return (
    <>
      <div className="dashboard-variant" role="radiogroup" aria-label={t('variant.label')}>
        {VARIANTS.map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={variant === v}
            className="chip"
            onClick={() => choose(v)}
          >
            {t(`variant.${v}`)}
          </button>
        ))}
      </div>
      {chosen?.failed === true && (
        <p className="message message-error dashboard-variant__error" role="alert">
          {t('variant.notSaved')}
        </p>
      )}
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        {variant === 'summaryTable' ? <SummaryTable /> : <SupervisorCenter />}
      </Suspense>
    </>
  );
}

/**
 * Route named Dashboards: the supervisor information center for supervisors with the
 * supervisor features flag on, otherwise the agent information center
 * (supervisor-dashboards §2). With pauseKPIEvents on, every variant holds still: the hub
 * stops sending this tab statistics, each visit refreshes them once, and a banner says so.
 */
export function DashboardsScreen() {
  const session = useTopicValue('session');
  const settings = useTopicValue('settings');
  // a new visit of the route mounts this screen again: the banner shows again
  const [bannerClosed, setBannerClosed] = useState(false);
  const { paused, showBanner } = kpiPauseOf({
    pauseKPIEvents: settings?.preferencesSettings.pauseKPIEvents,
    bannerClosed,
  });
  useStatisticsPause(paused, useLocation().key);
  const user = session?.name === 'active' ? session.user : null;
  return (
    <DataAgeProvider paused={paused}>
      {showBanner && <PauseBanner onClose={() => setBannerClosed(true)} />}
      {user !== null && user.isSupervisor && user.supervisorFeatures ? (
        <SupervisorDashboards />
      ) : (
        <AgentCenter />
      )}
    </DataAgeProvider>
  );
}
