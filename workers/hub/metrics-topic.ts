/**
 * The `metrics` topic (key `current`), published at most once per second and only while
 * a tab watches it: copying the counters on every flush would itself be hot-path work.
 */
import type { HubMetrics } from '../../src/protocol/hub';
import type { Publisher } from './publisher';
import { CURRENT_KEY } from './event-ingest';

/** Diagnostics refresh: a person reading numbers needs no more than one update a second. */
export const METRICS_PUBLISH_INTERVAL_MS = 1_000;

export interface MetricsTopicEnvironment {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export function startMetricsTopic(
  env: MetricsTopicEnvironment,
  publisher: Publisher,
  metrics: HubMetrics,
) {
  let timer: unknown = null;
  const copy = (): void =>
    publisher
      .store('metrics')
      .set(CURRENT_KEY, { ...metrics, droppedByKind: { ...metrics.droppedByKind } });
  const publish = (): void => {
    if (publisher.hasSubscribers('metrics')) copy();
  };
  return {
    /** Start publishing (the first tab subscribed); the value now, then once per second. */
    ensureRunning(): void {
      if (timer !== null) return;
      copy();
      timer = env.setInterval(publish, METRICS_PUBLISH_INTERVAL_MS);
    },
    stop(): void {
      if (timer !== null) env.clearInterval(timer);
      timer = null;
    },
  };
}
