import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALLING_LINE_IDENTIFICATION_MAX_LENGTH,
  callingLineIdentificationPatch,
} from '../../domain/settings-options';
import { FieldStatus } from './field-status';
import type { SettingsSaver } from './use-settings-save';

/**
 * The calling line identification of one business process. Typing does not save each key:
 * the number is saved when the field is left or Enter is pressed; Escape puts back the stored one.
 */
export function CallingLineSetting({
  businessProcessId,
  name,
  all,
  saver,
}: {
  businessProcessId: string;
  name: string;
  all: Readonly<Record<string, string>>;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const field = `agentSettings.defaultCallingLineIdentification.${businessProcessId}`;
  const shown = saver.shown(field, all[businessProcessId] ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const label = t('agent.callingLineOf', { name });

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === shown) return;
    saver.save(
      field,
      { key: 'agent.callingLineOf', params: { name } },
      callingLineIdentificationPatch(all, businessProcessId, draft),
      draft.trim(),
    );
  };

  return (
    <div className="settings-field">
      <label htmlFor={id}>{name}</label>
      <div className="settings-field__control">
        <input
          id={id}
          aria-label={label}
          type="text"
          inputMode="tel"
          autoComplete="off"
          maxLength={CALLING_LINE_IDENTIFICATION_MAX_LENGTH}
          placeholder={t('agent.callingLinePlaceholder')}
          value={draft ?? shown}
          aria-describedby={`${id}-status`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') setDraft(null);
          }}
        />
        <FieldStatus id={`${id}-status`} field={field} saver={saver} />
      </div>
    </div>
  );
}
