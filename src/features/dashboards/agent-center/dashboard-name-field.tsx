import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardNameError } from '../../../domain/dashboard-name';
import { DASHBOARD_NAME_MAX_LENGTH } from '../../../domain/supervisor-constants';

/**
 * The dashboard name with its character counter (n / 64) and the rule it breaks
 * (supervisor-dashboards §5). No maxLength: a pasted longer name shows the rule instead of
 * being cut silently.
 */
export function DashboardNameField({
  value,
  error,
  onChange,
  ref,
}: {
  value: string;
  error: DashboardNameError | null;
  onChange: (value: string) => void;
  ref: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const over = value.length > DASHBOARD_NAME_MAX_LENGTH;
  return (
    <div className="field agent-name-field">
      <label htmlFor={id}>{t('agentCenter.setup.name')}</label>
      <input
        id={id}
        ref={ref}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="agent-name-field__meta">
        <span
          id={`${id}-error`}
          className="agent-name-field__error"
          role={error ? 'alert' : undefined}
        >
          {error ? t(`agentCenter.${error}`) : ''}
        </span>
        <span
          id={`${id}-counter`}
          className={`agent-name-field__counter${over ? ' agent-name-field__counter--over' : ''}`}
        >
          {t('agentCenter.setup.counter', { length: value.length, max: DASHBOARD_NAME_MAX_LENGTH })}
        </span>
      </div>
    </div>
  );
}
