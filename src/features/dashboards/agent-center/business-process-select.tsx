import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessProcessOption } from '../../../domain/agent-queue-cards';

/**
 * The business-process selector of a queue card. A card fixed to one business process shows
 * it disabled (supervisor-dashboards §2).
 */
export function BusinessProcessSelect(props: {
  options: readonly BusinessProcessOption[];
  value: string | null;
  fixed: boolean;
  onChange: (businessProcessId: string) => void;
}) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('agentCenter.businessProcess')}
      </label>
      <select
        id={id}
        className="agent-select"
        value={props.value ?? ''}
        disabled={props.fixed || props.options.length === 0}
        title={props.fixed ? t('agentCenter.fixedCard') : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.value === null && <option value="">{t('agentCenter.noBusinessProcess')}</option>}
        {props.options.map((bp) => (
          <option key={bp.id} value={bp.id}>
            {bp.name}
          </option>
        ))}
      </select>
    </>
  );
}
