import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopNotificationsSupported } from './notifications-desktop';

/**
 * "Enable desktop notifications": asks the browser for permission (it must come from a click).
 * Once granted or blocked, says so; blocked can only be undone in the browser's site settings.
 */
export function DesktopNotificationsSwitch() {
  const { t } = useTranslation('alerts');
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    desktopNotificationsSupported() ? Notification.permission : 'unsupported',
  );
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(Notification.permission);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div
      className="notifications__desktop"
      data-testid="desktop-notifications"
      data-permission={permission}
    >
      {permission === 'default' && (
        <button
          type="button"
          className="button button-outline"
          disabled={asking}
          onClick={() => void ask()}
        >
          {t('desktop.enable')}
        </button>
      )}
      {permission === 'granted' && <p>{t('desktop.granted')}</p>}
      {permission === 'denied' && <p>{t('desktop.denied')}</p>}
      {permission === 'unsupported' && <p>{t('desktop.unsupported')}</p>}
    </div>
  );
}
