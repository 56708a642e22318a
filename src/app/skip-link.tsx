import { useTranslation } from 'react-i18next';

/** First focusable element: lets keyboard users jump past the bars to the content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}
