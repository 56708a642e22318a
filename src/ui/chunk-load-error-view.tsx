import { useTranslation } from 'react-i18next';

/** The ChunkLoadError message with a Retry button. */
export function ChunkLoadErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="status-panel">
      <h2>{t('chunkError.title')}</h2>
      <p>{t('chunkError.message')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('chunkError.retry')}
      </button>
    </div>
  );
}
