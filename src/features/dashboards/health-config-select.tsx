import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThresholdProfiles } from './use-threshold-profiles';
import { useServerNames } from '../../ui/use-server-names';

/**
 * The health configuration selector of the organized-data tab (supervisor-dashboards §2, §4):
 * which threshold profile judges this business process's health. Choosing one activates it on
 * the server (the previous one is deactivated); the card's health follows from the live topic.
 */
export function HealthConfigSelect({
  businessProcessId,
  notify,
}: {
  businessProcessId: string;
  notify: (message: string) => void;
}) {
  const { t } = useTranslation('dashboards');
  const names = useServerNames();
  const { profiles, select } = useThresholdProfiles(businessProcessId);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (profiles === null)
    return (
      <p role="status" className="health-config">
        {t('loading')}
      </p>
    );
  const active = profiles.find((p) => p.active) ?? profiles[0];
  return (
    <div className="health-config">
      <label htmlFor={id}>{t('healthConfig.label')}</label>
      <select
        id={id}
        value={active?._id ?? ''}
        disabled={busy}
        onChange={(event) => {
          const next = profiles.find((p) => p._id === event.target.value);
          if (!next) return;
          setBusy(true);
          void select(next).then((outcome) => {
            setBusy(false);
            notify(
              outcome.ok
                ? t('healthConfig.applied', { name: next.name })
                : t('healthConfig.failed', { reason: outcome.message }),
            );
          });
        }}
      >
        {profiles.map((p) => (
          <option key={p._id} value={p._id}>
            {names.profile(p.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
