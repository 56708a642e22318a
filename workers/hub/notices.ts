/**
 * One-shot notices (connection restored, counter not found). Each is published once for
 * the whole browser, under its own key, however many tabs are open; tabs show upserts
 * and ignore removes.
 */
import type { HubNotice } from '../../src/protocol/hub';
import type { TopicStore } from './topic-store';

/**
 * How long a notice stays in the topic: long enough for a tab that subscribes right
 * after hello to see it, short enough that a tab opened later does not replay it.
 */
export const NOTICE_TTL_MS = 10_000;
/** Bound on notices held at once (a burst of counterNotFound). */
export const MAX_NOTICES = 20;

export interface NoticesEnvironment {
  setTimeout(fn: () => void, ms: number): unknown;
}

export function createNotices(env: NoticesEnvironment, store: TopicStore<'notices'>) {
  let counter = 0;
  return {
    add(notice: HubNotice): void {
      counter += 1;
      const key = `${notice.code}-${counter}`;
      store.set(key, notice);
      env.setTimeout(() => store.delete(key), NOTICE_TTL_MS);
      for (const old of store.entries.keys()) {
        if (store.entries.size <= MAX_NOTICES) break;
        store.delete(old);
      }
    },
  };
}
