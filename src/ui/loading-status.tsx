import { useTranslation } from 'react-i18next';

/** "Loading ..." while a screen part or the live data arrives. */
export function LoadingStatus() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="loading-status">
      {t('loading')}
    </p>
  );
}
