import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHub } from '../../hub-client/use-hub';
import { BusinessProcessField, useBusinessProcessChoice } from '../../ui/business-process-field';
import { requestOpenInteraction } from '../../ui/open-interaction';

/** The server's limits on a start request (destination and first message). */
const DESTINATION_MAX_LENGTH = 256;
const MESSAGE_MAX_LENGTH = 4000;

/**
 * New chat (agent-desktop §7 POST interaction/chat). The reference server starts chats with
 * logged-in agents only (internal chats); customers start theirs from the website.
 */
export function NewChatForm() {
  const { t } = useTranslation('chats');
  const { call } = useHub();
  const processChoice = useBusinessProcessChoice();
  const [agent, setAgent] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), agent: useId(), message: useId(), error: useId() };
  const { processId } = processChoice;

  async function start(event: FormEvent): Promise<void> {
    event.preventDefault();
    const destination = agent.trim();
    if (destination === '') {
      setError(t('new.agentRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await call('chatStart', {
      body: {
        destination,
        ...(processId !== '' ? { businessProcessId: processId } : {}),
        ...(message.trim() !== '' ? { message: message.trim() } : {}),
      },
    });
    setBusy(false);
    if (!result.ok) {
      setError(t('failed', { message: result.error.message ?? result.error.code }));
      return;
    }
    setAgent('');
    setMessage('');
    requestOpenInteraction(result.value.interactionId);
  }

  return (
    <form
      className="media-card media-form"
      aria-labelledby={ids.title}
      onSubmit={(event) => void start(event)}
      noValidate
    >
      <h2 id={ids.title} className="media-card__title">
        {t('new.title')}
      </h2>
      <p className="media-muted">{t('new.hint')}</p>
      <label htmlFor={ids.agent}>{t('new.agent')}</label>
      <input
        id={ids.agent}
        className="media-input"
        value={agent}
        maxLength={DESTINATION_MAX_LENGTH}
        autoComplete="off"
        placeholder={t('new.agentPlaceholder')}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? ids.error : undefined}
        onChange={(event) => setAgent(event.target.value)}
      />
      <BusinessProcessField
        choice={processChoice}
        texts={{
          label: t('new.businessProcess'),
          loading: t('new.loadingProcesses'),
          none: t('new.noProcesses'),
        }}
      />
      <label htmlFor={ids.message}>{t('new.message')}</label>
      <textarea
        id={ids.message}
        className="media-input"
        rows={3}
        value={message}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => setMessage(event.target.value)}
      />
      {error !== null && (
        <p id={ids.error} className="media-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('new.start')}
      </button>
    </form>
  );
}
