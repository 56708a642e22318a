import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agentStateGroup } from '../../domain/agent-state';
import {
  AGENT_SORTS,
  AGENT_STATE_FILTERS,
  assignmentCandidates,
  initialsOf,
  visibleAgents,
  type AgentSort,
  type AgentStateFilter,
  type AgentsTabRow,
  type AssignmentFilter,
} from '../../domain/agents-tab';
import { formatDateTime, formatDuration, isUnregistered } from '../../domain/format';
import { useHubConnection } from '../../hub-client/hub-context';
import { useHub } from '../../hub-client/use-hub';
import { useTopicKeys, useTopicSubscription, useTopicValue } from '../../hub-client/use-topic';
import type { AssignmentChangeResult } from '../../protocol/supervision-api';
import { AgentContextMenu } from '../../ui/agent-context-menu';
import { Portal } from '../../ui/portal';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { useNow } from '../../ui/use-now';
import { AssignmentDialog, type AssignmentCandidate } from './assignment-dialog';
import { ExpirationDialog } from './expiration-dialog';
import { useAssignments } from './use-assignments';

type Dialog =
  | { kind: 'permanent' }
  | { kind: 'temporaryAssign' }
  | { kind: 'temporaryRemove' }
  | { kind: 'expiration' }
  | { kind: 'reset' };

/**
 * Agents tab of a monitoring card (supervisor-dashboards §2): the business process's agents
 * with state and time in state, search, state and assignment filters, sorting, temporary
 * assignments and their expiration, and a right-click menu per agent.
 */
