/**
 * The `wallboard` topic: every business process in the wallboard form of
 * supervisor-dashboards §3, derived in the hub from the live statistics and their health
 * (alert types from the active threshold profile). It is only computed while some tab
 * shows a wallboard: a supervisor's dashboards should not pay for it.
 */
import { toWallboardStatistics } from '../../src/domain/wallboard-stats';
import type { Publisher } from './publisher';

export function createWallboardStore(publisher: Publisher) {
  const statistics = publisher.store('businessProcessStatistics');
  const health = publisher.store('health');
  const wallboard = publisher.store('wallboard');

  function derive(businessProcessId: string, force = false): void {
    if (!force && !publisher.hasSubscribers('wallboard')) return;
    const stats = statistics.get(businessProcessId);
    if (stats === undefined) {
      wallboard.delete(businessProcessId);
      return;
    }
    wallboard.set(
      businessProcessId,
      toWallboardStatistics(stats, health.get(businessProcessId) ?? { kpis: {} }),
    );
  }

  // health is re-evaluated after each statistics change, so it is the one trigger needed;
  // statistics without health yet (no profile loaded) still show, with alert type None
  statistics.watch((businessProcessId) => derive(businessProcessId));
  health.watch((businessProcessId) => derive(businessProcessId));

  return {
    /** A tab is about to subscribe: bring every business process up to date for its snapshot. */
    ensureDerived(): void {
      for (const businessProcessId of statistics.entries.keys()) derive(businessProcessId, true);
      for (const businessProcessId of wallboard.entries.keys())
        if (!statistics.entries.has(businessProcessId)) wallboard.delete(businessProcessId);
    },
  };
}
