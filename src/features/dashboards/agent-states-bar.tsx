import { useTranslation } from 'react-i18next';
import { agentStatesSegments, type FilterableAgentGroup } from '../../domain/agent-states-bar';
import type { BusinessProcessAgentCounts } from '../../domain/agent-state';

/**
 * The agent-states summary bar of the organized-data tab (supervisor-dashboards §2): one
 * segment per state group, as wide as its share of the agents. Ready, busy and break
 * segments show those agents in the Agents tab; the Agents tab has no offline filter, so the
 * offline segment is a figure only.
 */
export function AgentStatesBar({
  counts,
  onGroup,
}: {
  counts: BusinessProcessAgentCounts;
  onGroup: (group: FilterableAgentGroup) => void;
}) {
  const { t } = useTranslation('dashboards');
  const { total, segments } = agentStatesSegments(counts);
  return (
    <div
      className="agent-states-bar"
      role="group"
      aria-label={t('agentStates.label', { count: total })}
    >
      <div className="agent-states-bar__track" aria-hidden="true">
        {segments.map((s) =>
          s.count === 0 ? null : (
            <span
              key={s.group}
              className={`agent-states-bar__fill agent-states-bar__fill--${s.group}`}
              style={{ flexGrow: s.share }}
            />
          ),
        )}
      </div>
      <div className="agent-states-bar__legend">
        {segments.map((s) => {
          const label = t(`agentStates.${s.group}`);
          const content = (
            <>
              <span
                className={`agent-states-bar__dot agent-states-bar__fill--${s.group}`}
                aria-hidden="true"
              />
              {label}
              <strong>{s.count}</strong>
            </>
          );
          const filter = s.filter;
          return filter === null ? (
            <span
              key={s.group}
              className="agent-states-bar__item"
              data-testid={`agent-states-${s.group}`}
            >
              {content}
            </span>
          ) : (
            <button
              key={s.group}
              type="button"
              className="agent-states-bar__item agent-states-bar__item--button"
              data-testid={`agent-states-${s.group}`}
              aria-label={t('agentStates.show', { group: label, count: s.count })}
              onClick={() => onGroup(filter)}
            >
              {content}
            </button>
          );
        })}
      </div>
    </div>
  );
}
