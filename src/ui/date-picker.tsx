import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './time-picker.css';

export interface DatePickerProps {
  /** The chosen day as "YYYY-MM-DD", or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that may be chosen, "YYYY-MM-DD". */
  min?: string;
  /** For a <label htmlFor> of the caller. */
  id?: string;
  /** When no visible label names the field. */
  label?: string;
  disabled?: boolean;
}

/**
 * Date field of the pickers (agent-desktop §5): the browser's own calendar, showing
 * "Select a date" while no day is chosen (a native date field has no placeholder of its own).
 */
export function DatePicker({ value, onChange, min, id, label, disabled = false }: DatePickerProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const [focused, setFocused] = useState(false);
  const showHint = value === '' && !focused;
  return (
    <span className={`date-picker${showHint ? ' date-picker--empty' : ''}`}>
      <input
        id={id}
        type="date"
        className="date-picker__date"
        aria-label={label}
        aria-describedby={showHint ? hintId : undefined}
        min={min}
        disabled={disabled}
        value={value}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => onChange(event.target.value)}
      />
      {showHint && (
        <span id={hintId} className="date-picker__placeholder" aria-hidden="false">
          {t('timePicker.datePlaceholder')}
        </span>
      )}
    </span>
  );
}
