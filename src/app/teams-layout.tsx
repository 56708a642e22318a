import { Outlet } from 'react-router-dom';
import { roleOf } from '../ui/user-role';
import { HeaderBar } from './header-bar';
import { lazyWithTimeout } from './lazy-with-timeout';
import { SkipLink } from './skip-link';
import { useActiveUser } from './use-active-user';

const InteractionDesk = lazyWithTimeout(() =>
  import('../features/interactions/interaction-desk').then((m) => m.InteractionDesk),
);

/**
 * The Teams embed (/teams): the agent desktop in a compact layout for a narrow embedded tab —
 * the top bar, the interaction sidebar and windows, and no side navigation.
 */
export function TeamsLayout() {
  const user = useActiveUser();
  if (!user) return null;
  return (
    <div className="shell shell--compact">
      <SkipLink />
      <HeaderBar user={user} />
      <div className="shell-body">
        {roleOf(user) === 'agent' && <InteractionDesk agentId={user.userId} />}
        <main className="content" id="main-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
