import { Navigate, type RouteObject } from 'react-router-dom';
import { AgentShell, TeamsLayout } from './agent-shell';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import * as screens from './screens';
import { SessionGate } from './session-gate';
import { StandaloneLayout } from './standalone-layout';

/** Where the index (/) goes. */
export const INDEX_PATH = '/dashboards';

/** Every route of agent-desktop §2 and supervisor-dashboards §2. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        Component: SessionGate,
        children: [
          {
            Component: StandaloneLayout,
            children: [{ path: '/wallboard', Component: screens.WallboardScreen }],
          },
          {
            Component: TeamsLayout,
            children: [{ path: '/teams', Component: screens.TeamsScreen }],
          },
          {
            path: '/',
            Component: AgentShell,
            children: [
              { index: true, element: <Navigate to={INDEX_PATH} replace /> },
              { path: 'dashboards', Component: screens.DashboardsScreen },
              { path: 'calls', Component: screens.CallsScreen },
              { path: 'chats', Component: screens.ChatsScreen },
              { path: 'emails', Component: screens.EmailsScreen },
              { path: 'sms', Component: screens.SmsScreen },
              { path: 'supervisor', Component: screens.SupervisorScreen },
              { path: 'kpis', Component: screens.KpisScreen },
              { path: 'settings', Component: screens.SettingsScreen },
              { path: 'help', Component: screens.HelpScreen },
            ],
          },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];
