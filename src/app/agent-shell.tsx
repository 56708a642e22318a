import { Outlet } from 'react-router-dom';
import { HeaderBar } from './header-bar';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';
import { useActiveUser } from './use-active-user';

/** The agent shell: top bar, left navigation, and the routed screen. */
export function AgentShell() {
  const user = useActiveUser();
  if (!user) return null;
  return (
    <div className="shell">
      <SkipLink />
      <HeaderBar user={user} />
      <div className="shell-body">
        <SideNav user={user} />
        <main className="content" id="main-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
