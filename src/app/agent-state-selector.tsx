import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../domain/format';
import type { AgentState } from '../protocol/events';
import { useHub } from '../hub-client/use-hub';
import { useTopicValue } from '../hub-client/use-topic';
import { useNow } from '../ui/use-now';

/** States an agent chooses for themself (agent-desktop §4); the others the system sets. */
const CHOOSABLE = ['ready', 'backoffice', 'outgoing', 'offline'] as const;

interface BreakType {
  id: string;
  name: string;
}

const valueOf = (state: Pick<AgentState, 'stateId' | 'breakTypeId'>) =>
  state.stateId === 'break' && state.breakTypeId ? `break:${state.breakTypeId}` : state.stateId;

/** The agent's own state, with time in state, and the choice of a new one. */
export function AgentStateSelector({ agentId }: { agentId: string }) {
  const { t } = useTranslation('common');
  const { request } = useHub();
  const own = useTopicValue('ownAgent');
  const now = useNow();
  const [breakTypes, setBreakTypes] = useState<BreakType[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void request<BreakType[]>({ method: 'GET', path: '/reference/break/type/all' }).then((result) => {
      if (live && result.ok && Array.isArray(result.value)) setBreakTypes(result.value);
    });
    return () => {
      live = false;
    };
  }, [request]);

  async function choose(value: string): Promise<void> {
    const [stateId, breakTypeId] = value.startsWith('break:') ? ['break', value.slice(6)] : [value, undefined];
    const result = await request({ method: 'PUT', path: `/agent/${encodeURIComponent(agentId)}/state`, body: { stateId, ...(breakTypeId ? { breakTypeId } : {}) } });
    setError(result.ok ? null : t('agentState.failed', { message: result.error.message ?? result.error.code }));
  }

  const current = own ? valueOf(own) : '';
  const choosable = new Set<string>([...CHOOSABLE, ...breakTypes.map((b) => `break:${b.id}`)]);
  return (
    <div className="agent-state">
      <label className="agent-state__label">
        <span className="visually-hidden">{t('agentState.label')}</span>
        <select value={current} onChange={(event) => void choose(event.target.value)} disabled={!own} data-testid="agent-state">
          {own && !choosable.has(current) && (
            <option value={current} disabled>
              {own.stateName}
            </option>
          )}
          {!own && <option value="">{t('agentState.unknown')}</option>}
          <option value="ready">{t('agentState.states.ready')}</option>
          {breakTypes.map((b) => (
            <option key={b.id} value={`break:${b.id}`}>
              {t('agentState.breakOf', { name: b.name })}
            </option>
          ))}
          {CHOOSABLE.filter((s) => s !== 'ready').map((s) => (
            <option key={s} value={s}>
              {t(`agentState.states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {own && (
        <span className="agent-state__time" title={t('agentState.timeInState')}>
          {formatDuration(Math.max(0, (now - own.since) / 1000))}
        </span>
      )}
      {error && (
        <span role="alert" className="agent-state__error">
          {error}
        </span>
      )}
    </div>
  );
}
