import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { redirectOf } from '../domain/role-areas';
import { useTopicValue } from '../hub-client/use-topic';
import { lazyWithTimeout } from '../ui/lazy-with-timeout';
import { LoadingStatus } from '../ui/loading-status';
import { SettingsEffects } from './settings-effects';
import { roleOf } from '../ui/user-role';

export const LoginScreen = lazyWithTimeout(() =>
  import('../features/login/login-screen').then((m) => m.LoginScreen),
);

/** Shows the login screen until the hub's session is active, then the routes. */
export function SessionGate() {
  const session = useTopicValue('session');
  const { pathname } = useLocation();
  if (!session) {
    return (
      <main className="center-page" id="main-content">
        <LoadingStatus />
      </main>
    );
  }
  if (session.name !== 'active') {
    return (
      <LoginScreen
        busy={session.name === 'loggingIn'}
        reason={session.name === 'loggedOut' ? session.reason : null}
      />
    );
  }
  // each role lands where it works: a wallboard user is sent to the board from other screens
  const redirect = redirectOf(roleOf(session.user), pathname);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return (
    <>
      <SettingsEffects />
      <Outlet />
    </>
  );
}
