import { useTranslation } from 'react-i18next';
import { HEALTH_STATUS_NAMES, type HealthStatus } from '../../domain/health';

const ICONS = { good: '✓', warning: '!', danger: '✕' } as const;

/** Health by icon and text as well as colour. */
export function HealthBadge({ status }: { status: HealthStatus | null }) {
  const { t } = useTranslation('dashboards');
  const name = status === null ? null : HEALTH_STATUS_NAMES[status];
  return (
    <span className={`health-badge health-badge--${name ?? 'unknown'}`}>
      <span aria-hidden="true" className="health-badge__icon">
        {name ? ICONS[name] : '…'}
      </span>
      {t(`health.${name ?? 'unknown'}`)}
    </span>
  );
}
