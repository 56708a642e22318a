import type { ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { agentKpiTimers } from '../../domain/agent-kpi-timers';
import { agentCount } from '../../domain/agent-media-counts';
import type { MediaDimension } from '../../domain/wallboard';
import { agentStateGroup } from '../../domain/agent-state';
import { busyToLoginRatio, formatBoardClock, formatBoardDuration, formatBoardValue } from '../../domain/wallboard-rotation';
import { useSignalValue } from '../../hub-client/use-signal-value';
import type { AgentState, AgentStatistics } from '../../protocol/events';
import { useNow } from '../../ui/use-now';
import { useServerNames } from '../../ui/use-server-names';

type Timers = ReturnType<typeof agentKpiTimers>;
interface Reading {
  statistics: AgentStatistics;
  timers: Timers;
  /** The card's media dimension: the counts are of that medium; null: of every medium. */
  dimension: MediaDimension | null;
}

/**
 * The wallboard form's agent counters the live statistics hold. "Current handling" is in the form
 * too, but the statistics carry no count of interactions in hand, so it is not shown.
 */
export const AGENT_COLUMNS: readonly { id: string; text: (r: Reading) => string }[] = [
  { id: 'answered', text: (r) => formatBoardValue('count', agentCount(r.statistics, 'answered', r.dimension)) },
  { id: 'missed', text: (r) => formatBoardValue('count', agentCount(r.statistics, 'missed', r.dimension)) },
  { id: 'rejected', text: (r) => formatBoardValue('count', agentCount(r.statistics, 'rejected', r.dimension)) },
  { id: 'transfer', text: (r) => formatBoardValue('count', agentCount(r.statistics, 'transfer', r.dimension)) },
  { id: 'ready', text: (r) => formatBoardDuration(r.timers.ready) },
  { id: 'busy', text: (r) => formatBoardDuration(r.timers.busy) },
  { id: 'break', text: (r) => formatBoardDuration(r.timers.break) },
  { id: 'backoffice', text: (r) => formatBoardDuration(r.timers.backoffice) },
  { id: 'outgoing', text: (r) => formatBoardDuration(r.timers.outgoing) },
  { id: 'login', text: (r) => formatBoardClock(r.timers.login) },
  { id: 'busyToLogin', text: (r) => formatBoardValue('fraction', busyToLoginRatio(r.timers.busy, r.timers.login)) },
];

/** One agent: reads only that agent's signals, and the shared 1 s tick for its live timers. */
export function AgentRow(props: {
  agentId: string;
  dimension: MediaDimension | null;
  statistics: ReadonlySignal<AgentStatistics | undefined>;
  state: ReadonlySignal<AgentState | undefined>;
}) {
  const { t } = useTranslation('wallboard');
  const statistics = useSignalValue(props.statistics);
  const state = useSignalValue(props.state);
  const now = useNow();
  const group = agentStateGroup(state?.stateId);
  const names = useServerNames();
  // a break type and every other state by its id, in the user's language
  const stateText = state === undefined ? t('states.unknown') : state.breakTypeId !== null ? names.state(state) : t(`states.${state.stateId}`);
  const reading = statistics === undefined ? null : { statistics, timers: agentKpiTimers(statistics, state ?? null, now), dimension: props.dimension };
  return (
    <tr data-testid={`wallboard-agent-${props.agentId}`}>
      <th scope="row" className="wallboard-agents__name">
        {statistics?.agentName ?? props.agentId}
      </th>
      <td className="wallboard-agents__state">
        <span className={`wallboard-state wallboard-state--${group}`}>
          <span className="wallboard-state__dot" aria-hidden="true" />
          {stateText}
        </span>
      </td>
      <td className="wallboard-agents__number">{state === undefined ? 'N/A' : formatBoardDuration((now - state.since) / 1000)}</td>
      {AGENT_COLUMNS.map((column) => (
        <td key={column.id} className="wallboard-agents__number">
          {reading === null ? 'N/A' : column.text(reading)}
        </td>
      ))}
    </tr>
  );
}
