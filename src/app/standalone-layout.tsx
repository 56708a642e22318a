import { Outlet } from 'react-router-dom';
import { useKioskMode } from '../ui/kiosk-mode';
import { useScrollFocusable } from '../ui/use-scroll-focusable';
import { roleOf } from '../ui/user-role';
import { HeaderBar } from './header-bar';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';
import { useActiveUser } from '../hub-client/use-active-user';

/**
 * Entry routes outside the agent shell (/wallboard): top bar and the screen. A wallboard user,
 * whose home this is, gets their own navigation beside it. In kiosk mode the board has the
 * whole screen: no top bar, no navigation.
 */
export function StandaloneLayout() {
  const user = useActiveUser();
  const kiosk = useKioskMode();
  // the skip link's target; reachable by Tab too while it scrolls, so a screen of text scrolls by keyboard
  const [mainRef, scrolls] = useScrollFocusable<HTMLElement>();
  if (!user) return null;
  // one tree in both modes (parts left out, never moved), so the board is not mounted anew when kiosk mode changes
  return (
    <div className={kiosk ? 'shell shell--kiosk' : 'shell'}>
      {!kiosk && <SkipLink />}
      {!kiosk && <HeaderBar user={user} />}
      <div className="shell-body">
        {!kiosk && roleOf(user) === 'wallboard' && <SideNav user={user} />}
        <main
          ref={mainRef}
          className={kiosk ? 'content content-wide content-kiosk' : 'content content-wide'}
          id="main-content"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={scrolls ? 0 : -1}
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
