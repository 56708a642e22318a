import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { businessProcessShown } from '../../../domain/agent-queue-cards';
import { AgentCard } from './agent-card';
import { BusinessProcessSelect } from './business-process-select';
import type { CardProps } from './card-props';
import { useBusinessProcesses } from './use-business-processes';

/**
 * A card about one business process: the selector (disabled when the card is fixed to one)
 * and the body for the business process shown, or a note when there is none to show.
 */
export function SingleProcessCard({
  card,
  onChange,
  title,
  assignedOnly = false,
  Body,
}: Pick<CardProps, 'card' | 'onChange'> & {
  title: string;
  /** Only the business processes assigned to the logged-in agent (queue summary). */
  assignedOnly?: boolean;
  Body: ComponentType<{ businessProcessId: string }>;
}) {
  const { t } = useTranslation('dashboards');
  const options = useBusinessProcesses(assignedOnly);
  const shown = businessProcessShown(card, options);
  return (
    <AgentCard
      cardId={card._id}
      type={card.componentName}
      title={title}
      controls={
        <BusinessProcessSelect
          options={options}
          value={shown}
          fixed={card.selectedBusinessProcessId !== null}
          onChange={(id) => onChange({ startBusinessProcessId: id })}
        />
      }
    >
      {shown === null ? (
        <p className="agent-card__note">{t('agentCenter.noBusinessProcessToShow')}</p>
      ) : (
        <Body businessProcessId={shown} />
      )}
    </AgentCard>
  );
}
