import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatTime, isUnregistered } from '../../domain/format';
import {
  canMonitorInteraction,
  supervisedDurationSeconds,
  visibleSupervisedRows,
  type SupervisedMediaFilter,
} from '../../domain/supervised-interactions';
import type { SupervisedInteraction } from '../../protocol/supervision-api';
import { useTopicValue } from '../../hub-client/use-topic';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { useNow } from '../../ui/use-now';
import { MonitorActions } from './monitor-actions';
import { useSupervisedInteractions } from './use-supervised-interactions';

const MEDIA_FILTERS: readonly SupervisedMediaFilter[] = [
  'all',
  'telephony',
  'chat',
  'email',
  'sms',
];

/** The supervised agents' live interactions with the monitor actions on calls. */
export function LiveInteractions({
  supervisorId,
  notify,
}: {
  supervisorId: string;
  notify: (message: string) => void;
}) {
  const { t } = useTranslation('supervisor');
  const { rows, processNames, error, loadedAt, loading, refresh } =
    useSupervisedInteractions(supervisorId);
  const [media, setMedia] = useState<SupervisedMediaFilter>('all');
  const timeZone = useAppTimeZone();
  const now = useNow();
  const ids = { title: useId(), filter: useId() };
  const shown = rows === null ? [] : visibleSupervisedRows(rows, media);
  const loadedTime = loadedAt === null ? null : formatTime(loadedAt, timeZone);

  return (
    <section className="sup-card" aria-labelledby={ids.title}>
      <div className="sup-card__head">
        <h2 id={ids.title} className="sup-card__title">
          {t('area.interactions')}{' '}
          {rows !== null && <span className="sup-count">{shown.length}</span>}
        </h2>
        <label htmlFor={ids.filter} className="sup-muted">
          {t('area.medium')}
        </label>
        <select
          id={ids.filter}
          className="sup-input"
          value={media}
          onChange={(event) => setMedia(event.target.value as SupervisedMediaFilter)}
        >
          {MEDIA_FILTERS.map((m) => (
            <option key={m} value={m}>
              {t(`area.media.${m}`)}
            </option>
          ))}
        </select>
        <span className="sup-muted sup-card__meta">
          {loadedTime !== null &&
            !isUnregistered(loadedTime) &&
            t('area.loadedAt', { time: loadedTime })}
        </span>
        <button
          type="button"
          className="button button-outline"
          onClick={refresh}
          disabled={loading}
        >
          {t('area.refresh')}
        </button>
      </div>
      {error !== null && (
        <p className="sup-error" role="alert">
          {t('area.interactionsFailed', { message: error })}
        </p>
      )}
      {rows === null && error === null && <p className="sup-muted">{t('menu.loading')}</p>}
      {rows !== null && shown.length === 0 && (
        <p className="sup-empty">{t('area.noInteractions')}</p>
      )}
      {shown.length > 0 && (
        <div className="sup-table-wrap">
          <table className="sup-table" data-testid="supervised-interactions">
            <thead>
              <tr>
                <th scope="col">{t('area.columns.agent')}</th>
                <th scope="col">
                  {t('area.columns.medium')} · {t('area.columns.businessProcess')}
                </th>
                <th scope="col">
                  {t('area.columns.state')} · {t('area.columns.duration')}
                </th>
                <th scope="col">{t('area.columns.monitor')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <InteractionRow
                  key={row.interactionId}
                  row={row}
                  now={now}
                  processName={processNames.get(row.businessProcessId) ?? row.businessProcessId}
                  supervisorId={supervisorId}
                  notify={notify}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function InteractionRow(props: {
  row: SupervisedInteraction;
  now: number;
  processName: string;
  supervisorId: string;
  notify: (message: string) => void;
}) {
  const { row, now, processName, supervisorId, notify } = props;
  const { t } = useTranslation('supervisor');
  const stats = useTopicValue('agentStatistics', row.agentId);
  const agentName = stats?.agentName ?? row.agentId;
  return (
    <tr
      data-testid="supervised-row"
      data-interaction-id={row.interactionId}
      data-media={row.mediaType}
      data-phase={row.phase}
    >
      <td className="sup-table__agent">{agentName}</td>
      <td className="sup-table__process">
        <span className="sup-table__medium">{t(`area.media.${row.mediaType}`)}</span> {processName}
      </td>
      <td>
        <span className={`sup-phase sup-phase--${row.phase}`}>{t(`area.phase.${row.phase}`)}</span>{' '}
        <span className="sup-table__duration">
          {formatDuration(supervisedDurationSeconds(row, now))}
        </span>
      </td>
      <td>
        {canMonitorInteraction(row, supervisorId) ? (
          <MonitorActions
            supervisorId={supervisorId}
            agentId={row.agentId}
            agentName={agentName}
            onDone={notify}
          />
        ) : (
          <span className="sup-muted">
            {t(row.mediaType === 'telephony' ? 'area.notConnected' : 'area.notACall')}
          </span>
        )}
      </td>
    </tr>
  );
}
