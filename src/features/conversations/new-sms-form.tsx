import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateDialNumber } from '../../domain/dial-number';
import { smsSegments } from '../../domain/sms-segments';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import { BusinessProcessField, useBusinessProcessChoice } from '../../ui/business-process-field';
import { requestOpenInteraction } from '../../ui/open-interaction';

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
  const { call } = useHub();
  const settings = useTopicValue('settings');
  const [number, setNumber] = useState('');
  const [message, setMessage] = useState('');
  // what the customer's phone receives: parts of 160/153 (GSM-7) or 70/67 (UCS-2)
  const segments = smsSegments(message);
  const [error, setError] = useState<{
    field: 'number' | 'message' | 'server';
    text: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const processChoice = useBusinessProcessChoice(
    settings?.agentSettings.defaultOutgoingSmsBusinessProcessId ?? null,
  );
  const ids = { title: useId(), number: useId(), message: useId(), error: useId() };
  const { processId } = processChoice;

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
    const result = await call('smsStart', {
      body: {
        destination: checked.number,
        message: message.trim(),
        ...(processId !== '' ? { businessProcessId: processId } : {}),
      },
    });
    setBusy(false);
    if (!result.ok) {
      setError({
        field: 'server',
        text: t('failed', { message: result.error.message ?? result.error.code }),
      });
      return;
    }
    setNumber('');
    setMessage('');
    requestOpenInteraction(result.value.interactionId);
  }

  const describedBy = (field: 'number' | 'message') =>
    error?.field === field ? ids.error : undefined;
  return (
    <form
      className="media-card media-form"
      aria-labelledby={ids.title}
      onSubmit={(event) => void send(event)}
      noValidate
    >
      <h2 id={ids.title} className="media-card__title">
        {t('new.title')}
      </h2>
      <label htmlFor={ids.number}>{t('new.number')}</label>
      <input
        id={ids.number}
        className="media-input"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={number}
        maxLength={NUMBER_FIELD_MAX_LENGTH}
        placeholder={t('new.numberPlaceholder')}
        aria-invalid={error?.field === 'number'}
        aria-describedby={describedBy('number')}
        onChange={(event) => setNumber(event.target.value)}
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
        rows={4}
        value={message}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error?.field === 'message'}
        aria-describedby={describedBy('message')}
        onChange={(event) => setMessage(event.target.value)}
      />
      <span className="media-muted conversations-new__count" data-testid="sms-counter">
        {t('new.characters', { count: Array.from(message).length })} ·{' '}
        {t('new.segments', {
          count: segments.segments,
          encoding: segments.encoding,
          left: segments.remaining,
        })}
      </span>
      {error !== null && (
        <p id={ids.error} className="media-error" role="alert">
          {error.text}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('new.send')}
      </button>
    </form>
  );
}
