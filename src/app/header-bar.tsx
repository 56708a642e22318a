import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../protocol/api';
import { useHub } from '../hub-client/use-hub';
import { roleOf } from '../ui/user-role';
import { AgentStateSelector } from './agent-state-selector';
import { ConnectionStatus } from './connection-status';

/** Top bar: product name, connection state, the signed-in user and Sign out. */
export function HeaderBar({ user }: { user: UserProfile }) {
  const { t } = useTranslation('common');
  const { logout } = useHub();
  return (
    <header className="top-bar">
      <p className="top-bar-brand">
        <span className="brand-mark" aria-hidden="true" />
        {t('appName')}
      </p>
      <ConnectionStatus />
      {!user.isSupervisor && !user.isWallboard && <AgentStateSelector agentId={user.userId} />}
      <section className="top-bar-user" aria-label={t('header.user')}>
        <span className="avatar" aria-hidden="true">
          {(user.displayName || user.username).slice(0, 1).toUpperCase()}
        </span>
        <span className="user-text">
          <span className="user-name">{user.displayName || user.username}</span>
          <span className="user-role">{t(`header.role.${roleOf(user)}`)}</span>
        </span>
      </section>
      <button type="button" className="button button-outline" onClick={() => void logout()}>
        {t('header.signOut')}
      </button>
    </header>
  );
}
