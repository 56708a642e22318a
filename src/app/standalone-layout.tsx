import { Outlet } from 'react-router-dom';
import { HeaderBar } from './header-bar';
import { SkipLink } from './skip-link';
import { useActiveUser } from './use-active-user';

/** Entry routes outside the agent shell (/wallboard, /teams): top bar and the screen, no side navigation. */
export function StandaloneLayout() {
  const user = useActiveUser();
  if (!user) return null;
  return (
    <div className="shell">
      <SkipLink />
      <HeaderBar user={user} />
      <main className="content content-wide" id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
