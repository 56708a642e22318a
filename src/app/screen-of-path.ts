import * as screens from './screens';

interface Preloadable {
  preload(): void;
}

/**
 * A tab opening on the dashboards fetches the supervisor center with them. An agent, who
 * sees the agent center there, fetches a chunk it does not use; a supervisor's cards would
 * otherwise wait for a second round trip after the session is known, and React holds the
 * reveal of a screen that suspended back by up to 300 ms (B9).
 */
const dashboards: Preloadable = {
  preload() {
    screens.DashboardsScreen.preload();
    screens.SupervisorCenter.preload();
  },
};

/** The screen each first path segment shows (routes.tsx); '' is the index, which goes to the dashboards. */
const SCREEN_BY_SEGMENT: Readonly<Record<string, Preloadable>> = {
  '': dashboards,
  dashboards,
  calls: screens.CallsScreen,
  chats: screens.ChatsScreen,
  emails: screens.EmailsScreen,
  sms: screens.SmsScreen,
  supervisor: screens.SupervisorScreen,
  kpis: screens.KpisScreen,
  settings: screens.SettingsScreen,
  help: screens.HelpScreen,
  wallboard: screens.WallboardScreen,
  teams: screens.TeamsScreen,
};

/** The screen a tab opening at `pathname` will show once signed in; null for an unknown path. */
export function screenOfPath(pathname: string): Preloadable | null {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(SCREEN_BY_SEGMENT, segment) ? (SCREEN_BY_SEGMENT[segment] ?? null) : null;
}
