import { useTranslation } from 'react-i18next';
import { useTopicValue } from '../../hub-client/use-topic';
import { PlaceholderScreen } from '../../ui/placeholder-screen';
import { roleOf } from '../../ui/user-role';
import { SupervisorCenter } from './supervisor-center';

/**
 * Route named Dashboards: the supervisor information center for supervisors with the
 * supervisor features flag on, otherwise the agent information center
 * (supervisor-dashboards §2).
 */
export function DashboardsScreen() {
  const { t } = useTranslation(['dashboards', 'common']);
  const session = useTopicValue('session');
  const user = session?.name === 'active' ? session.user : null;
  if (user !== null && user.isSupervisor && user.supervisorFeatures) return <SupervisorCenter />;
  return (
    <PlaceholderScreen title={t('title')}>
      {user && (
        <p className="screen-lead">
          {t('signedInAs', {
            name: user.displayName,
            role: t(`common:header.role.${roleOf(user)}`),
          })}
        </p>
      )}
      <p>{t('comingWithAgent')}</p>
    </PlaceholderScreen>
  );
}
