import { useLayoutEffect } from 'react';
import { useHubConnection } from './hub-context';

/**
 * While the calling screen is mounted with `paused` on (the pauseKPIEvents preference), the
 * hub stops sending this tab statistics; each mount, and each new `visitKey` (a navigation
 * to the screen it is already on), refreshes them once. Unmounting resumes them, so other
 * screens stay live.
 */
export function useStatisticsPause(paused: boolean, visitKey: string): void {
  const { subscriptions } = useHubConnection();
  // a layout effect runs before the children's effects subscribe: they subscribe paused already
  useLayoutEffect(() => {
    // visitKey: a new visit runs this again, and that is the refresh
    void visitKey;
    if (!paused) return undefined;
    if (!subscriptions.setStatisticsPaused(true)) subscriptions.refreshStatistics();
    return () => {
      subscriptions.setStatisticsPaused(false);
    };
  }, [subscriptions, paused, visitKey]);
}
