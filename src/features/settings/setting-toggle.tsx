import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldStatus } from './field-status';
import type { SettingsSaver } from './use-settings-save';

/** An on/off setting, saved as soon as it is ticked or unticked. */
export function SettingToggle({
  field,
  labelKey,
  description,
  stored,
  saver,
}: {
  field: string;
  /** The label's key in the settings namespace. */
  labelKey: string;
  description?: string;
  stored: boolean;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const label = t(labelKey);
  const checked = saver.shown(field, stored);
  return (
    <div className="settings-toggle">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-status${description ? ` ${id}-description` : ''}`}
        onChange={(event) =>
          saver.save(
            field,
            { key: labelKey },
            { [field]: event.target.checked },
            event.target.checked,
          )
        }
      />
      <span className="settings-toggle__text">
        <label htmlFor={id}>{label}</label>
        {description && (
          <span id={`${id}-description`} className="settings-toggle__description">
            {description}
          </span>
        )}
        <FieldStatus id={`${id}-status`} field={field} saver={saver} />
      </span>
    </div>
  );
}
