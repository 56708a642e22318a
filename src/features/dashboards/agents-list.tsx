import { memo, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { computed } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { agentStateGroup, type AgentStateGroup } from '../../domain/agent-state';
import { initialsOf, type AgentsTabAgent } from '../../domain/agents-tab';
import { formatDateTime, formatDuration, isUnregistered } from '../../domain/format';
import { setOneClassOf, useLiveBinding } from '../../hub-client/live-binding';
import { LiveText } from '../../hub-client/live-text';
import { useSignalSelector } from '../../hub-client/use-signal-selector';
import { useTopicEntry } from '../../hub-client/use-topic';
import type { AgentState } from '../../protocol/events';
import { nowSignal } from '../../ui/use-now';
import { useServerNames } from '../../ui/use-server-names';

/** An agent row's height (`.agent-row` min-height, border included); rows are measured once drawn. */
const ROW_HEIGHT_ESTIMATE_PX = 44;
/**
 * Rows drawn beyond the visible ones on each side: scrolling a few rows shows drawn rows at
 * once, and a business process of a usual size (tens of agents) is drawn whole.
 */
const OVERSCAN_ROWS = 20;

/** The nearest ancestor that scrolls (the card's tab panel): the list scrolls with it, under the toolbar. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/** Where the list starts inside its scrolling ancestor's content. */
function offsetWithin(list: HTMLElement, scroller: HTMLElement): number {
  return (
    list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
  );
}

/**
 * The Agents tab's list, virtualised: a business process may have thousands of agents, and
 * only the rows in (or near) view are in the page. The list scrolls with the tab panel, so the
 * rows not drawn are stood for by padding above and below the drawn ones.
 */
export function AgentsList(props: {
  agents: readonly AgentsTabAgent[];
  label: string;
  timeZone: string;
  onMenu: (event: MouseEvent, agent: AgentsTabAgent) => void;
}) {
  const { agents } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const scrollerRef = useRef<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // the toolbar and filters above the list may change height (a wrap, an error): follow them
  useEffect(() => {
    const list = listRef.current;
    const scroller = scrollerRef.current;
    const above = list?.parentElement;
    if (!list || !scroller || !above) return;
    const observer = new ResizeObserver(() => setScrollMargin(offsetWithin(list, scroller)));
    observer.observe(above);
    return () => observer.disconnect();
  }, []);

  // The build does not run the React Compiler; the virtualizer re-renders this list itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: agents.length,
    getScrollElement: () => {
      if (scrollerRef.current === null && listRef.current !== null)
        scrollerRef.current = scrollParentOf(listRef.current);
      return scrollerRef.current;
    },
    estimateSize: () => ROW_HEIGHT_ESTIMATE_PX,
    getItemKey: (index) => agents[index]?.agentId ?? index,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first === undefined ? 0 : first.start - scrollMargin;
  const paddingBottom =
    last === undefined ? 0 : Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin));

  return (
    <ul
      ref={listRef}
      className="agents-tab__list"
      aria-label={props.label}
      style={{ paddingTop, paddingBottom }}
    >
      {items.map((item) => {
        const agent = agents[item.index];
        if (agent === undefined) return null;
        return (
          <AgentRow
            key={item.key}
            agent={agent}
            index={item.index}
            count={agents.length}
            timeZone={props.timeZone}
            onMenu={props.onMenu}
            measure={virtualizer.measureElement}
          />
        );
      })}
    </ul>
  );
}

/**
 * One agent: renders when its row's structure changes (its state becomes known, the list moves
 * it), never for another agent's change and not for its own state or time in state: those, and
 * the avatar's colour, write the DOM from the agent's signal and the shared tick.
 */
const AVATAR_GROUP_CLASSES = (
  ['ready', 'busy', 'break', 'offline'] as const satisfies readonly AgentStateGroup[]
).map((group) => `agent-avatar--${group}`);

function writeAvatarGroup(element: HTMLElement, state: AgentState | undefined): void {
  setOneClassOf(element, AVATAR_GROUP_CLASSES, `agent-avatar--${agentStateGroup(state?.stateId)}`);
}

const isKnown = (value: unknown): boolean => value !== undefined;

const AgentRow = memo(function AgentRow({
  agent,
  index,
  count,
  timeZone,
  onMenu,
  measure,
}: {
  agent: AgentsTabAgent;
  index: number;
  count: number;
  timeZone: string;
  onMenu: (event: MouseEvent, agent: AgentsTabAgent) => void;
  measure: (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('supervisor');
  const names = useServerNames();
  const state = useTopicEntry('supervisedAgents')(agent.agentId);
  const known = useSignalSelector(state, isKnown);
  const avatarRef = useLiveBinding<HTMLSpanElement, AgentState | undefined>(
    state,
    writeAvatarGroup,
    { immediate: true },
  );
  const timeInState = useMemo(
    () =>
      computed(() => {
        const current = state.value;
        return current === undefined
          ? ''
          : formatDuration(Math.max(0, (nowSignal.value - current.since) / 1000));
      }),
    [state],
  );
  const expires =
    agent.temporary === null ? null : formatDateTime(agent.temporary.expiresAt, timeZone);
  return (
    <li
      ref={measure}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={count}
      className={`agent-row${agent.active ? '' : ' agent-row--inactive'}`}
      onContextMenu={(e) => onMenu(e, agent)}
      data-testid={`agent-row-${agent.agentId}`}
    >
      <span ref={avatarRef} className="agent-avatar" aria-hidden="true">
        {initialsOf(agent.agentName)}
      </span>
      <span className="agent-row__name">{agent.agentName}</span>
      <span className="agent-row__state" data-testid="agent-state">
        <LiveText
          source={state}
          immediate
          text={(s) => (s === undefined ? t('state.unknown') : names.state(s))}
        />
        {known && (
          <LiveText className="agent-row__time" source={timeInState} immediate text={String} />
        )}
      </span>
      {agent.temporary !== null && expires !== null && !isUnregistered(expires) && (
        <span
          className="agent-row__expiry"
          title={t(
            agent.temporary.active ? 'agents.temporarilyActive' : 'agents.temporarilyInactive',
          )}
        >
          <TimerIcon />
          {t('agents.expires', { time: expires })}
        </span>
      )}
      <button
        type="button"
        className="button button-text agent-row__more"
        aria-label={t('menu.label', { name: agent.agentName })}
        onClick={(e) => onMenu(e, agent)}
      >
        ⋯
      </button>
    </li>
  );
});

/** The timer icon of a temporary assignment (an SVG: not every kiosk font has a clock glyph). */
function TimerIcon() {
  return (
    <svg
      className="timer-icon"
      viewBox="0 0 16 16"
      width="13"
      height="13"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M8 5.5V9l2.2 1.6M6 1.5h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
