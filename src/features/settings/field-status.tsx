import { useTranslation } from 'react-i18next';
import type { SettingsSaver } from './use-settings-save';

/** Beside a field: "Saving…" while its change is on the way, the reason when it was refused. */
export function FieldStatus({
  id,
  field,
  saver,
}: {
  id: string;
  field: string;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const error = saver.error(field);
  return (
    <span id={id} className="settings-field__status">
      {saver.saving(field) && <span className="settings-field__saving">{t('saving')}</span>}
      {error !== null && (
        <span role="alert" className="settings-field__error">
          {error}
        </span>
      )}
    </span>
  );
}
