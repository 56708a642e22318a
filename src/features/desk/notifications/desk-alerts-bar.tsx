import { NotificationsMenu } from './notifications-list';
import { useAlertEntries } from './ringing-entries';

/** The strip above the interaction sidebar: the notifications list and its unread counter. */
export function DeskAlertsBar() {
  const entries = useAlertEntries();
  return (
    <div className="desk-alerts-bar">
      <NotificationsMenu entries={entries} />
    </div>
  );
}
