import { Outlet } from 'react-router-dom';
import { useScrollFocusable } from '../ui/use-scroll-focusable';
import { roleOf } from '../ui/user-role';
import { HeaderBar } from './header-bar';
import { lazyWithTimeout } from '../ui/lazy-with-timeout';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';
import { useActiveUser } from '../hub-client/use-active-user';

// The interaction sidebar and windows are their own chunk, loaded once an agent is signed in.
const InteractionDesk = lazyWithTimeout(() =>
  import('../features/desk/interaction-desk').then((m) => m.InteractionDesk),
);

/**
 * The agent shell: top bar, left navigation (not in the compact Teams embed), the agent's
 * interaction desk, and the routed screen.
 */
export function AgentShell({ compact = false }: { compact?: boolean }) {
  const user = useActiveUser();
  // the skip link's target; reachable by Tab too while it scrolls, so a screen of text scrolls by keyboard
  const [mainRef, scrolls] = useScrollFocusable<HTMLElement>();
  if (!user) return null;
  return (
    <div className={compact ? 'shell shell--compact' : 'shell'}>
      <SkipLink />
      <HeaderBar user={user} />
      <div className="shell-body">
        {!compact && <SideNav user={user} />}
        {/* supervisors and wallboard users take no interactions (they never join routing) */}
        {roleOf(user) === 'agent' && <InteractionDesk agentId={user.userId} />}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
        <main ref={mainRef} className="content" id="main-content" tabIndex={scrolls ? 0 : -1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The Teams embed (/teams): the agent desktop compact, for a narrow embedded tab. */
export function TeamsLayout() {
  return <AgentShell compact />;
}
