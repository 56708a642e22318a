import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './desk-calls.css';
import { checkPostponeUntil, POSTPONE_UNTIL_OPTION_ID, zonedMoment } from '../../domain/postpone';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import { DatePicker } from '../../ui/date-picker';
import { TimePicker } from '../../ui/time-picker';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { useNow } from '../../ui/use-now';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCommand } from './use-command';
import { useHubRead } from '../../hub-client/use-hub-read';

/** "YYYY-MM-DD" of an instant in a time zone (the date picker's value). */
function dayIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * Postpone (agent-desktop §7 `PUT {id}/postpone`): the server's postpone options, one of
 * which takes a day and time picked with the shared date and time pickers (§5), read in the
 * application time zone. The email comes back as an offer then.
 */
export function PostponeDialog({ ix, onClose }: { ix: Interaction; onClose: () => void }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const settings = useTopicValue('settings');
  const timeZone = useAppTimeZone();
  const now = useNow();
  const options = useHubRead({ name: 'postponeOptions' }).state;
  const [choice, setChoice] = useState('');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { day: useId(), time: useId(), error: useId() };
  const list = options.status === 'ready' && Array.isArray(options.value) ? options.value : [];
  const until = choice === POSTPONE_UNTIL_OPTION_ID;

  const confirm = async () => {
    if (choice === '') {
      setError(t('postpone.errors.noOption'));
      return;
    }
    let moment: number | undefined;
    if (until) {
      const at = zonedMoment(day, time, timeZone);
      const problem = checkPostponeUntil(at, Date.now());
      if (problem !== null) {
        setError(t(`postpone.errors.${problem}`));
        return;
      }
      moment = at ?? undefined;
    }
    setError(null);
    if (await run(() => interactions.postpone(ix.interactionId, choice, moment))) onClose();
  };

  return (
    <ConfirmDialog
      title={t('postpone.title')}
      message={t('postpone.message', { party: ix.crm.customerFullName || ix.routing.origin })}
      confirmLabel={t('postpone.confirm')}
      cancelLabel={t('confirm.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {options.status === 'loading' && <p role="status">{t('loading')}</p>}
      {options.status === 'failed' && (
        <p role="alert">{t('errors.refused', { message: options.message })}</p>
      )}
      <fieldset className="postpone__options">
        <legend>{t('postpone.options')}</legend>
        {list.map((option) => (
          <label key={option.id} className="postpone__option">
            <input
              type="radio"
              name={`postpone-${ix.interactionId}`}
              value={option.id}
              checked={choice === option.id}
              onChange={() => {
                setChoice(option.id);
                setError(null);
              }}
            />
            {option.id === POSTPONE_UNTIL_OPTION_ID
              ? t('postpone.until')
              : t(`postpone.delays.${option.id}`, { defaultValue: option.name })}
          </label>
        ))}
      </fieldset>
      {until && (
        <div className="postpone__moment">
          <label htmlFor={ids.day}>{t('postpone.day')}</label>
          <DatePicker
            id={ids.day}
            value={day}
            min={dayIn(now, timeZone)}
            onChange={(value) => {
              setDay(value);
              setError(null);
            }}
          />
          <label htmlFor={ids.time}>{t('postpone.time')}</label>
          <TimePicker
            id={ids.time}
            value={time}
            mode={settings?.applicationSettings.timeFormat === 'hh:mm A' ? '12h' : '24h'}
            onChange={(value) => {
              setTime(value);
              setError(null);
            }}
          />
        </div>
      )}
      {error !== null && (
        <p id={ids.error} className="field-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
