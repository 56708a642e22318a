import { matchRoutes } from 'react-router-dom';
import type { TopicName } from '../protocol/hub';
import { INDEX_PATH, routes } from './routes';
import { SupervisorCenter } from '../features/dashboards/supervisor-center-chunk';
import * as screens from './screens';

interface Preloadable {
  /** Settles once loaded or failed (lazy-with-timeout.tsx). */
  preload(): Promise<void>;
}

/** The screen a tab opens on, as the start of the page sees it. */
export interface OpeningScreen extends Preloadable {
  /** The screen as routes.tsx names it. */
  screen: Preloadable;
  /** Topics its first render shows: asked for with the hub's greeting (connect.ts). */
  topics: readonly TopicName[];
}

/**
 * A tab opening on the dashboards fetches the supervisor center with them. An agent, who
 * sees the agent center there, fetches a chunk it does not use; a supervisor's cards would
 * otherwise wait for a second round trip after the session is known, and React holds the
 * reveal of a screen that suspended back by up to 300 ms (B9).
 */
const COMPANIONS = new Map<unknown, readonly Preloadable[]>([
  [screens.DashboardsScreen, [SupervisorCenter]],
]);

/**
 * What the screens that open as a whole page show first: the supervisor's information
 * center (its cards, their health, the data age), and the wallboard's slides. An agent on
 * the dashboards holds the supervisor's two extra topics until the greeting's hold ends.
 */
const SCREEN_TOPICS = new Map<unknown, readonly TopicName[]>([
  [screens.DashboardsScreen, ['businessProcessStatistics', 'health', 'freshness']],
  [screens.WallboardScreen, ['wallboard', 'agentStatistics', 'supervisedAgents']],
]);

const isPreloadable = (component: unknown): component is Preloadable =>
  typeof component === 'function' &&
  typeof (component as Partial<Preloadable>).preload === 'function';

/** The screen a tab opening at `pathname` will show once signed in (routes.tsx); null for none. */
export function screenOfPath(pathname: string): OpeningScreen | null {
  const deepest = matchRoutes(routes, pathname)?.at(-1)?.route;
  // the index only redirects: its screen is the one it redirects to
  const route = deepest?.index ? matchRoutes(routes, INDEX_PATH)?.at(-1)?.route : deepest;
  const screen = route?.Component;
  if (!isPreloadable(screen)) return null;
  const companions = COMPANIONS.get(screen) ?? [];
  return {
    screen,
    topics: SCREEN_TOPICS.get(screen) ?? [],
    async preload() {
      await Promise.all([screen.preload(), ...companions.map((companion) => companion.preload())]);
    },
  };
}
