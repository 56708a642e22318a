import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartedInteraction } from '../../protocol/interaction-api';
import { useHub } from '../../hub-client/use-hub';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { useBusinessProcesses } from '../../hub-client/use-assigned-business-processes';

/** The server's limits on a start request (destination and first message). */
const DESTINATION_MAX_LENGTH = 256;
const MESSAGE_MAX_LENGTH = 4000;

/**
 * New chat (agent-desktop §7 POST interaction/chat). The reference server starts chats with
 * logged-in agents only (internal chats); customers start theirs from the website.
 */
export function NewChatForm() {
  const { t } = useTranslation('chats');
  const { request } = useHub();
  const { processes, error: processError } = useBusinessProcesses();
  const [agent, setAgent] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), agent: useId(), process: useId(), message: useId(), error: useId() };
  const processId = chosen ?? processes[0]?.businessProcessId ?? '';

  async function start(event: FormEvent): Promise<void> {
    event.preventDefault();
    const destination = agent.trim();
    if (destination === '') {
      setError(t('new.agentRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await request<StartedInteraction>({
      method: 'POST',
      path: '/interaction/chat',
      body: { destination, ...(processId !== '' ? { businessProcessId: processId } : {}), ...(message.trim() !== '' ? { message: message.trim() } : {}) },
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
    <form className="conversations-card conversations-new" aria-labelledby={ids.title} onSubmit={(event) => void start(event)} noValidate>
      <h2 id={ids.title} className="conversations-card__title">
        {t('new.title')}
      </h2>
      <p className="conversations-muted">{t('new.hint')}</p>
      <label htmlFor={ids.agent}>{t('new.agent')}</label>
      <input id={ids.agent} className="conversations-input" value={agent} maxLength={DESTINATION_MAX_LENGTH} autoComplete="off" placeholder={t('new.agentPlaceholder')}
        aria-invalid={error !== null} aria-describedby={error !== null ? ids.error : undefined} onChange={(event) => setAgent(event.target.value)} />
      <label htmlFor={ids.process}>{t('new.businessProcess')}</label>
      <select id={ids.process} className="conversations-input" value={processId} onChange={(event) => setChosen(event.target.value)} disabled={processes.length === 0}>
        {processes.length === 0 && <option value="">{processError === null ? t('new.loadingProcesses') : t('new.noProcesses')}</option>}
        {processes.map((p) => (
          <option key={p.businessProcessId} value={p.businessProcessId}>
            {p.businessProcessName}
          </option>
        ))}
      </select>
      <label htmlFor={ids.message}>{t('new.message')}</label>
      <textarea id={ids.message} className="conversations-input" rows={3} value={message} maxLength={MESSAGE_MAX_LENGTH} onChange={(event) => setMessage(event.target.value)} />
      {error !== null && (
        <p id={ids.error} className="conversations-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('new.start')}
      </button>
    </form>
  );
}
