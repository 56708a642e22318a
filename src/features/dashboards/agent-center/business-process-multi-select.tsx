import { useTranslation } from 'react-i18next';
import type { BusinessProcessOption } from '../../../domain/agent-queue-cards';

/** Multi-select of business processes: a disclosure listing a checkbox per business process, plus all. */
export function BusinessProcessMultiSelect(props: {
  options: readonly BusinessProcessOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('dashboards');
  const all = props.options.length > 0 && props.selected.length === props.options.length;
  const toggle = (id: string, on: boolean) =>
    props.onChange(
      props.options
        .filter((bp) => (bp.id === id ? on : props.selected.includes(bp.id)))
        .map((bp) => bp.id),
    );
  return (
    <details className="agent-multi">
      <summary className="agent-select">
        <span className="visually-hidden">{t('agentCenter.bpSummary.businessProcesses')}: </span>
        {all
          ? t('agentCenter.bpSummary.allCount', { total: props.options.length })
          : t('agentCenter.bpSummary.selected', {
              chosen: props.selected.length,
              total: props.options.length,
            })}
      </summary>
      <fieldset className="agent-multi__list">
        <legend className="visually-hidden">{t('agentCenter.bpSummary.businessProcesses')}</legend>
        <label className="agent-multi__option agent-multi__option--all">
          <input
            type="checkbox"
            checked={all}
            onChange={(e) =>
              props.onChange(e.target.checked ? props.options.map((bp) => bp.id) : [])
            }
          />
          {t('agentCenter.bpSummary.all')}
        </label>
        {props.options.map((bp) => (
          <label key={bp.id} className="agent-multi__option">
            <input
              type="checkbox"
              checked={props.selected.includes(bp.id)}
              onChange={(e) => toggle(bp.id, e.target.checked)}
            />
            {bp.name}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
