import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateDialNumber } from '../../domain/dial-number';
import type { StartedInteraction } from '../../protocol/interaction-api';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { useBusinessProcesses } from '../../hub-client/use-assigned-business-processes';

/** Longest text the number field takes: 20 digits with room for separators. */
const NUMBER_FIELD_MAX_LENGTH = 40;
/** The server's limit on a first message. */
const MESSAGE_MAX_LENGTH = 4000;

/**
 * New SMS (agent-desktop §7 POST interaction/sms): the customer's number, the business
 * process it is sent for (the agent's default outgoing SMS one preselected) and the first
 * message. Nothing typed is lost when the server refuses.
 */
export function NewSmsForm() {
  const { t } = useTranslation('sms');
  const { request } = useHub();
  const settings = useTopicValue('settings');
  const { processes, error: processError } = useBusinessProcesses();
  const [number, setNumber] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'number' | 'message' | 'server'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), number: useId(), process: useId(), message: useId(), error: useId() };
  const preferred = settings?.agentSettings.defaultOutgoingSmsBusinessProcessId ?? null;
  const processId = chosen ?? processes.find((p) => p.businessProcessId === preferred)?.businessProcessId ?? processes[0]?.businessProcessId ?? '';

  async function send(event: FormEvent): Promise<void> {
    event.preventDefault();
    const checked = validateDialNumber(number);
    if (!checked.ok) {
      setError({ field: 'number', text: t(`new.errors.${checked.error}`) });
      return;
    }
    if (message.trim() === '') {
      setError({ field: 'message', text: t('new.messageRequired') });
      return;
    }
    setError(null);
    setBusy(true);
    const result = await request<StartedInteraction>({
      method: 'POST',
      path: '/interaction/sms',
      body: { destination: checked.number, message: message.trim(), ...(processId !== '' ? { businessProcessId: processId } : {}) },
    });
    setBusy(false);
    if (!result.ok) {
      setError({ field: 'server', text: t('failed', { message: result.error.message ?? result.error.code }) });
      return;
    }
    setNumber('');
    setMessage('');
    requestOpenInteraction(result.value.interactionId);
  }

  const describedBy = (field: 'number' | 'message') => (error?.field === field ? ids.error : undefined);
  return (
    <form className="conversations-card conversations-new" aria-labelledby={ids.title} onSubmit={(event) => void send(event)} noValidate>
      <h2 id={ids.title} className="conversations-card__title">
        {t('new.title')}
      </h2>
      <label htmlFor={ids.number}>{t('new.number')}</label>
      <input id={ids.number} className="conversations-input" type="tel" inputMode="tel" autoComplete="off" value={number} maxLength={NUMBER_FIELD_MAX_LENGTH}
        placeholder={t('new.numberPlaceholder')} aria-invalid={error?.field === 'number'} aria-describedby={describedBy('number')} onChange={(event) => setNumber(event.target.value)} />
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
      <textarea id={ids.message} className="conversations-input" rows={4} value={message} maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error?.field === 'message'} aria-describedby={describedBy('message')} onChange={(event) => setMessage(event.target.value)} />
      <span className="conversations-muted conversations-new__count">{t('new.characters', { count: message.length })}</span>
      {error !== null && (
        <p id={ids.error} className="conversations-error" role="alert">
          {error.text}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('new.send')}
      </button>
    </form>
  );
}
