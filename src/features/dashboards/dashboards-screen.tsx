import { useTranslation } from 'react-i18next';
import { useTopicValue } from '../../hub-client/use-topic';
import { PlaceholderScreen } from '../../ui/placeholder-screen';
import { roleOf } from '../../ui/user-role';

/**
 * Route named Dashboards: for now the signed-in user and which page variant will show
 * (supervisor information center for supervisors with the supervisor features flag on,
 * otherwise the agent information center).
 */
export function DashboardsScreen() {
  const { t } = useTranslation(['dashboards', 'common']);
  const session = useTopicValue('session');
  const user = session?.name === 'active' ? session.user : null;
  const supervisorVariant = user !== null && user.isSupervisor && user.supervisorFeatures;
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
      <p>{supervisorVariant ? t('comingWithSupervisor') : t('comingWithAgent')}</p>
    </PlaceholderScreen>
  );
}
