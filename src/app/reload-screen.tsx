import { useTranslation } from 'react-i18next';

/** The running hub speaks another protocol version: this page must reload to match it. */
export function ReloadScreen() {
  const { t } = useTranslation('common');
  return (
    <main className="center-page" id="main-content">
      <section className="status-panel" role="alert" aria-labelledby="reload-title">
        <h1 id="reload-title">{t('reload.title')}</h1>
        <p>{t('reload.message')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          {t('reload.button')}
        </button>
      </section>
    </main>
  );
}
