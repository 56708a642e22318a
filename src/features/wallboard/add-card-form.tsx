import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEDIA_DIMENSIONS,
  WALLBOARD_CARD_TYPES,
  type MediaDimension,
  type WallboardCard,
  type WallboardCardType,
} from '../../domain/wallboard';
import type { NamedId } from '../../domain/wallboard-rotation';
import { useServerNames } from '../../ui/use-server-names';

const ALL = '';

/**
 * Adds a card: a business-process card with its business process (or all of them, one slide
 * each), or an agents card with a media dimension and, optionally, the agents it shows.
 */
export function AddCardForm(props: {
  businessProcesses: readonly NamedId[];
  agents: readonly NamedId[];
  disabled: boolean;
  onAdd: (card: WallboardCard) => void;
}) {
  const { t } = useTranslation('wallboard');
  const names = useServerNames();
  const ids = { type: useId(), bp: useId(), dimension: useId(), agents: useId() };
  const [type, setType] = useState<WallboardCardType>('businessProcess');
  const [businessProcessId, setBusinessProcessId] = useState(ALL);
  const [dimension, setDimension] = useState<MediaDimension | typeof ALL>(ALL);
  const [agentIds, setAgentIds] = useState<ReadonlySet<string>>(new Set());

  function add(): void {
    if (type === 'businessProcess') {
      props.onAdd({
        type,
        businessProcessIds: businessProcessId === ALL ? [] : [businessProcessId],
      });
    } else {
      props.onAdd({ type, agentIds: [...agentIds], ...(dimension === ALL ? {} : { dimension }) });
      setAgentIds(new Set());
    }
  }

  function toggleAgent(id: string): void {
    const next = new Set(agentIds);
    if (!next.delete(id)) next.add(id);
    setAgentIds(next);
  }

  return (
    <fieldset className="wallboard-editor__add">
      <legend>{t('editor.addCard')}</legend>
      <div className="wallboard-editor__row">
        <label htmlFor={ids.type}>{t('editor.cardType')}</label>
        <select
          id={ids.type}
          value={type}
          onChange={(e) => setType(e.target.value as WallboardCardType)}
        >
          {WALLBOARD_CARD_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`cardTypes.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {type === 'businessProcess' ? (
        <div className="wallboard-editor__row">
          <label htmlFor={ids.bp}>{t('editor.businessProcess')}</label>
          <select
            id={ids.bp}
            value={businessProcessId}
            onChange={(e) => setBusinessProcessId(e.target.value)}
          >
            <option value={ALL}>{t('editor.allBusinessProcesses')}</option>
            {props.businessProcesses.map((bp) => (
              <option key={bp.id} value={bp.id}>
                {bp.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <>
          <div className="wallboard-editor__row">
            <label htmlFor={ids.dimension}>{t('editor.dimension')}</label>
            <select
              id={ids.dimension}
              value={dimension}
              onChange={(e) => setDimension(e.target.value as MediaDimension | typeof ALL)}
            >
              <option value={ALL}>{t('agents.allMedia')}</option>
              {MEDIA_DIMENSIONS.map((option) => (
                <option key={option} value={option}>
                  {names.media(option)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="wallboard-editor__agents" aria-describedby={ids.agents}>
            <legend>{t('editor.agents')}</legend>
            <p id={ids.agents} className="wallboard-editor__hint">
              {t('editor.agentsHint', { count: agentIds.size })}
            </p>
            <ul>
              {props.agents.map((agent) => (
                <li key={agent.id}>
                  <label className="wallboard-editor__choice">
                    <input
                      type="checkbox"
                      checked={agentIds.has(agent.id)}
                      onChange={() => toggleAgent(agent.id)}
                    />
                    {agent.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </>
      )}
      <button
        type="button"
        className="button button-outline"
        onClick={add}
        disabled={props.disabled}
      >
        {t('editor.add')}
      </button>
    </fieldset>
  );
}
