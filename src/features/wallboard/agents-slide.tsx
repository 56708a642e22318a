import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaDimension } from '../../domain/wallboard';
import { useTopicEntry } from '../../hub-client/use-topic';
import { AGENT_COLUMNS, AgentRow } from './agent-row';
import { useFittingRows } from './use-fitting-rows';
import { useServerNames } from '../../ui/use-server-names';

/**
 * An agents card (supervisor-dashboards §3 "Agent statistics", wallboard form): each agent's
 * state, time in state and wallboard counters. A card on a media dimension counts only that
 * medium (answered, missed, rejected, transferred); the times in a state are the agent's, whatever
 * the medium, and the slide says so on screen.
 */
export function AgentsSlide(props: {
  agentIds: readonly string[];
  dimension: MediaDimension | null;
  page: number;
  pages: number;
  /** Told how many agent rows fit the screen, so the card's pages can be cut to fill it. */
  onRowsFit: (rows: number) => void;
}) {
  const { t } = useTranslation('wallboard');
  const titleId = useId();
  const statisticsOf = useTopicEntry('agentStatistics');
  const stateOf = useTopicEntry('supervisedAgents');
  const names = useServerNames();
  const media = props.dimension === null ? t('agents.allMedia') : names.media(props.dimension);
  const { containerRef, tableRef } = useFittingRows(props.onRowsFit);
  return (
    <section
      ref={containerRef}
      className="wallboard-slide"
      aria-labelledby={titleId}
      data-testid="wallboard-slide"
      data-slide-kind="agents"
    >
      <h2 id={titleId} className="wallboard-slide__title">
        {t('agents.title', { media })}
        {props.pages > 1 && (
          <span className="wallboard-slide__page">
            {' '}
            · {t('agents.page', { page: props.page, pages: props.pages })}
          </span>
        )}
      </h2>
      {props.dimension !== null && (
        <p className="wallboard-slide__note">{t('agents.dimensionNote', { dimension: media })}</p>
      )}
      {props.agentIds.length === 0 ? (
        <p className="wallboard-empty">{t('agents.empty')}</p>
      ) : (
        <table ref={tableRef} className="wallboard-agents">
          <colgroup>
            <col className="wallboard-agents__col-name" />
            <col className="wallboard-agents__col-state" />
            <col />
            {AGENT_COLUMNS.map((column) => (
              <col key={column.id} className={`wallboard-agents__col-${column.id}`} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('agents.columns.agent')}</th>
              <th scope="col">{t('agents.columns.state')}</th>
              <th scope="col" className="wallboard-agents__number">
                {t('agents.columns.timeInState')}
              </th>
              {AGENT_COLUMNS.map((column) => (
                <th key={column.id} scope="col" className="wallboard-agents__number">
                  {t(`agents.columns.${column.id}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.agentIds.map((agentId) => (
              <AgentRow
                key={agentId}
                agentId={agentId}
                dimension={props.dimension}
                statistics={statisticsOf(agentId)}
                state={stateOf(agentId)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
