import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "10 seconds", "1 minute", "5 minutes": option labels of the timed settings. */
export function useDurationLabel(): (seconds: number) => string {
  const { t } = useTranslation('settings');
  return useCallback(
    (seconds: number) =>
      seconds >= 60 && seconds % 60 === 0
        ? t('duration.minutes', { count: seconds / 60 })
        : t('duration.seconds', { count: seconds }),
    [t],
  );
}
