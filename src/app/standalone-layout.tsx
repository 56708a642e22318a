import { Outlet } from 'react-router-dom';
import { useScrollFocusable } from '../ui/use-scroll-focusable';
import { HeaderBar } from './header-bar';
import { SkipLink } from './skip-link';
import { useActiveUser } from './use-active-user';

/** Entry routes outside the agent shell (/wallboard, /teams): top bar and the screen, no side navigation. */
export function StandaloneLayout() {
  const user = useActiveUser();
  // the skip link's target; reachable by Tab too while it scrolls, so a screen of text scrolls by keyboard
  const [mainRef, scrolls] = useScrollFocusable<HTMLElement>();
  if (!user) return null;
  return (
    <div className="shell">
      <SkipLink />
      <HeaderBar user={user} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
      <main ref={mainRef} className="content content-wide" id="main-content" tabIndex={scrolls ? 0 : -1}>
        <Outlet />
      </main>
    </div>
  );
}
