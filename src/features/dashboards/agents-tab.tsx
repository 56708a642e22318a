import type { BodyOf } from '../../protocol/endpoint';
import type { Endpoints } from '../../protocol/endpoints';
import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_SORTS,
  AGENT_STATE_FILTERS,
  arrangeByState,
  assignmentCandidates,
  filterAgents,
  sortAgentsByName,
  type AgentSort,
  type AgentStateFilter,
  type AgentsTabAgent,
  type AssignmentFilter,
} from '../../domain/agents-tab';
import { useHubConnection } from '../../hub-client/hub-context';
import { useHub } from '../../hub-client/use-hub';
import { useTopicKeys, useTopicSubscription, useTopicValue } from '../../hub-client/use-topic';
import { AgentContextMenu } from '../../ui/agent-context-menu';
import { Portal } from '../../ui/portal';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { useNow } from '../../ui/use-now';
import { AgentsList } from './agents-list';
import { AssignmentDialog, type AssignmentCandidate } from './assignment-dialog';
import { ExpirationDialog } from './expiration-dialog';
import { useHubRead } from '../../hub-client/use-hub-read';
import { DialogFrame } from '../../ui/dialog-frame';
import { DialogActions } from '../../ui/dialog-actions';

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

/** One assignment change of §7, with the body its endpoint takes. */
type AssignmentAction =
  | { name: 'activate' | 'deactivate'; body: BodyOf<Endpoints['assignmentsActivate']> }
  | { name: 'expiration'; body: BodyOf<Endpoints['assignmentsExpiration']> };
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
  const { call } = useHub();
  const { store } = useHubConnection();
  const session = useTopicValue('session');
  const supervisorId = session?.name === 'active' ? session.user.userId : '';
  const businessProcessName =
    useTopicValue('businessProcessStatistics', businessProcessId)?.businessProcessName ?? '';
  // read again by the hub whenever the assignments change (this supervisor's action or anyone else's)
  const { state: assignmentsRead } = useHubRead({
    name: 'assignments',
    params: { id: businessProcessId },
  });
  const assignments =
    assignmentsRead.status === 'ready' && Array.isArray(assignmentsRead.value)
      ? assignmentsRead.value
      : null;
  const error = assignmentsRead.status === 'failed' ? assignmentsRead.message : null;
  const agentIds = useTopicKeys('agentNames');
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

  // The agents in name order, once per change of the list; the search and assignment filters
  // once per change of those. A business process may have thousands of agents: none of this
  // runs again when states change.
  const byName = useMemo(
    () =>
      sortAgentsByName<AgentsTabAgent>(
        (assignments ?? []).map((a) => ({
          agentId: a.agentId,
          agentName: a.agentName,
          active: a.active,
          temporary: a.temporary,
        })),
      ),
    [assignments],
  );
  const filtered = useMemo(
    () => filterAgents(byName, search, assignment),
    [byName, search, assignment],
  );
  // states change every second somewhere: a state filter or the by-state sort re-reads them on
  // the shared tick, without subscribing the whole tab to every change
  const shown = useMemo(
    () =>
      arrangeByState(
        filtered,
        states,
        sort,
        (agent) => store.peek('supervisedAgents', agent.agentId)?.stateId,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` re-reads the states once a second
    [filtered, states, sort, store, now],
  );
  const temporary = useMemo(
    () => (assignments ?? []).filter((a) => a.temporary !== null),
    [assignments],
  );

  /** Every supervised agent by name: a temporary assignment may add one who is not on this business process yet. */
  const everyone: AgentsTabAgent[] = useMemo(() => {
    const known = new Map(byName.map((r) => [r.agentId, r]));
    return agentIds.map(
      (id) =>
        known.get(id) ?? {
          agentId: id,
          agentName: store.peek('agentNames', id)?.agentName ?? id,
          active: false,
          temporary: null,
        },
    );
  }, [agentIds, byName, store]);

  const change = useCallback(
    async (action: AssignmentAction, success: string, failure: string): Promise<string | null> => {
      const params = { id: businessProcessId };
      const result =
        action.name === 'expiration'
          ? await call('assignmentsExpiration', { params, body: action.body })
          : await call(
              action.name === 'activate' ? 'assignmentsActivate' : 'assignmentsDeactivate',
              { params, body: action.body },
            );
      if (!result.ok) {
        // the §8 snackbar names what failed; the dialog stays open with the server's reason
        notify(failure);
        return result.error.message ?? result.error.code;
      }
      setDialog(null);
      notify(success);
      return null;
    },
    [call, businessProcessId, notify],
  );

  const toggleState = (s: AgentStateFilter) => {
    const next = new Set(states);
    if (next.has(s)) next.delete(s);
    else next.add(s);
    setStates(next);
  };

  const openMenu = useCallback((event: MouseEvent, agent: AgentsTabAgent) => {
    event.preventDefault();
    setMenu({
      agentId: agent.agentId,
      agentName: agent.agentName,
      x: event.clientX,
      y: event.clientY,
    });
  }, []);

  const candidates = (list: readonly AgentsTabAgent[]): AssignmentCandidate[] =>
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
        <AgentsList agents={shown} label={t('agents.list')} timeZone={timeZone} onMenu={openMenu} />
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
              { name: action === 'assign' ? 'activate' : 'deactivate', body: { agentIds } },
              t('done.assigned', { count: agentIds.length }),
              t(action === 'assign' ? 'errors.activate' : 'errors.deactivate'),
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
              {
                name: dialog.kind === 'temporaryAssign' ? 'activate' : 'deactivate',
                body: { agentIds, ...(duration === null ? {} : { duration }) },
              },
              // supervisor-dashboards §8, verbatim
              t(
                dialog.kind === 'temporaryAssign'
                  ? 'done.temporaryActivated'
                  : 'done.temporaryDeactivated',
                { businessProcessName },
              ),
              t(dialog.kind === 'temporaryAssign' ? 'errors.activate' : 'errors.deactivate'),
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
          onApply={(expiration) =>
            change(
              { name: 'expiration', body: { expiration } },
              t('done.expirationUpdated'),
              t('errors.expiration'),
            )
          }
        />
      )}
      {dialog?.kind === 'reset' && (
        <Portal>
          <DialogFrame
            title={t('reset.title')}
            alert
            describedBy="reset-text"
            className="dialog"
            style={{ maxWidth: 420 }}
            onClose={() => setDialog(null)}
          >
            <p id="reset-text">{t('reset.text', { count: temporary.length })}</p>
            <DialogActions
              cancelLabel={t('cancel')}
              onCancel={() => setDialog(null)}
              primaryLabel={t('reset.confirm')}
              onPrimary={() =>
                void change(
                  { name: 'expiration', body: { expirationMinutes: 0 } },
                  t('done.temporaryReset', { businessProcessName }),
                  t('errors.reset'),
                )
              }
            />
          </DialogFrame>
        </Portal>
      )}
    </div>
  );
}

/** The Assignments button: a permanent assign or removal, no duration. */
function PermanentDialog(props: {
  rows: readonly AgentsTabAgent[];
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
