import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agentStateGroup } from '../../domain/agent-state';
import { formatDuration } from '../../domain/format';
import { useHubConnection } from '../../hub-client/hub-context';
import { useTopicKeys, useTopicValue } from '../../hub-client/use-topic';
import { AgentContextMenu } from '../../ui/agent-context-menu';
import { useNow } from '../../ui/use-now';
import { useServerNames } from '../../ui/use-server-names';

interface Menu {
  agentId: string;
  agentName: string;
  x: number;
  y: number;
}

/**
 * Every supervised agent with state and time in state (live from the hub), found by name;
 * right-click or the row's button opens the shared agent menu (state, load allowance, monitor).
 */
export function SupervisedAgents({
  supervisorId,
  notify,
}: {
  supervisorId: string;
  notify: (message: string) => void;
}) {
  const { t } = useTranslation('supervisor');
  const { store } = useHubConnection();
  const agentIds = useTopicKeys('supervisedAgents');
  // the names, not the statistics they come with: those change every second for every agent
  const named = useTopicKeys('agentNames');
  const now = useNow();
  const [search, setSearch] = useState('');
  const [menu, setMenu] = useState<Menu | null>(null);
  const ids = { title: useId(), search: useId() };

  const agents = useMemo(() => {
    const rows = agentIds
      .filter((id) => id !== supervisorId)
      .map((id) => ({
        agentId: id,
        agentName: store.peek('agentNames', id)?.agentName ?? id,
      }));
    return rows.sort((a, b) => a.agentName.localeCompare(b.agentName));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `named` changes when names arrive
  }, [agentIds, named, store, supervisorId]);
  const wanted = search.trim().toLowerCase();
  const shown =
    wanted === '' ? agents : agents.filter((a) => a.agentName.toLowerCase().includes(wanted));

  const open = (event: MouseEvent, agentId: string, agentName: string) => {
    event.preventDefault();
    setMenu({ agentId, agentName, x: event.clientX, y: event.clientY });
  };

  return (
    <section className="sup-card" aria-labelledby={ids.title}>
      <div className="sup-card__head">
        <h2 id={ids.title} className="sup-card__title">
          {t('area.agents')} <span className="sup-count">{shown.length}</span>
        </h2>
        <label htmlFor={ids.search} className="visually-hidden">
          {t('agents.search')}
        </label>
        <input
          id={ids.search}
          className="sup-input sup-card__search"
          type="search"
          placeholder={t('agents.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="sup-empty">{t('agents.empty')}</p>
      ) : (
        <ul className="sup-agents" aria-label={t('agents.list')}>
          {shown.map((a) => (
            <AgentLine
              key={a.agentId}
              agentId={a.agentId}
              agentName={a.agentName}
              now={now}
              onMenu={(event) => open(event, a.agentId, a.agentName)}
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
    </section>
  );
}

function AgentLine({
  agentId,
  agentName,
  now,
  onMenu,
}: {
  agentId: string;
  agentName: string;
  now: number;
  onMenu: (event: MouseEvent) => void;
}) {
  const { t } = useTranslation('supervisor');
  const names = useServerNames();
  const state = useTopicValue('supervisedAgents', agentId);
  const group = agentStateGroup(state?.stateId);
  const initials = agentName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <li className="sup-agent" onContextMenu={onMenu} data-testid={`supervised-agent-${agentId}`}>
      <span className={`sup-avatar sup-avatar--${group}`} aria-hidden="true">
        {initials}
      </span>
      <span className="sup-agent__name">{agentName}</span>
      <span className="sup-agent__state">
        {state === undefined ? t('state.unknown') : names.state(state)}
        {state !== undefined && (
          <span className="sup-agent__time">
            {formatDuration(Math.max(0, (now - state.since) / 1000))}
          </span>
        )}
        {state?.hasTelephonyInteraction === true && (
          <span className="sup-agent__call">{t('area.onCall')}</span>
        )}
      </span>
      <button
        type="button"
        className="button button-text sup-agent__more"
        aria-label={t('menu.label', { name: agentName })}
        onClick={(event) => onMenu(event)}
      >
        ⋯
      </button>
    </li>
  );
}
