import { useTranslation } from 'react-i18next';

/** No transport reached a hub (worker and in-page hub both failed to start). */
export function HubFailedScreen() {
  const { t } = useTranslation('common');
  return (
    <main className="center-page" id="main-content">
      <section className="status-panel" role="alert" aria-labelledby="hub-failed-title">
        <h1 id="hub-failed-title">{t('hubFailed.title')}</h1>
        <p>{t('hubFailed.message')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          {t('hubFailed.button')}
        </button>
      </section>
    </main>
  );
}
