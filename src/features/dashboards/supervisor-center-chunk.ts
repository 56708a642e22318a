import { lazyWithTimeout } from '../../ui/lazy-with-timeout';

/**
 * The dashboards' default variant for supervisors, its own chunk (agents see the agent
 * center instead). One instance, shared with the app shell, which fetches it ahead for a
 * tab opening on /dashboards.
 */
export const SupervisorCenter = lazyWithTimeout(() =>
  import('./supervisor-center').then((m) => m.SupervisorCenter),
);
