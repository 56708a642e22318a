import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A screen crashed: say so plainly and offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  useEffect(() => {
    console.error('[app] route error', error);
  }, [error]);
  return (
    <main className="center-page" id="main-content">
      <section className="status-panel" role="alert" aria-labelledby="route-error-title">
        <h1 id="route-error-title">{t('routeError.title')}</h1>
        <p>{t('routeError.message')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
      </section>
    </main>
  );
}
