import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isUnregistered } from '../../../domain/format';
import { toIanaTimeZone } from '../../../domain/time-zones';
import { useHub } from '../../../hub-client/use-hub';
import { useTopicKeys, useTopicValue } from '../../../hub-client/use-topic';
import { useDesk } from '../desk-context';
import { Icon } from '../icons';
import { DesktopNotificationsSwitch } from './notifications-permission';
import type { DeskAlertEntry } from './ringing-entries';

/**
 * The notifications list (agent-desktop §3 "Notification"): a button with the unread counter
 * (customer messages and abandoned legs not yet looked at, the hub's counts) opening a list of
 * the interactions with unread notifications, each opening its interaction, and the server's
 * system notifications. It also offers to enable desktop notifications.
 */
export function NotificationsMenu({ entries }: { entries: readonly DeskAlertEntry[] }) {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const unread = entries
    .filter((e) => e.list !== 'history' && e.unread > 0)
    .sort((a, b) => b.changedAt - a.changedAt);
  const total = unread.reduce((sum, e) => sum + e.unread, 0);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current !== null && !rootRef.current.contains(event.target as Node))
        setOpen(false);
    };
    // Escape closes the list and gives focus back to its button
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      rootRef.current?.querySelector<HTMLButtonElement>('.notifications__toggle')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="notifications" ref={rootRef}>
      <button
        type="button"
        className="notifications__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('notifications.toggle', { count: total })}
        onClick={() => setOpen((o) => !o)}
        data-testid="notifications-toggle"
      >
        <Icon name="offered" />
        <span>{t('notifications.title')}</span>
        {total > 0 && (
          <span className="unread-badge" data-testid="notifications-count" aria-hidden="true">
            {total}
          </span>
        )}
      </button>
      {open && (
        <div
          className="notifications__panel"
          id={panelId}
          role="region"
          aria-label={t('notifications.title')}
          data-testid="notifications-panel"
        >
          <h2 className="notifications__heading">{t('notifications.unreadHeading')}</h2>
          {unread.length === 0 ? (
            <p className="notifications__empty">{t('notifications.noUnread')}</p>
          ) : (
            <ul className="notifications__list">
              {unread.map((entry) => (
                <UnreadItem
                  key={entry.interaction.interactionId}
                  entry={entry}
                  onOpened={() => setOpen(false)}
                />
              ))}
            </ul>
          )}
          <SystemNotifications />
          <DesktopNotificationsSwitch />
        </div>
      )}
    </div>
  );
}

function UnreadItem({ entry, onOpened }: { entry: DeskAlertEntry; onOpened: () => void }) {
  const { t } = useTranslation('alerts');
  const { t: tx } = useTranslation('interactions');
  const { openWindow } = useDesk();
  const { interactions } = useHub();
  const ix = entry.interaction;
  const name = ix.crm.customerFullName || ix.routing.remoteParty || tx('tile.unknownParty');
  const open = () => {
    openWindow(ix.interactionId);
    void interactions.markRead(ix.interactionId);
    onOpened();
  };
  return (
    <li>
      <button
        type="button"
        className="notification-item"
        onClick={open}
        data-testid="notification-item"
        data-interaction-id={ix.interactionId}
      >
        <Icon name={ix.interactionMediaType} />
        <span className="notification-item__text">
          <span className="notification-item__title">{name}</span>
          <span className="notification-item__meta">
            {t('notifications.unreadMessages', {
              count: entry.unread,
              media: tx(`media.${ix.interactionMediaType}`),
            })}
          </span>
        </span>
        <span className="unread-badge" aria-hidden="true">
          {entry.unread}
        </span>
      </button>
    </li>
  );
}

/** The server's system notifications, newest first. */
function SystemNotifications() {
  const { t } = useTranslation('alerts');
  const keys = useTopicKeys('notifications');
  if (keys.length === 0) return null;
  return (
    <>
      <h2 className="notifications__heading">{t('notifications.systemHeading')}</h2>
      <ul className="notifications__list">
        {[...keys].reverse().map((key) => (
          <SystemItem key={key} notificationId={key} />
        ))}
      </ul>
    </>
  );
}

function SystemItem({ notificationId }: { notificationId: string }) {
  const notification = useTopicValue('notifications', notificationId);
  const settings = useTopicValue('settings');
  if (notification === undefined) return null;
  const when = formatDateTime(
    notification.timestamp,
    toIanaTimeZone(settings?.applicationSettings.timeZoneId),
    settings?.applicationSettings.timeFormat,
  );
  return (
    <li
      className={`notification-system${notification.isError ? ' notification-system--error' : ''}`}
      data-testid="system-notification"
    >
      <span className="notification-item__title">{notification.message}</span>
      {!isUnregistered(when) && (
        <time dateTime={new Date(notification.timestamp).toISOString()}>{when}</time>
      )}
    </li>
  );
}
