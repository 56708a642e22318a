import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../dashboards.css';
import './agent-center.css';
import {
  DEFAULT_AGENT_DASHBOARD_NAME,
  withCardChanges,
  type AgentCardType,
  type CardChanges,
  type Dashboard,
} from '../../../domain/agent-dashboard';
import { useTopicValue } from '../../../hub-client/use-topic';
import { Snackbar } from '../../../ui/snackbar';
import { roleOf } from '../../../ui/user-role';
import { useAgentDashboards } from './use-agent-dashboards';
import { useBusinessProcesses } from './use-business-processes';
import { lazyWithTimeout } from '../../../ui/lazy-with-timeout';

// The grid brings the charting library: fetched when the dashboard first shows, after the
// toolbar; the setup dialog when first opened.
const AgentGrid = lazyWithTimeout(() => import('./agent-grid').then((m) => m.AgentGrid));
const SetupDialog = lazyWithTimeout(() => import('./setup-dialog').then((m) => m.SetupDialog));

/** How long a snackbar stays, long enough to read a sentence. */
const SNACKBAR_VISIBLE_MS = 6_000;

/**
 * Agent Information Center (supervisor-dashboards §2): the selected dashboard's cards in a
 * grid the agent can drag and resize, saved with the user settings; a floating button opens
 * the setup dialog.
 */
export function AgentCenter() {
  const { t } = useTranslation(['dashboards', 'common']);
  const session = useTopicValue('session');
  const connection = useTopicValue('connection');
  const user = session?.name === 'active' ? session.user : null;
  const { loaded, dashboard, save } = useAgentDashboards();
  const [setupOpen, setSetupOpen] = useState(false);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const closeSnackbar = useCallback(() => setSnackbar(null), []);
  const everyProcess = useBusinessProcesses();
  const assigned = useBusinessProcesses(true);
  const editable = user !== null && !user.isWallboard;
  const stale = connection !== undefined && connection.name !== 'connected';

  const persist = useCallback(
    async (next: Dashboard, failure: string) => {
      const ok = await save(next);
      if (!ok) setSnackbar(failure);
      return ok;
    },
    [save],
  );
  const changeCard = (cardId: string, changes: CardChanges) =>
    void persist(withCardChanges(dashboard, cardId, changes), t('agentCenter.cardSaveFailed'));
  // the queue summary offers the agent's own business processes, the other cards all with statistics
  const optionsFor = (type: AgentCardType) => (type === 'queueSummary' ? assigned : everyProcess);
  const nameOf = (id: string) => everyProcess.find((bp) => bp.id === id)?.name ?? id;

  return (
    <section className="agent-center" aria-labelledby="agent-center-title">
      <div className="screen-toolbar">
        <h1 id="agent-center-title">{t('title')}</h1>
        <h2 className="agent-center__name" data-testid="dashboard-name">
          {/* the default dashboard's name comes from the defaults in English: shown in the user's language */}
          {dashboard.name === DEFAULT_AGENT_DASHBOARD_NAME
            ? t('common:names.agentOverview')
            : dashboard.name}
        </h2>
        {user && (
          <span className="screen-toolbar__meta">
            {t('signedInAs', {
              name: user.displayName,
              role: t(`common:header.role.${roleOf(user)}`),
            })}
          </span>
        )}
      </div>
      {stale && (
        <p className="banner banner--warning" role="status">
          {t('staleData')}
        </p>
      )}
      {!loaded && <p role="status">{t('loading')}</p>}
      {loaded && dashboard.cards.length === 0 && (
        <p className="agent-center__empty">{t('agentCenter.noCards')}</p>
      )}
      {loaded && dashboard.cards.length > 0 && (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <AgentGrid
            dashboard={dashboard}
            editable={editable}
            onLayout={(next) => void persist(next, t('agentCenter.layoutSaveFailed'))}
            onCardChange={changeCard}
            notify={setSnackbar}
          />
        </Suspense>
      )}
      {editable && (
        <button
          type="button"
          className="agent-fab"
          title={t('agentCenter.setup.open')}
          disabled={!loaded}
          onClick={() => setSetupOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19.14 12.94a7.5 7.5 0 0 0 .06-.94 7.5 7.5 0 0 0-.06-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7 7 0 0 0-1.62-.94l-.36-2.54a.5.5 0 0 0-.5-.42h-3.84a.5.5 0 0 0-.5.42l-.36 2.54a7 7 0 0 0-1.62.94l-2.39-.96a.5.5 0 0 0-.6.22L2.71 8.84a.5.5 0 0 0 .12.64l2.03 1.58a7.5 7.5 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32a.5.5 0 0 0 .6.22l2.39-.96c.5.38 1.04.7 1.62.94l.36 2.54a.5.5 0 0 0 .5.42h3.84a.5.5 0 0 0 .5-.42l.36-2.54a7 7 0 0 0 1.62-.94l2.39.96a.5.5 0 0 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64zM12 15.5A3.5 3.5 0 1 1 12 8.5a3.5 3.5 0 0 1 0 7z"
            />
          </svg>
          <span className="agent-fab__label">{t('agentCenter.setup.open')}</span>
        </button>
      )}
      {setupOpen && (
        <Suspense fallback={null}>
          <SetupDialog
            dashboard={dashboard}
            optionsFor={optionsFor}
            nameOf={nameOf}
            onCancel={() => setSetupOpen(false)}
            onSave={(next) => persist(next, t('agentCenter.setup.saveFailed'))}
          />
        </Suspense>
      )}
      {/* the live region stays in the page, so a message arriving in it is announced */}
      <div className="snackbar-region" role="status">
        {snackbar !== null && (
          <Snackbar
            key={snackbar}
            message={snackbar}
            dismissLabel={t('dismiss')}
            visibleMs={SNACKBAR_VISIBLE_MS}
            onClose={closeSnackbar}
          />
        )}
      </div>
    </section>
  );
}
