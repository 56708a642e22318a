import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicValue } from '../../../hub-client/use-topic';
import { useDesk } from '../desk-context';
import type { DeskAlertEntry } from './ringing-entries';

/** Whether this browser offers desktop notifications at all. */
export const desktopNotificationsSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window;

/**
 * A desktop notification for each new offer while the page is hidden (the agent looks at
 * another window): only from the tab that owns once-per-browser effects, only once the agent
 * granted permission. Clicking it brings the tab forward on the offer; it closes when the offer
 * leaves the pending list.
 */
export function DesktopOfferNotifier({ entries }: { entries: readonly DeskAlertEntry[] }) {
  const { t } = useTranslation('alerts');
  const { t: tx } = useTranslation('interactions');
  const { openWindow } = useDesk();
  const owner = useTopicValue('effects')?.owner === true;
  // offers already seen by this tab (null until the first render: offers present at load are not new)
  const seen = useRef<Set<string> | null>(null);
  const shown = useRef(new Map<string, Notification>());

  useEffect(() => {
    const pending = entries.filter((e) => e.list === 'pending');
    const ids = new Set(pending.map((e) => e.interaction.interactionId));
    const first = seen.current === null;
    const known = seen.current ?? new Set<string>();
    seen.current = ids;
    for (const [id, notification] of shown.current) {
      if (ids.has(id)) continue;
      notification.close();
      shown.current.delete(id);
    }
    if (
      first ||
      !owner ||
      !document.hidden ||
      !desktopNotificationsSupported() ||
      Notification.permission !== 'granted'
    )
      return;
    for (const { interaction: ix } of pending) {
      if (known.has(ix.interactionId)) continue;
      const media = tx(`media.${ix.interactionMediaType}`);
      const name = ix.crm.customerFullName || ix.routing.remoteParty || tx('tile.unknownParty');
      const notification = new Notification(t('desktop.title', { media }), {
        body: t('desktop.body', { name, business: ix.routing.businessProcessName }),
        tag: ix.interactionId,
        icon: '/favicon.svg',
      });
      notification.onclick = () => {
        window.focus();
        openWindow(ix.interactionId);
        notification.close();
      };
      shown.current.set(ix.interactionId, notification);
    }
  }, [entries, owner, openWindow, t, tx]);

  useEffect(() => {
    const open = shown.current;
    return () => {
      for (const notification of open.values()) notification.close();
    };
  }, []);
  return null;
}
