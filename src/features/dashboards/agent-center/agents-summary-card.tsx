import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentSummaryTimes } from '../../../domain/agent-kpi-timers';
import { formatDuration } from '../../../domain/format';
import { useSignalValue } from '../../../hub-client/use-signal-value';
import { useTopicEntry, useTopicKeys, useTopicValue } from '../../../hub-client/use-topic';
import { useNow } from '../../../ui/use-now';
import { AgentCard } from './agent-card';
import type { CardProps } from './card-props';
import { Spinner } from './spinner';

const COLUMNS = ['name', 'handled', 'break', 'asa', 'missed', 'idle'] as const;

/**
 * Agents summary: a searchable table of agent statistics. Agents see only themselves (the
 * server sends an agent their own statistics alone), so for an agent it is their own row;
 * a user who receives other agents' statistics sees a row for each.
 */
export function AgentsSummaryCard({ card }: CardProps) {
  const { t } = useTranslation('dashboards');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const ids = useTopicKeys('agentStatistics');
  const entry = useTopicEntry('agentStatistics');
  const query = search.trim().toLowerCase();
  // names do not change, so filtering reads them without subscribing to every row
  const shown = ids.filter(
    (id) => query === '' || (entry(id).peek()?.agentName ?? '').toLowerCase().includes(query),
  );
  return (
    <AgentCard
      cardId={card._id}
      type={card.componentName}
      title={t('agentCenter.cardTypes.agentsSummary')}
    >
      <label htmlFor={searchId} className="visually-hidden">
        {t('agentCenter.agentsSummary.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="agent-search"
        placeholder={t('agentCenter.agentsSummary.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div className="agent-table-wrap">
        <table className="agent-table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`agentCenter.agentsSummary.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((id) => (
              <AgentRow key={id} agentId={id} />
            ))}
          </tbody>
        </table>
        {ids.length === 0 && <Spinner />}
        {ids.length > 0 && shown.length === 0 && (
          <p className="agent-card__note">{t('agentCenter.agentsSummary.noMatch')}</p>
        )}
      </div>
    </AgentCard>
  );
}

/** One agent's row; it re-renders alone when that agent's statistics change, and each second for its timers. */
function AgentRow({ agentId }: { agentId: string }) {
  const entry = useTopicEntry('agentStatistics');
  const stats = useSignalValue(entry(agentId));
  const session = useTopicValue('session');
  const own = useTopicValue('ownAgent');
  const supervised = useTopicValue('supervisedAgents', agentId);
  const ownId = session?.name === 'active' ? session.user.userId : null;
  const state = agentId === ownId ? own : supervised;
  const now = useNow();
  if (!stats) return null;
  const times = agentSummaryTimes(stats, state ?? null, now);
  return (
    <tr data-testid={`agent-row-${agentId}`}>
      <th scope="row">{stats.agentName}</th>
      <td>{stats.agentTotalAnsweredCalls}</td>
      <td>{formatDuration(times.break)}</td>
      <td>{formatDuration(stats.agentASA)}</td>
      <td>{stats.agentMissedCalls}</td>
      <td>{formatDuration(times.idle)}</td>
    </tr>
  );
}
