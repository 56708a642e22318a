import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HubNotice } from '../protocol/hub';
import { useHubConnection } from '../hub-client/hub-context';
import { useTopicSubscription } from '../hub-client/use-topic';
import { Snackbar } from '../ui/snackbar';

/** Long enough to read one short sentence; Dismiss closes it sooner. */
export const SNACKBAR_VISIBLE_MS = 6_000;
/**
 * A notice older than this when the tab first sees it happened before the tab was
 * watching (a snapshot of a newly opened tab); showing it then would only confuse.
 */
export const NOTICE_MAX_AGE_MS = 30_000;

interface QueuedNotice {
  key: string;
  notice: HubNotice;
}

/** Shows each hub notice (connection restored, counter errors) once, one at a time. */
export function NoticeSnackbar() {
  const { t } = useTranslation('common');
  const { store } = useHubConnection();
  const [queue, setQueue] = useState<readonly QueuedNotice[]>([]);
  useTopicSubscription('notices');

  useEffect(() => {
    const seen = new Set<string>();
    return store.keys('notices').subscribe((keys) => {
      const now = Date.now();
      const fresh: QueuedNotice[] = [];
      for (const key of keys) {
        if (seen.has(key)) continue;
        seen.add(key);
        const notice = store.peek('notices', key);
        if (notice && now - notice.at <= NOTICE_MAX_AGE_MS) fresh.push({ key, notice });
      }
      if (fresh.length > 0) setQueue((current) => [...current, ...fresh]);
    });
  }, [store]);

  const close = useCallback(() => setQueue((current) => current.slice(1)), []);
  const shown = queue[0];
  return (
    <div
      className="snackbar-region"
      role="status"
      aria-live="polite"
      aria-label={t('notices.label')}
    >
      {shown && (
        <Snackbar
          key={shown.key}
          message={t(`notices.${shown.notice.code}`)}
          dismissLabel={t('notices.dismiss')}
          visibleMs={SNACKBAR_VISIBLE_MS}
          onClose={close}
        />
      )}
    </div>
  );
}
