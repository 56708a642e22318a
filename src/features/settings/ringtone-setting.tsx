import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RINGTONES, type Ringtone } from '../../protocol/api';
import { FieldStatus } from './field-status';
import { previewRingtone, type PreviewOutcome } from './ringtone-preview';
import type { SettingsSaver } from './use-settings-save';

export type RingtoneMedium = 'call' | 'chat' | 'email' | 'sms';

/** The ringtone of one medium: a choice saved at once, and a preview of what is chosen. */
export function RingtoneSetting({
  medium,
  stored,
  volume,
  saver,
}: {
  medium: RingtoneMedium;
  stored: Ringtone;
  volume: number;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const field = `preferencesSettings.incomingInteractionRingtones.${medium}`;
  const label = t(`ringtones.medium.${medium}`);
  const tone = saver.shown(field, stored);
  // what the last preview did, put in words when shown (the language may change meanwhile)
  const [played, setPlayed] = useState<{ outcome: PreviewOutcome; tone: Ringtone } | null>(null);
  const note = (() => {
    if (played === null) return null;
    switch (played.outcome.kind) {
      case 'silent':
        return t('ringtones.silentPreview');
      case 'unsupported':
        return t('ringtones.unsupported');
      case 'playing':
        return t('ringtones.playing', { tone: t(`ringtones.tone.${played.tone}`) });
    }
  })();
  const preview = () => setPlayed({ outcome: previewRingtone(tone, volume), tone });

  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <div className="settings-field__control">
        <select
          id={id}
          value={tone}
          aria-describedby={`${id}-status ${id}-note`}
          onChange={(event) => {
            const next = RINGTONES.find((r) => r === event.target.value);
            if (!next) return;
            setPlayed(null);
            saver.save(field, { key: `ringtones.fieldLabel.${medium}` }, { [field]: next }, next);
          }}
        >
          {RINGTONES.map((r) => (
            <option key={r} value={r}>
              {t(`ringtones.tone.${r}`)}
            </option>
          ))}
        </select>
        <button type="button" className="button button-outline settings-preview" onClick={preview}>
          {t('ringtones.preview')}
          <span className="visually-hidden"> {label}</span>
        </button>
        <span id={`${id}-note`} className="settings-field__note" aria-live="polite">
          {note}
        </span>
        <FieldStatus id={`${id}-status`} field={field} saver={saver} />
      </div>
    </div>
  );
}
