import { useTranslation } from 'react-i18next';

/** Shown in place of a value while its counter is not known yet (supervisor-dashboards §4). */
export function Spinner() {
  const { t } = useTranslation('dashboards');
  return (
    <span className="agent-spinner" role="status" aria-label={t('agentCenter.waitingForData')} />
  );
}
