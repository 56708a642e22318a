import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsPatch } from '../../protocol/api';
import { FieldStatus } from './field-status';
import type { SettingsSaver } from './use-settings-save';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A setting chosen from a list, saved as soon as it changes. A stored value outside the list
 * (written by another version) is shown as it is rather than silently replaced.
 */
export function SettingSelect<T extends string | number>({
  field,
  labelKey,
  options,
  stored,
  saver,
  patch,
  hint,
  disabled = false,
}: {
  field: string;
  /** The label's key in the settings namespace. */
  labelKey: string;
  options: ReadonlyArray<SelectOption<T>>;
  stored: T;
  saver: SettingsSaver;
  /** The PUT body for a choice; by default the field's own path. */
  patch?: (value: T) => SettingsPatch;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const label = t(labelKey);
  const value = saver.shown(field, stored);
  const known = options.some((option) => option.value === value);
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <div className="settings-field__control">
        <select
          id={id}
          value={String(value)}
          disabled={disabled}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            const choice = options.find((option) => String(option.value) === event.target.value);
            if (choice)
              saver.save(
                field,
                { key: labelKey },
                patch ? patch(choice.value) : { [field]: choice.value },
                choice.value,
              );
          }}
        >
          {!known && (
            <option value={String(value)}>{t('otherValue', { value: String(value) })}</option>
          )}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
        {hint}
        <FieldStatus id={`${id}-status`} field={field} saver={saver} />
      </div>
    </div>
  );
}
