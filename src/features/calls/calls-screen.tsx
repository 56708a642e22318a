import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { connectedCall } from '../../domain/media-lists';
import { useTopicValue } from '../../hub-client/use-topic';
import '../../ui/media-screen.css';
import { CallRow } from './call-row';
import './calls.css';
import { DialPad } from './dial-pad';
import { DtmfPad } from './dtmf-pad';
import { useCallRows, type CallEntry } from './use-call-rows';

const SECTIONS = ['pending', 'active', 'history'] as const;

/** /calls (agent-desktop §2): the agent's calls by list, the dial pad, and DTMF for the call in progress. */
export function CallsScreen() {
  const { t } = useTranslation('calls');
  const session = useTopicValue('session');
  const headingId = useId();
  const agentId = session?.name === 'active' ? session.user.userId : null;
  return (
    <section className="screen calls-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {t('title')}
      </h1>
      {agentId === null ? (
        <p className="media-muted">{t('loading')}</p>
      ) : (
        <CallsArea agentId={agentId} />
      )}
    </section>
  );
}

function CallsArea({ agentId }: { agentId: string }) {
  const { t } = useTranslation('calls');
  const { rows, historyError } = useCallRows(agentId);
  const call = connectedCall(rows);
  return (
    <div className="media-layout">
      <div className="media-lists">
        {rows.length === 0 && <p className="media-empty">{t('empty')}</p>}
        {SECTIONS.map((list) => (
          <CallSection key={list} list={list} rows={rows.filter((r) => r.list === list)} />
        ))}
        {historyError !== null && (
          <p className="media-error" role="alert">
            {t('historyFailed', { message: historyError })}
          </p>
        )}
      </div>
      <aside className="media-side" aria-label={t('tools')}>
        <DialPad />
        <DtmfPad call={call} />
      </aside>
    </div>
  );
}

function CallSection({ list, rows }: { list: (typeof SECTIONS)[number]; rows: CallEntry[] }) {
  const { t } = useTranslation('calls');
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="media-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="media-card__title">
        {t(`lists.${list}`)} <span className="media-count">{rows.length}</span>
      </h2>
      <ul className="media-list" data-testid={`calls-${list}`}>
        {rows.map((entry) => (
          <CallRow key={entry.interaction.interactionId} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
