import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicValue } from '../../hub-client/use-topic';
import { roleOf } from '../../ui/user-role';

/**
 * The routed part of the Teams embed: the interaction desk beside it does the work; this
 * says how, and opens the full desktop in a browser tab for everything else.
 */
export function TeamsScreen() {
  const { t } = useTranslation('teams');
  const session = useTopicValue('session');
  const user = session?.name === 'active' ? session.user : null;
  const headingId = useId();
  return (
    <section className="screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {t('title')}
      </h1>
      <p className="screen-lead">
        {user !== null && roleOf(user) !== 'agent' ? t('notAgent') : t('lead')}
      </p>
      <p>
        <a
          className="button button-outline"
          href="/dashboards"
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('openFull')}
        </a>
      </p>
    </section>
  );
}
