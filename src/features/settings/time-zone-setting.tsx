import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldStatus } from './field-status';
import type { SettingsSaver } from './use-settings-save';
import { useHubRead } from '../../hub-client/use-hub-read';

const FIELD = 'applicationSettings.timeZoneId';

/** Minutes east of UTC as "UTC+05:30" / "UTC-05:00". */
function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The time zone, from GET api/reference/timeZone/all; the organisation's default
 * (timeZone/default) is marked. Choosing one saves its id and its UTC offset together.
 */
export function TimeZoneSetting({
  timeZoneId,
  utcOffset,
  saver,
}: {
  timeZoneId: string;
  utcOffset: number;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const zones = useHubRead({ name: 'timeZones' });
  const fallback = useHubRead({ name: 'defaultTimeZone' });
  const defaultId = fallback.state.status === 'ready' ? fallback.state.value.id : null;
  const shownId = saver.shown(FIELD, timeZoneId);
  const list = zones.state.status === 'ready' ? zones.state.value : [];
  const shownOffset = list.find((zone) => zone.id === shownId)?.utcOffsetMinutes ?? utcOffset;
  const label = t('application.timeZone');

  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <div className="settings-field__control">
        <select
          id={id}
          value={shownId}
          disabled={zones.state.status !== 'ready'}
          aria-describedby={`${id}-offset ${id}-status`}
          onChange={(event) => {
            const zone = list.find((z) => z.id === event.target.value);
            if (!zone) return;
            saver.save(
              FIELD,
              { key: 'application.timeZone' },
              { [FIELD]: zone.id, 'applicationSettings.timeZoneUtcOffset': zone.utcOffsetMinutes },
              zone.id,
            );
          }}
        >
          {!list.some((zone) => zone.id === shownId) && <option value={shownId}>{shownId}</option>}
          {list.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.id === defaultId
                ? t('application.defaultZone', { name: zone.displayName })
                : zone.displayName}
            </option>
          ))}
        </select>
        <span id={`${id}-offset`} className="settings-field__note">
          {t('application.utcOffset', { offset: utcOffsetLabel(shownOffset) })}
        </span>
        {zones.state.status === 'loading' && (
          <span className="settings-field__note">{t('loading')}</span>
        )}
        {zones.state.status === 'failed' && (
          <span className="settings-field__note" role="status">
            {t('application.zonesFailed', { reason: zones.state.message })}{' '}
            <button
              type="button"
              className="button button-text settings-inline-button"
              onClick={zones.retry}
            >
              {t('retry')}
            </button>
          </span>
        )}
        <FieldStatus id={`${id}-status`} field={FIELD} saver={saver} />
      </div>
    </div>
  );
}
