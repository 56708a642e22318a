import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  committedTime,
  isCompleteTime,
  isDigitKey,
  to12Hour,
  to24Hour,
  typedTime,
  type ClockMode,
  type Meridiem,
} from '../domain/time-picker';
import './time-picker.css';

export interface TimePickerProps {
  /** The chosen time as 24-hour "HH:mm" whatever the clock shown, or '' for none. */
  value: string;
  /** Called with a 24-hour "HH:mm" (or '') once the field settles: four digits typed, Enter, or leaving it. */
  onChange: (value: string) => void;
  /** The clock shown (agent-desktop §2: 24-hour by default). */
  mode?: ClockMode;
  /** For a <label htmlFor> of the caller. */
  id?: string;
  /** When no visible label names the field. */
  label?: string;
  disabled?: boolean;
}

/** The half of the day as the language writes it (AM, a. m., …), from the browser's own data. */
function meridiemText(language: string, meridiem: Meridiem): string {
  const parts = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    hour12: true,
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2000, 0, 1, meridiem === 'am' ? 9 : 21));
  return parts.find((p) => p.type === 'dayPeriod')?.value ?? meridiem.toUpperCase();
}

/**
 * Time picker (agent-desktop §5): digits only, a colon put in for the user, hours capped at 23
 * (or 12 on a 12-hour clock, with an AM/PM choice beside), minutes at 59, single digits padded.
 */
export function TimePicker({
  value,
  onChange,
  mode = '24h',
  id,
  label,
  disabled = false,
}: TimePickerProps) {
  const { t, i18n } = useTranslation('common');
  // the text being typed; null once settled, when the field shows the value
  const [draft, setDraft] = useState<string | null>(null);
  // the half of the day picked before any time was typed
  const [pickedMeridiem, setPickedMeridiem] = useState<Meridiem>('am');
  const shown =
    value === '' || mode === '24h' ? { time: value, meridiem: pickedMeridiem } : to12Hour(value);

  function commit(text: string, meridiem: Meridiem = shown.meridiem): void {
    setDraft(null);
    const time = committedTime(text, mode);
    const next = time === '' || mode === '24h' ? time : to24Hour(time, meridiem);
    if (next !== value) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter' && draft !== null) commit(draft);
    // printable keys other than digits never enter the field; shortcuts (copy, paste) still work
    else if (
      event.key.length === 1 &&
      !isDigitKey(event.key) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    )
      event.preventDefault();
  }

  return (
    <span className="time-picker">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="time-picker__time"
        aria-label={label}
        placeholder={t('timePicker.placeholder')}
        title={t('timePicker.placeholder')}
        maxLength={5}
        disabled={disabled}
        value={draft ?? shown.time}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const typed = typedTime(event.target.value, mode);
          if (isCompleteTime(typed)) commit(typed);
          else setDraft(typed);
        }}
        onBlur={() => {
          if (draft !== null) commit(draft);
        }}
      />
      {mode === '12h' && (
        <select
          className="time-picker__meridiem"
          aria-label={t('timePicker.meridiem')}
          disabled={disabled}
          value={shown.meridiem}
          onChange={(event) => {
            const meridiem = event.target.value === 'pm' ? 'pm' : 'am';
            setPickedMeridiem(meridiem);
            if (value !== '') commit(shown.time, meridiem);
          }}
        >
          {(['am', 'pm'] as const).map((m) => (
            <option key={m} value={m}>
              {meridiemText(i18n.language, m)}
            </option>
          ))}
        </select>
      )}
    </span>
  );
}
