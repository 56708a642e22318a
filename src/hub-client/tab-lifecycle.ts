import { TAB_HEARTBEAT_INTERVAL_MS, type HubApi } from '../protocol/hub';

/** A tab id that is unique per page load (randomUUID needs a secure context). */
export function newTabId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Holds the Web Lock `cc-tab-<tabId>` for the life of the page, so the hub can wait on
 * it and learn at once when the tab is gone (a MessagePort gives no close signal).
 * Resolves once the lock is held; browsers without Web Locks rely on bye + heartbeat.
 */
export function holdTabLock(tabId: string): Promise<void> {
  const locks = (navigator as Partial<Navigator>).locks;
  if (!locks) return Promise.resolve();
  return new Promise<void>((held) => {
    locks
      .request(`cc-tab-${tabId}`, () => {
        held();
        // Never settles: the lock is released only when the page goes away.
        return new Promise<never>(() => {});
      })
      .catch(() => held());
  });
}

/** Heartbeat, bye on pagehide, visibility to the hub. Returns a function that stops them. */
export function startTabLifecycle(
  hub: HubApi,
  tabId: string,
  log: (message: string) => void,
): () => void {
  const report = (what: string) => (error: unknown) => log(`${what} failed: ${String(error)}`);
  const heartbeat = setInterval(() => {
    hub
      .heartbeat(tabId)
      .then((known) => {
        // Released while frozen or asleep: its topics are gone, so start afresh
        // (a reload gets a new hello, fresh snapshots and resumes the session).
        if (!known) window.location.reload();
      })
      .catch(report('heartbeat'));
  }, TAB_HEARTBEAT_INTERVAL_MS);
  const onVisibility = () => {
    hub.setVisible(tabId, document.visibilityState === 'visible').catch(report('setVisible'));
  };
  const onPageHide = () => {
    hub.bye(tabId).catch(report('bye'));
  };
  const onPageShow = (event: PageTransitionEvent) => {
    // Back from the back/forward cache: the hub already released this tab after `bye`,
    // so start afresh rather than run on a dead registration.
    if (event.persisted) window.location.reload();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  onVisibility();
  return () => {
    clearInterval(heartbeat);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
