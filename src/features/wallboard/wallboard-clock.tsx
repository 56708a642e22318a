import { useTranslation } from 'react-i18next';
import { formatTime } from '../../domain/format';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { useNow } from '../../ui/use-now';

/** The time of day in the application time zone, on the shared 1 s tick. */
export function WallboardClock() {
  const { t } = useTranslation('wallboard');
  const now = useNow();
  const text = formatTime(now, useAppTimeZone());
  return (
    <time
      className="wallboard__clock"
      dateTime={new Date(now).toISOString()}
      aria-label={t('clock')}
    >
      {typeof text === 'string' ? text : ''}
    </time>
  );
}
