import { useMemo } from 'react';
import { computed, type ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { agentKpiTimers } from '../../domain/agent-kpi-timers';
import { agentCount } from '../../domain/agent-media-counts';
import type { MediaDimension } from '../../domain/wallboard';
import { agentStateGroup, type AgentStateGroup } from '../../domain/agent-state';
import {
  busyToLoginRatio,
  formatBoardClock,
  formatBoardDuration,
  formatBoardValue,
} from '../../domain/wallboard-rotation';
import { setOneClassOf, useLiveBinding } from '../../hub-client/live-binding';
import { LiveText } from '../../hub-client/live-text';
import { useSignalSelector } from '../../hub-client/use-signal-selector';
import type { AgentState, AgentStatistics } from '../../protocol/events';
import { nowSignal } from '../../ui/use-now';
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
  {
    id: 'answered',
    text: (r) => formatBoardValue('count', agentCount(r.statistics, 'answered', r.dimension)),
  },
  {
    id: 'missed',
    text: (r) => formatBoardValue('count', agentCount(r.statistics, 'missed', r.dimension)),
  },
  {
    id: 'rejected',
    text: (r) => formatBoardValue('count', agentCount(r.statistics, 'rejected', r.dimension)),
  },
  {
    id: 'transfer',
    text: (r) => formatBoardValue('count', agentCount(r.statistics, 'transfer', r.dimension)),
  },
  { id: 'ready', text: (r) => formatBoardDuration(r.timers.ready) },
  { id: 'busy', text: (r) => formatBoardDuration(r.timers.busy) },
  { id: 'break', text: (r) => formatBoardDuration(r.timers.break) },
  { id: 'backoffice', text: (r) => formatBoardDuration(r.timers.backoffice) },
  { id: 'outgoing', text: (r) => formatBoardDuration(r.timers.outgoing) },
  { id: 'login', text: (r) => formatBoardClock(r.timers.login) },
  {
    id: 'busyToLogin',
    text: (r) => formatBoardValue('fraction', busyToLoginRatio(r.timers.busy, r.timers.login)),
  },
];

const STATE_GROUP_CLASSES = (
  ['ready', 'busy', 'break', 'offline'] as const satisfies readonly AgentStateGroup[]
).map((group) => `wallboard-state--${group}`);
const nameOf = (statistics: AgentStatistics | undefined): string | undefined =>
  statistics?.agentName;

function writeStateGroup(element: HTMLElement, state: AgentState | undefined): void {
  setOneClassOf(
    element,
    STATE_GROUP_CLASSES,
    `wallboard-state--${agentStateGroup(state?.stateId)}`,
  );
}

/**
 * One agent: reads only that agent's signals and the shared 1 s tick. It renders once; its state,
 * timers and counters write the DOM themselves as they change and as the clock ticks.
 */
export function AgentRow(props: {
  agentId: string;
  dimension: MediaDimension | null;
  statistics: ReadonlySignal<AgentStatistics | undefined>;
  state: ReadonlySignal<AgentState | undefined>;
}) {
  const { t } = useTranslation('wallboard');
  const { statistics, state, dimension } = props;
  const name = useSignalSelector(statistics, nameOf);
  const names = useServerNames();
  const groupRef = useLiveBinding<HTMLSpanElement, AgentState | undefined>(state, writeStateGroup, {
    immediate: true,
  });
  const timed = useMemo(
    () =>
      computed(() => {
        const counters = statistics.value;
        const current = state.value;
        const now = nowSignal.value;
        return {
          timeInState: current === undefined ? null : (now - current.since) / 1000,
          reading:
            counters === undefined
              ? null
              : {
                  statistics: counters,
                  timers: agentKpiTimers(counters, current ?? null, now),
                  dimension,
                },
        };
      }),
    [statistics, state, dimension],
  );
  // a break type and every other state by its id, in the user's language
  const stateText = (current: AgentState | undefined) =>
    current === undefined
      ? t('states.unknown')
      : current.breakTypeId !== null
        ? names.state(current)
        : t(`states.${current.stateId}`);
  return (
    <tr data-testid={`wallboard-agent-${props.agentId}`}>
      <th scope="row" className="wallboard-agents__name">
        {name ?? props.agentId}
      </th>
      <td className="wallboard-agents__state">
        <span ref={groupRef} className="wallboard-state">
          <span className="wallboard-state__dot" aria-hidden="true" />
          <LiveText source={state} immediate text={stateText} />
        </span>
      </td>
      <LiveText
        as="td"
        className="wallboard-agents__number"
        source={timed}
        immediate
        text={(v) => (v.timeInState === null ? 'N/A' : formatBoardDuration(v.timeInState))}
      />
      {AGENT_COLUMNS.map((column) => (
        <LiveText
          key={column.id}
          as="td"
          className="wallboard-agents__number"
          source={timed}
          immediate
          text={(v) => (v.reading === null ? 'N/A' : column.text(v.reading))}
        />
      ))}
    </tr>
  );
}
