import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOLUME_PERCENT } from '../../domain/settings-options';
import { FieldStatus } from './field-status';
import type { SettingsSaver } from './use-settings-save';

/**
 * Wait after the slider last moved before saving: a drag sends one PUT for where it stops,
 * not one per step, and the wait is short enough to feel immediate.
 */
const VOLUME_SAVE_DELAY_MS = 400;

/** A volume from 0 to 100 %, saved once the slider comes to rest. */
export function VolumeSetting({
  field,
  labelKey,
  stored,
  saver,
}: {
  field: string;
  /** The label's key in the settings namespace. */
  labelKey: string;
  stored: number;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const label = t(labelKey);
  const shown = saver.shown(field, stored);
  const [moving, setMoving] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const value = moving ?? shown;

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const change = (next: number) => {
    setMoving(next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setMoving(null);
      if (next !== shown) saver.save(field, { key: labelKey }, { [field]: next }, next);
    }, VOLUME_SAVE_DELAY_MS);
  };

  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <div className="settings-field__control">
        <input
          id={id}
          type="range"
          min={VOLUME_PERCENT.min}
          max={VOLUME_PERCENT.max}
          step={1}
          value={value}
          aria-valuetext={`${value} %`}
          aria-describedby={`${id}-status`}
          onChange={(event) => change(Number(event.target.value))}
        />
        <output htmlFor={id} className="settings-volume__value">
          {value} %
        </output>
        <FieldStatus id={`${id}-status`} field={field} saver={saver} />
      </div>
    </div>
  );
}
