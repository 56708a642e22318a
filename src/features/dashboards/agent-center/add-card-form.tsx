import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_CARD_TYPES,
  canCreateCard,
  supportsBusinessProcess,
  type AgentCardType,
} from '../../../domain/agent-dashboard';
import type { BusinessProcessOption } from '../../../domain/agent-queue-cards';

const CARD_TYPES = Object.keys(AGENT_CARD_TYPES) as AgentCardType[];

/**
 * Tab 2 of the setup dialog: a card type and, for the card types that have a selector, an
 * optional business process to fix the card to (supervisor-dashboards §5 "Add card").
 */
export function AddCardForm(props: {
  /** Business processes a card of the type may show. */
  optionsFor: (type: AgentCardType) => readonly BusinessProcessOption[];
  onDiscard: () => void;
  onCreate: (type: AgentCardType, businessProcessId: string | null) => void;
}) {
  const { t } = useTranslation('dashboards');
  const typeId = useId();
  const bpId = useId();
  const [type, setType] = useState<AgentCardType | null>(null);
  const [businessProcessId, setBusinessProcessId] = useState('');
  const withSelector = type !== null && supportsBusinessProcess(type);
  const options = type === null ? [] : props.optionsFor(type);
  return (
    <div className="agent-add-card">
      <div className="field">
        <label htmlFor={typeId}>{t('agentCenter.setup.cardType')}</label>
        <select
          id={typeId}
          className="agent-select agent-select--block"
          value={type ?? ''}
          onChange={(e) => {
            setType(CARD_TYPES.find((c) => c === e.target.value) ?? null);
            setBusinessProcessId('');
          }}
        >
          <option value="">{t('agentCenter.setup.chooseCardType')}</option>
          {CARD_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(`agentCenter.cardTypes.${c}`)}
            </option>
          ))}
        </select>
      </div>
      {withSelector && (
        <div className="field">
          <label htmlFor={bpId}>{t('agentCenter.setup.businessProcess')}</label>
          <select
            id={bpId}
            className="agent-select agent-select--block"
            value={businessProcessId}
            onChange={(e) => setBusinessProcessId(e.target.value)}
          >
            <option value="">{t('agentCenter.setup.anyBusinessProcess')}</option>
            {options.map((bp) => (
              <option key={bp.id} value={bp.id}>
                {bp.name}
              </option>
            ))}
          </select>
          <p className="agent-add-card__hint">{t('agentCenter.setup.fixedHint')}</p>
        </div>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button-outline" onClick={props.onDiscard}>
          {t('agentCenter.setup.discard')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!canCreateCard(type)}
          onClick={() => {
            if (canCreateCard(type))
              props.onCreate(
                type,
                withSelector && businessProcessId !== '' ? businessProcessId : null,
              );
          }}
        >
          {t('agentCenter.setup.create')}
        </button>
      </div>
    </div>
  );
}
