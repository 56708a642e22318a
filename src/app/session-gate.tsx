import { Outlet } from 'react-router-dom';
import { useTopicValue } from '../hub-client/use-topic';
import { lazyWithTimeout } from './lazy-with-timeout';
import { LoadingStatus } from './loading-status';
import { SettingsEffects } from './settings-effects';

export const LoginScreen = lazyWithTimeout(() =>
  import('../features/login/login-screen').then((m) => m.LoginScreen),
);

/** Shows the login screen until the hub's session is active, then the routes. */
export function SessionGate() {
  const session = useTopicValue('session');
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
  return (
    <>
      <SettingsEffects />
      <Outlet />
    </>
  );
}
