import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_EXPIRED_REDIRECT_MS } from '../../domain/agent-desktop-constants';
import type { LogoutReason } from '../../protocol/hub';

/** Only same-origin paths: the target comes from the hub, but a bad value must not send users away. */
function isSafeRedirect(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Why the last session ended (agent-desktop §8), and the delayed redirect some reasons carry. */
export function LogoutReasonMessage({ reason }: { reason: LogoutReason }) {
  const { t } = useTranslation('login');
  const redirectTo =
    reason.redirectTo !== undefined && isSafeRedirect(reason.redirectTo) ? reason.redirectTo : null;
  useEffect(() => {
    if (redirectTo === null) return;
    const timer = setTimeout(() => window.location.assign(redirectTo), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectTo]);
  const text = t(`logout.${reason.code}`, { serverMessage: reason.serverMessage ?? '' }).trim();
  return (
    <div
      className={reason.code === 'userLogout' ? 'message message-info' : 'message message-warning'}
      role="status"
    >
      <p>{text}</p>
      {redirectTo !== null && (
        <p>{t('redirecting', { seconds: SESSION_EXPIRED_REDIRECT_MS / 1000 })}</p>
      )}
    </div>
  );
}
