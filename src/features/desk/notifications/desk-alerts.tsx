import { faviconFlagged } from '../../../domain/desk-alerts';
import { OfferBanner } from './desk-alerts-banner';
import { EndOfBreakAlert } from './desk-alerts-break';
import { FaviconBadge } from './desk-alerts-favicon';
import { DesktopOfferNotifier } from './notifications-desktop';
import { useAlertEntries } from './ringing-entries';
import { RingingStatus } from './ringing-status';
import './alerts.css';

/**
 * The desk's alerts (agent-desktop §2, §9): the offer banner, the ringtone (one tab per
 * browser), the favicon dot, desktop notifications of offers and the end-of-break notice.
 */
export function DeskAlerts() {
  const entries = useAlertEntries();
  return (
    <>
      <FaviconBadge flagged={faviconFlagged(entries)} />
      <DesktopOfferNotifier entries={entries} />
      <div className="desk-alerts" data-testid="desk-alerts">
        <RingingStatus entries={entries} />
        <EndOfBreakAlert />
        <OfferBanner entries={entries} />
      </div>
    </>
  );
}
