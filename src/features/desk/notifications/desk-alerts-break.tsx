import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  breakAlertKey,
  endOfBreakAlertAt,
  endOfBreakAlertShown,
  plannedBreakEnd,
  type BreakAlertInput,
} from '../../../domain/break-alert';
import { formatTimeOfDay, isUnregistered, TIME_FORMAT_24H } from '../../../domain/format';
import { toIanaTimeZone } from '../../../domain/time-zones';
import { useTopicValue } from '../../../hub-client/use-topic';
import { useNow } from '../../../ui/use-now';
import { ringer } from './ringing-player';
import { useHubRead } from '../../../hub-client/use-hub-read';

/** The end-of-break chime: the rising tone, distinct from an offer's double ring. */
const BREAK_ALERT_TONE = 'tone2';

/**
 * End-of-break alert (agent-desktop §3 alertEndOfBreak): alertEndOfBreak seconds before the
 * planned end of the agent's break (its start plus the break type's breakDuration), every tab
 * shows a notice, announced politely, until dismissed (per tab) or the break ends; the tab that
 * owns once-per-browser effects also plays a chime once per break.
 */
export function EndOfBreakAlert() {
  const { t } = useTranslation('alerts');
  const ownAgent = useTopicValue('ownAgent');
  const settings = useTopicValue('settings');
  const owner = useTopicValue('effects')?.owner === true;
  const breakTypes = useHubRead({ name: 'breakTypes' }).state;
  const now = useNow();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const chimed = useRef<string | null>(null);

  const type =
    breakTypes.status === 'ready'
      ? breakTypes.value.find((b) => b.id === ownAgent?.breakTypeId)
      : undefined;
  const input: BreakAlertInput | null =
    ownAgent === undefined
      ? null
      : {
          stateId: ownAgent.stateId,
          breakTypeId: ownAgent.breakTypeId,
          since: ownAgent.since,
          breakDurationMinutes: type?.breakDuration ?? null,
          alertSeconds: settings?.preferencesSettings.alertEndOfBreak ?? 0,
        };
  const shown = input !== null && endOfBreakAlertShown(input, now, dismissed);
  const key = input === null ? null : breakAlertKey(input);
  const volume = settings?.audioSettings.speakerVolume ?? 100;

  useEffect(() => {
    if (!shown || !owner || key === null || chimed.current === key) return;
    chimed.current = key;
    ringer.chime(BREAK_ALERT_TONE, volume);
  }, [shown, owner, key, volume]);

  const end = input === null ? null : plannedBreakEnd(input.since, input.breakDurationMinutes);
  const zone = toIanaTimeZone(settings?.applicationSettings.timeZoneId);
  const endText =
    end === null
      ? null
      : formatTimeOfDay(end, zone, settings?.applicationSettings.timeFormat ?? TIME_FORMAT_24H);
  const name = type?.name ?? ownAgent?.stateName ?? '';
  const message =
    end !== null && now >= end
      ? t('break.over', { name })
      : t('break.endsAt', {
          name,
          time: endText === null || isUnregistered(endText) ? '' : endText,
        });

  // the live region stays in the page so the notice's arrival is announced
  return (
    <div
      className="break-alert-region"
      role="status"
      aria-live="polite"
      data-alert-at={input === null ? '' : (endOfBreakAlertAt(input) ?? '')}
      data-planned-end={end ?? ''}
    >
      {shown && key !== null && (
        <div className="break-alert" data-testid="break-alert">
          <span className="break-alert__text">{message}</span>
          <button type="button" className="button button-text" onClick={() => setDismissed(key)}>
            {t('dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
