import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <main className="center-page" id="main-content">
      <section className="status-panel" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>{t('notFound.message', { path: pathname })}</p>
        <Link className="button button-primary" to="/">
          {t('notFound.home')}
        </Link>
      </section>
    </main>
  );
}
