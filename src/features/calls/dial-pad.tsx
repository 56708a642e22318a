import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAL_PAD_KEYS, validateDialNumber } from '../../domain/dial-number';
import type { StartedInteraction } from '../../protocol/interaction-api';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { useBusinessProcesses } from '../../hub-client/use-assigned-business-processes';

/** Longest text the number field takes: 20 digits with room for separators. */
const NUMBER_FIELD_MAX_LENGTH = 40;

/**
 * Outgoing call (agent-desktop §7 telephony/dial): a number checked before it leaves, the
 * business process it is made for (the agent's default outgoing one preselected), Call.
 */
export function DialPad() {
  const { t } = useTranslation('calls');
  const { request } = useHub();
  const settings = useTopicValue('settings');
  const { processes, error: processError } = useBusinessProcesses();
  const [number, setNumber] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { number: useId(), process: useId(), error: useId() };
  const preferred = settings?.agentSettings.defaultOutgoingCallBusinessProcessId ?? null;
  const processId = chosen ?? processes.find((p) => p.businessProcessId === preferred)?.businessProcessId ?? processes[0]?.businessProcessId ?? '';

  async function call(event: FormEvent): Promise<void> {
    event.preventDefault();
    const checked = validateDialNumber(number);
    if (!checked.ok) {
      setError(t(`dial.errors.${checked.error}`));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await request<StartedInteraction>({
      method: 'POST',
      path: '/interaction/telephony/dial',
      body: { destination: checked.number, ...(processId !== '' ? { businessProcessId: processId } : {}) },
    });
    setBusy(false);
    if (!result.ok) {
      // the number stays: the agent corrects it or tries again
      setError(t('failed', { message: result.error.message ?? result.error.code }));
      return;
    }
    setNumber('');
    requestOpenInteraction(result.value.interactionId);
  }

  return (
    <form className="calls-card calls-dial" aria-labelledby={`${ids.number}-title`} onSubmit={(event) => void call(event)} noValidate>
      <h2 id={`${ids.number}-title`} className="calls-card__title">
        {t('dial.title')}
      </h2>
      <label htmlFor={ids.number}>{t('dial.number')}</label>
      <input
        id={ids.number}
        className="calls-input"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={number}
        maxLength={NUMBER_FIELD_MAX_LENGTH}
        placeholder={t('dial.placeholder')}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? ids.error : undefined}
        onChange={(event) => setNumber(event.target.value)}
      />
      <div className="calls-keypad" role="group" aria-label={t('dial.keypad')}>
        {DIAL_PAD_KEYS.map((key) => (
          <button key={key} type="button" className="calls-keypad__key" onClick={() => setNumber((before) => (before + key).slice(0, NUMBER_FIELD_MAX_LENGTH))}>
            {key}
          </button>
        ))}
        <button type="button" className="calls-keypad__key" onClick={() => setNumber((before) => before.slice(0, -1))} aria-label={t('dial.erase')} disabled={number === ''}>
          ⌫
        </button>
      </div>
      <label htmlFor={ids.process}>{t('dial.businessProcess')}</label>
      <select id={ids.process} className="calls-input" value={processId} onChange={(event) => setChosen(event.target.value)} disabled={processes.length === 0}>
        {processes.length === 0 && <option value="">{processError === null ? t('dial.loadingProcesses') : t('dial.noProcesses')}</option>}
        {processes.map((p) => (
          <option key={p.businessProcessId} value={p.businessProcessId}>
            {p.businessProcessName}
          </option>
        ))}
      </select>
      {error !== null && (
        <p id={ids.error} className="calls-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('dial.call')}
      </button>
    </form>
  );
}
