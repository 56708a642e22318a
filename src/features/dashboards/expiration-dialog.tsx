import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  defaultExpiration,
  formatExpirationUtc,
  minimumExpirationDate,
} from '../../domain/temporary-assignment';
import { TIME_FORMAT_24H } from '../../domain/format';
import { clockModeOf, TIME_INPUT_DEFAULT_FORMAT } from '../../domain/time-picker';
import { useTopicValue } from '../../hub-client/use-topic';
import type { BusinessProcessAssignment } from '../../protocol/supervision-api';
import { DatePicker } from '../../ui/date-picker';
import { Portal } from '../../ui/portal';
import { TimePicker } from '../../ui/time-picker';
import { DialogFrame } from '../../ui/dialog-frame';
import { DialogActions } from '../../ui/dialog-actions';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Assignment expiration dialog (supervisor-dashboards §2): one new end for every temporary
 * assignment of the business process, picked in the application time zone, sent in UTC.
 */
export function ExpirationDialog(props: {
  temporary: readonly BusinessProcessAssignment[];
  now: number;
  timeZone: string;
  onCancel: () => void;
  onApply: (expirationUtc: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('supervisor');
  const ids = { day: useId(), time: useId() };
  // the clock the user chose in the settings (12 or 24 hours)
  const mode = clockModeOf(
    useTopicValue('settings')?.applicationSettings.timeFormat ?? TIME_FORMAT_24H,
  );
  const [day, setDay] = useState(() =>
    dayjs(defaultExpiration(props.now)).tz(props.timeZone).format('YYYY-MM-DD'),
  );
  const [time, setTime] = useState(() =>
    dayjs(defaultExpiration(props.now)).tz(props.timeZone).format(TIME_INPUT_DEFAULT_FORMAT),
  );
  const [error, setError] = useState<string | null>(null);
  const groups = [
    { key: 'active', list: props.temporary.filter((a) => a.temporary?.active === true) },
    { key: 'inactive', list: props.temporary.filter((a) => a.temporary?.active === false) },
  ] as const;

  async function apply(): Promise<void> {
    if (day === '' || time === '') {
      setError(t('expiration.incomplete'));
      return;
    }
    const picked = dayjs.tz(`${day}T${time}`, 'YYYY-MM-DDTHH:mm', props.timeZone);
    if (!picked.isValid() || picked.valueOf() <= props.now) {
      setError(t('expiration.inPast'));
      return;
    }
    const failure = await props.onApply(formatExpirationUtc(picked.valueOf()));
    if (failure !== null) setError(failure);
  }

  return (
    <Portal>
      <DialogFrame
        title={t('expiration.title')}
        className="dialog"
        style={{ maxWidth: 480 }}
        onClose={props.onCancel}
      >
        <div className="field">
          <label htmlFor={ids.day}>{t('expiration.day')}</label>
          <DatePicker
            id={ids.day}
            value={day}
            min={minimumExpirationDate(props.now, props.timeZone)}
            onChange={setDay}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.time}>{t('expiration.when')}</label>
          <TimePicker id={ids.time} mode={mode} value={time} onChange={setTime} />
        </div>
        <p>{t('expiration.appliesTo', { count: props.temporary.length })}</p>
        {groups.map(({ key, list }) =>
          list.length === 0 ? null : (
            <section key={key} aria-label={t(`expiration.${key}`)}>
              <h3 className="expiration-dialog__group">{t(`expiration.${key}`)}</h3>
              <ul className="assignment-dialog__list">
                {list.map((a) => (
                  <li key={a.agentId}>{a.agentName}</li>
                ))}
              </ul>
            </section>
          ),
        )}
        <DialogActions
          error={error}
          cancelLabel={t('cancel')}
          onCancel={props.onCancel}
          primaryLabel={t('expiration.apply')}
          primaryDisabled={props.temporary.length === 0}
          onPrimary={() => void apply()}
        />
      </DialogFrame>
    </Portal>
  );
}