export function AgentsTab({
  businessProcessId,
  notify,
  presetStates = [],
}: {
  businessProcessId: string;
  notify: (message: string) => void;
  /** State filters to start with (the card's agent-states summary bar sets one). */
  presetStates?: readonly AgentStateFilter[];
}) {
  const { t } = useTranslation('supervisor');
  const { request } = useHub();
  const { store } = useHubConnection();
  const session = useTopicValue('session');
  const supervisorId = session?.name === 'active' ? session.user.userId : '';
  const { rows: assignments, error } = useAssignments(businessProcessId);
  const agentIds = useTopicKeys('agentStatistics');
  // the state filter reads every agent's state, also of agents no row shows yet (a preset filter
  // may hide them all): the tab holds the topic itself rather than through its rows
  useTopicSubscription('supervisedAgents');
  const now = useNow();
  const timeZone = useAppTimeZone();
  const [search, setSearch] = useState('');
  const [states, setStates] = useState<ReadonlySet<AgentStateFilter>>(() => new Set(presetStates));
  const [assignment, setAssignment] = useState<AssignmentFilter>('all');
  const [sort, setSort] = useState<AgentSort>('az');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [menu, setMenu] = useState<{
    agentId: string;
    agentName: string;
    x: number;
    y: number;
  } | null>(null);
  const ids = { search: useId(), sort: useId(), assignment: useId() };

  // states change every second somewhere: the list re-filters on the shared tick, reading each
  // agent's state without subscribing the whole tab to every change
  const rows: AgentsTabRow[] = useMemo(
    () =>
      (assignments ?? []).map((a) => ({
        agentId: a.agentId,
        agentName: a.agentName,
        stateId: store.entry('supervisedAgents', a.agentId).peek()?.stateId ?? null,
        active: a.active,
        temporary: a.temporary,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` re-reads the states once a second
    [assignments, store, now],
  );
  const shown = visibleAgents(rows, { search, states, assignment }, sort);
  const temporary = (assignments ?? []).filter((a) => a.temporary !== null);

  /** Every supervised agent by name: a temporary assignment may add one who is not on this business process yet. */
  const everyone: AgentsTabRow[] = useMemo(() => {
    const known = new Map(rows.map((r) => [r.agentId, r]));
    return agentIds.map(
      (id) =>
        known.get(id) ?? {
          agentId: id,
          agentName: store.entry('agentStatistics', id).peek()?.agentName ?? id,
          stateId: null,
          active: false,
          temporary: null,
        },
    );
  }, [agentIds, rows, store]);

  const change = useCallback(
    async (path: string, body: unknown, success: string): Promise<string | null> => {
      const result = await request<AssignmentChangeResult>({
        method: 'POST',
        path: `/businessProcess/${encodeURIComponent(businessProcessId)}/assignments/${path}`,
        body,
      });
      if (!result.ok) return result.error.message ?? result.error.code;
      setDialog(null);
      notify(success);
      return null;
    },
    [request, businessProcessId, notify],
  );

  const toggleState = (s: AgentStateFilter) => {
    const next = new Set(states);
    if (next.has(s)) next.delete(s);
    else next.add(s);
    setStates(next);
  };

  const openMenu = (event: MouseEvent, row: AgentsTabRow) => {
    event.preventDefault();
    setMenu({ agentId: row.agentId, agentName: row.agentName, x: event.clientX, y: event.clientY });
  };

  const candidates = (list: AgentsTabRow[]): AssignmentCandidate[] =>
    list.map((r) => ({ agentId: r.agentId, agentName: r.agentName }));

  return (
    <div className="agents-tab">
      <div className="agents-tab__toolbar" role="toolbar" aria-label={t('agents.toolbar')}>
        <button
          type="button"
          className="button button-outline"
          onClick={() => setDialog({ kind: 'permanent' })}
        >
          {t('agents.assignments')}
        </button>
        <button
          type="button"
          className="button button-outline"
          onClick={() => setDialog({ kind: 'temporaryAssign' })}
        >
          {t('agents.temporaryAssign')}
        </button>
        <button
          type="button"
          className="button button-outline"
          onClick={() => setDialog({ kind: 'temporaryRemove' })}
        >
          {t('agents.temporaryRemove')}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={temporary.length === 0}
          onClick={() => setDialog({ kind: 'expiration' })}
        >
          {t('agents.newExpiration')}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={temporary.length === 0}
          onClick={() => setDialog({ kind: 'reset' })}
        >
          {t('agents.reset')}
        </button>
      </div>
      <div className="agents-tab__filters">
        <label htmlFor={ids.search} className="visually-hidden">
          {t('agents.search')}
        </label>
        <input
          id={ids.search}
          type="search"
          placeholder={t('agents.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <fieldset className="agents-tab__chips">
          <legend className="visually-hidden">{t('agents.stateFilter')}</legend>
          {AGENT_STATE_FILTERS.map((s) => (
            <button
              key={s}
              type="button"
              className="chip"
              aria-pressed={states.has(s)}
              onClick={() => toggleState(s)}
            >
              {t(`group.${s}`)}
            </button>
          ))}
        </fieldset>
        <label htmlFor={ids.assignment} className="visually-hidden">
          {t('agents.assignmentFilter')}
        </label>
        <select
          id={ids.assignment}
          value={assignment}
          onChange={(e) => setAssignment(e.target.value as AssignmentFilter)}
        >
          <option value="all">{t('agents.assignment.all')}</option>
          <option value="active">{t('agents.assignment.active')}</option>
          <option value="inactive">{t('agents.assignment.inactive')}</option>
        </select>
        <label htmlFor={ids.sort} className="visually-hidden">
          {t('agents.sort')}
        </label>
        <select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value as AgentSort)}>
          {AGENT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`agents.sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {error !== null && (
        <p role="alert" className="message message-error">
          {error}
        </p>
      )}
      {assignments === null && error === null ? (
        <p role="status">{t('menu.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="empty-text">{t('agents.empty')}</p>
      ) : (
        <ul className="agents-tab__list" aria-label={t('agents.list')}>
          {shown.map((row) => (
            <AgentRow
              key={row.agentId}
              row={row}
              now={now}
              timeZone={timeZone}
              onMenu={(e) => openMenu(e, row)}
            />
          ))}
        </ul>
      )}
      {menu !== null && (
        <AgentContextMenu
          agentId={menu.agentId}
          agentName={menu.agentName}
          supervisorId={supervisorId}
          position={{ x: menu.x, y: menu.y }}
          onClose={() => setMenu(null)}
          onDone={notify}
        />
      )}
      {dialog?.kind === 'permanent' && (
        <PermanentDialog
          rows={everyone}
          onCancel={() => setDialog(null)}
          onApply={(action, agentIds) =>
            change(
              action === 'assign' ? 'activate' : 'deactivate',
              { agentIds },
              t('done.assigned', { count: agentIds.length }),
            )
          }
        />
      )}
      {(dialog?.kind === 'temporaryAssign' || dialog?.kind === 'temporaryRemove') && (
        <AssignmentDialog
          title={t(
            dialog.kind === 'temporaryAssign' ? 'agents.temporaryAssign' : 'agents.temporaryRemove',
          )}
          candidates={candidates(
            assignmentCandidates(everyone, dialog.kind === 'temporaryAssign' ? 'assign' : 'remove'),
          )}
          temporary
          applyLabel={t(dialog.kind === 'temporaryAssign' ? 'agents.assign' : 'agents.remove')}
          onCancel={() => setDialog(null)}
          onApply={(agentIds, duration) =>
            change(
              dialog.kind === 'temporaryAssign' ? 'activate' : 'deactivate',
              { agentIds, duration },
              t('done.temporary', { count: agentIds.length, hours: duration }),
            )
          }
        />
      )}
      {dialog?.kind === 'expiration' && (
        <ExpirationDialog
          temporary={temporary}
          now={now}
          timeZone={timeZone}
          onCancel={() => setDialog(null)}
          onApply={(expiration) => change('expiration', { expiration }, t('done.expiration'))}
        />
      )}
      {dialog?.kind === 'reset' && (
        <Portal>
          <div className="dialog-backdrop">
            <div
              role="alertdialog"
              aria-modal="true"
              aria-labelledby="reset-title"
              aria-describedby="reset-text"
              className="dialog"
              style={{ maxWidth: 420 }}
            >
              <h2 id="reset-title">{t('reset.title')}</h2>
              <p id="reset-text">{t('reset.text', { count: temporary.length })}</p>
              <div className="dialog__actions">
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => setDialog(null)}
                >
                  {t('cancel')}
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() =>
                    void change('expiration', { expirationMinutes: 0 }, t('done.reset'))
                  }
                >
                  {t('reset.confirm')}
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  );
}

function AgentRow({
  row,
  now,
  timeZone,
  onMenu,
}: {
  row: AgentsTabRow;
  now: number;
  timeZone: string;
  onMenu: (e: MouseEvent) => void;
}) {
  const { t } = useTranslation('supervisor');
  const state = useTopicValue('supervisedAgents', row.agentId);
  const group = agentStateGroup(state?.stateId);
  const expires = row.temporary === null ? null : formatDateTime(row.temporary.expiresAt, timeZone);
  return (
    <li
      className={`agent-row${row.active ? '' : ' agent-row--inactive'}`}
      onContextMenu={onMenu}
      data-testid={`agent-row-${row.agentId}`}
    >
      <span className={`agent-avatar agent-avatar--${group}`} aria-hidden="true">
        {initialsOf(row.agentName)}
      </span>
      <span className="agent-row__name">{row.agentName}</span>
      <span className="agent-row__state" data-testid="agent-state">
        {state === undefined ? t('state.unknown') : state.stateName}
        {state !== undefined && (
          <span className="agent-row__time">
            {formatDuration(Math.max(0, (now - state.since) / 1000))}
          </span>
        )}
      </span>
      {row.temporary !== null && expires !== null && !isUnregistered(expires) && (
        <span
          className="agent-row__expiry"
          title={t(
            row.temporary.active ? 'agents.temporarilyActive' : 'agents.temporarilyInactive',
          )}
        >
          <TimerIcon />
          {t('agents.expires', { time: expires })}
        </span>
      )}
      <button
        type="button"
        className="button button-text agent-row__more"
        aria-label={t('menu.label', { name: row.agentName })}
        onClick={(e) => onMenu(e)}
      >
        ⋯
      </button>
    </li>
  );
}

/** The Assignments button: a permanent assign or removal, no duration. */
function PermanentDialog(props: {
  rows: AgentsTabRow[];
  onCancel: () => void;
  onApply: (action: 'assign' | 'remove', agentIds: string[]) => Promise<string | null>;
}) {
  const { t } = useTranslation('supervisor');
  const [action, setAction] = useState<'assign' | 'remove'>('assign');
  return (
    <AssignmentDialog
      key={action}
      title={t('agents.assignments')}
      extra={
        <div className="segmented" role="radiogroup" aria-label={t('agents.action')}>
          {(['assign', 'remove'] as const).map((a) => (
            <button
              key={a}
              type="button"
              role="radio"
              aria-checked={action === a}
              className="chip"
              onClick={() => setAction(a)}
            >
              {t(`agents.${a}`)}
            </button>
          ))}
        </div>
      }
      candidates={assignmentCandidates(props.rows, action).map((r) => ({
        agentId: r.agentId,
        agentName: r.agentName,
      }))}
      temporary={false}
      applyLabel={t(action === 'assign' ? 'agents.assign' : 'agents.remove')}
      onCancel={props.onCancel}
      onApply={(agentIds) => props.onApply(action, agentIds)}
    />
  );
}

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
