import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHub } from '../../hub-client/use-hub';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { EmailRow } from './email-row';
import { useEmailRows } from './use-email-rows';
import './emails.css';

/**
 * The agent's emails (pending, active, recent history from the hub), newest first, and "New
 * email": the server starts an outgoing email with a draft, and its window opens once the hub
 * holds it (a window asked for an interaction the desk does not know yet would close at once).
 */
export function EmailsScreen() {
  const { t } = useTranslation('emails');
  const { call } = useHub();
  const rows = useEmailRows();
  const zone = useAppTimeZone();
  const headingId = useId();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toOpen = useRef<string | null>(null);
  const latestRows = useRef(rows);

  useEffect(() => {
    latestRows.current = rows;
    const id = toOpen.current;
    if (id !== null && rows.some((r) => r.interactionId === id)) {
      toOpen.current = null;
      requestOpenInteraction(id);
    }
  }, [rows]);

  const startEmail = async () => {
    if (starting) return;
    setStarting(true);
    setError(null);
    const answer = await call('emailStart', {
      body: {},
    });
    setStarting(false);
    if (answer.ok) {
      const id = answer.value.interactionId;
      if (latestRows.current.some((r) => r.interactionId === id)) requestOpenInteraction(id);
      else toOpen.current = id;
    } else
      setError(t('screen.startFailed', { message: answer.error.message ?? answer.error.code }));
  };

  return (
    <section className="screen emails-screen" aria-labelledby={headingId}>
      <div className="emails-screen__head">
        <div>
          <h1 id={headingId} className="screen-title">
            {t('title')}
          </h1>
          <p className="emails-screen__intro">{t('screen.intro')}</p>
        </div>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void startEmail()}
          disabled={starting}
          aria-busy={starting}
          data-testid="new-email"
        >
          {starting ? t('screen.starting') : t('screen.newEmail')}
        </button>
      </div>
      {error !== null && (
        <p className="emails-screen__error" role="alert">
          {error}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="emails-screen__empty">{t('screen.empty')}</p>
      ) : (
        <ul className="email-rows" aria-label={t('screen.listLabel')}>
          {rows.map((row) => (
            <EmailRow key={row.interactionId} row={row} timeZone={zone} />
          ))}
        </ul>
      )}
    </section>
  );
}
