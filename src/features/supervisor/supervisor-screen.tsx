import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicValue } from '../../hub-client/use-topic';
import { Snackbar } from '../../ui/snackbar';
import { LiveInteractions } from './live-interactions';
import { SupervisedAgents } from './supervised-agents';
import './supervisor.css';

/** An action's outcome stays this long: long enough to read a sentence from the server. */
const NOTICE_VISIBLE_MS = 6_000;

/**
 * /supervisor (agent-desktop §2 "Supervisor area"; its content is not shown by the spec):
 * what a supervisor needs beside the dashboards' cards: the supervised agents' live
 * interactions with listen, coach, barge-in and record on calls, and every supervised agent
 * with state, time in state and the shared agent menu. Agents see that the area is not theirs.
 */
export function SupervisorScreen() {
  const { t } = useTranslation('supervisor');
  const session = useTopicValue('session');
  const headingId = useId();
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  const notify = useCallback(
    (message: string) => setNotice((before) => ({ id: (before?.id ?? 0) + 1, message })),
    [],
  );
  const dismiss = useCallback(() => setNotice(null), []);
  const user = session?.name === 'active' ? session.user : null;

  return (
    <section className="screen sup-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {t('title')}
      </h1>
      {user === null && <p className="sup-muted">{t('menu.loading')}</p>}
      {user !== null && !user.isSupervisor && (
        <div className="sup-only" role="status">
          <h2 className="sup-card__title">{t('area.supervisorsOnly')}</h2>
          <p>{t('area.supervisorsOnlyText')}</p>
        </div>
      )}
      {user?.isSupervisor === true && (
        <div className="sup-layout">
          <LiveInteractions supervisorId={user.userId} notify={notify} />
          <SupervisedAgents supervisorId={user.userId} notify={notify} />
        </div>
      )}
      {notice !== null && (
        <Snackbar
          key={notice.id}
          message={notice.message}
          dismissLabel={t('area.dismiss')}
          visibleMs={NOTICE_VISIBLE_MS}
          onClose={dismiss}
        />
      )}
    </section>
  );
}
