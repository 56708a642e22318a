import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './desk-calls.css';
import {
  CALLBACK_NOTE_MAX_LENGTH,
  callbackNumberOf,
  callbackScheduleRequest,
  checkCallbackSchedule,
  dialableNumber,
} from '../../domain/callback-schedule';
import { dateInZone, formatDateTime, isUnregistered } from '../../domain/format';
import { zonedMoment } from '../../domain/postpone';
import { clockModeOf } from '../../domain/time-picker';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DatePicker } from '../../ui/date-picker';
import { TimePicker } from '../../ui/time-picker';
import { useAppTimeFormat } from '../../ui/use-app-time-format';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { useNow } from '../../ui/use-now';
import { useDesk } from './desk-context';

/**
 * Schedules a callback to a call's customer (agent-desktop §7 `POST api/interaction/callback`):
 * the number (the caller's, editable), a day and time with the shared pickers (§5) read in
 * the application time zone, and a note. A refused entry or a refused request keeps
 * everything typed and says why inside the dialog; a scheduled one closes it with a message.
 */
export function CallbackDialog({ ix, onClose }: { ix: Interaction; onClose: () => void }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { notify } = useDesk();
  const timeZone = useAppTimeZone();
  const timeFormat = useAppTimeFormat();
  const now = useNow();
  const [phoneNumber, setPhoneNumber] = useState(() => callbackNumberOf(ix.routing.remoteParty));
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { phone: useId(), day: useId(), time: useId(), note: useId(), error: useId() };
  const party = ix.crm.customerFullName || ix.routing.remoteParty;

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setError(null);
    };

  const confirm = async () => {
    const at = zonedMoment(day, time, timeZone);
    const problem = checkCallbackSchedule({ phoneNumber, at, note }, Date.now());
    if (problem !== null || at === null) {
      setError(t(`callback.errors.${problem ?? 'momentMissing'}`));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await interactions.scheduleCallback(
        callbackScheduleRequest(
          { phoneNumber, at, note },
          {
            businessProcessId: ix.routing.businessProcessId,
            contactId: ix.crm.contactId,
            interactionId: ix.interactionId,
          },
        ),
      );
      if (!result.ok) {
        setError(t('errors.refused', { message: result.error.message ?? result.error.code }));
        return;
      }
      const moment = formatDateTime(at, timeZone, timeFormat);
      notify(
        t('callback.scheduled', {
          number: dialableNumber(phoneNumber),
          moment: isUnregistered(moment) ? '' : moment,
        }),
      );
      onClose();
    } catch (failure) {
      setError(
        t('errors.refused', {
          message: failure instanceof Error ? failure.message : String(failure),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={t('callback.title')}
      message={t('callback.message', { party })}
      confirmLabel={t('callback.confirm')}
      cancelLabel={t('confirm.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div className="postpone__moment">
        <label htmlFor={ids.phone}>{t('callback.number')}</label>
        <input
          id={ids.phone}
          type="tel"
          className="picker-field"
          autoComplete="off"
          maxLength={40}
          value={phoneNumber}
          onChange={(event) => edit(setPhoneNumber)(event.target.value)}
        />
        <label htmlFor={ids.day}>{t('postpone.day')}</label>
        <DatePicker
          id={ids.day}
          value={day}
          min={dateInZone(now, timeZone)}
          onChange={edit(setDay)}
        />
        <label htmlFor={ids.time}>{t('postpone.time')}</label>
        <TimePicker
          id={ids.time}
          value={time}
          mode={clockModeOf(timeFormat)}
          onChange={edit(setTime)}
        />
        <label htmlFor={ids.note}>{t('callback.note')}</label>
        <textarea
          id={ids.note}
          rows={2}
          className="picker-field"
          maxLength={CALLBACK_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => edit(setNote)(event.target.value)}
        />
      </div>
      {error !== null && (
        <p id={ids.error} className="field-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
