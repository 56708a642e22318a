import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAL_PAD_KEYS, validateDialNumber } from '../../domain/dial-number';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import { BusinessProcessField, useBusinessProcessChoice } from '../../ui/business-process-field';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { useNewCallGuard } from '../../ui/use-new-call-guard';

/** Longest text the number field takes: 20 digits with room for separators. */
const NUMBER_FIELD_MAX_LENGTH = 40;

/**
 * Outgoing call (agent-desktop §7 telephony/dial): a number checked before it leaves, the
 * business process it is made for (the agent's default outgoing one preselected), Call.
 */
export function DialPad() {
  const { t } = useTranslation('calls');
  const hub = useHub();
  const settings = useTopicValue('settings');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirmNewCall, dialog } = useNewCallGuard();
  const processChoice = useBusinessProcessChoice(
    settings?.agentSettings.defaultOutgoingCallBusinessProcessId ?? null,
  );
  const ids = { number: useId(), error: useId() };
  const { processId } = processChoice;

  async function call(event: FormEvent): Promise<void> {
    event.preventDefault();
    const checked = validateDialNumber(number);
    if (!checked.ok) {
      setError(t(`dial.errors.${checked.error}`));
      return;
    }
    setError(null);
    setBusy(true);
    // a call on the line ends when this one starts (§4): the agent says so first
    if (!(await confirmNewCall(checked.number))) {
      setBusy(false);
      return;
    }
    const result = await hub.call('dial', {
      body: {
        destination: checked.number,
        ...(processId !== '' ? { businessProcessId: processId } : {}),
      },
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
    <>
      {dialog}
      <form
        className="media-card media-form"
        aria-labelledby={`${ids.number}-title`}
        onSubmit={(event) => void call(event)}
        noValidate
      >
        <h2 id={`${ids.number}-title`} className="media-card__title">
          {t('dial.title')}
        </h2>
        <label htmlFor={ids.number}>{t('dial.number')}</label>
        <input
          id={ids.number}
          className="media-input"
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
            <button
              key={key}
              type="button"
              className="calls-keypad__key"
              onClick={() =>
                setNumber((before) => (before + key).slice(0, NUMBER_FIELD_MAX_LENGTH))
              }
            >
              {key}
            </button>
          ))}
          <button
            type="button"
            className="calls-keypad__key"
            onClick={() => setNumber((before) => before.slice(0, -1))}
            aria-label={t('dial.erase')}
            disabled={number === ''}
          >
            ⌫
          </button>
        </div>
        <BusinessProcessField
          choice={processChoice}
          texts={{
            label: t('dial.businessProcess'),
            loading: t('dial.loadingProcesses'),
            none: t('dial.noProcesses'),
          }}
        />
        {error !== null && (
          <p id={ids.error} className="media-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('dial.call')}
        </button>
      </form>
    </>
  );
}
