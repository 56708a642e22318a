import { lazyWithTimeout } from '../ui/lazy-with-timeout';

// Every screen is its own chunk, fetched when its route is first shown.
export const DashboardsScreen = lazyWithTimeout(() =>
  import('../features/dashboards/dashboards-screen').then((m) => m.DashboardsScreen),
);
export const CallsScreen = lazyWithTimeout(() =>
  import('../features/calls/calls-screen').then((m) => m.CallsScreen),
);
export const ChatsScreen = lazyWithTimeout(() =>
  import('../features/conversations/conversations-screen').then((m) => m.ChatsScreen),
);
export const EmailsScreen = lazyWithTimeout(() =>
  import('../features/emails/emails-screen').then((m) => m.EmailsScreen),
);
export const SmsScreen = lazyWithTimeout(() =>
  import('../features/conversations/conversations-screen').then((m) => m.SmsScreen),
);
export const SupervisorScreen = lazyWithTimeout(() =>
  import('../features/supervisor/supervisor-screen').then((m) => m.SupervisorScreen),
);
export const KpisScreen = lazyWithTimeout(() =>
  import('../features/kpis/kpis-screen').then((m) => m.KpisScreen),
);
export const SettingsScreen = lazyWithTimeout(() =>
  import('../features/settings/settings-screen').then((m) => m.SettingsScreen),
);
export const HelpScreen = lazyWithTimeout(() =>
  import('../features/help/help-screen').then((m) => m.HelpScreen),
);
export const WallboardScreen = lazyWithTimeout(() =>
  import('../features/wallboard/wallboard-screen').then((m) => m.WallboardScreen),
);
export const TeamsScreen = lazyWithTimeout(() =>
  import('../features/teams/teams-screen').then((m) => m.TeamsScreen),
);
