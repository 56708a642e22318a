import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ringingChannels } from '../../../domain/desk-alerts';
import { useTopicValue } from '../../../hub-client/use-topic';
import { RINGTONE_PATTERNS, type AudibleRingtone } from '../../../ui/ringtones';
import type { DeskAlertEntry } from './ringing-entries';
import { ringer } from './ringing-player';

const audible = (tone: string): tone is AudibleRingtone => Object.hasOwn(RINGTONE_PATTERNS, tone);

/**
 * Rings per channel while offers of that channel are pending (agent-desktop §2), in the one tab
 * the hub elects for once-per-browser effects; the others stay quiet. Every tab carries the
 * same hidden status (which channels ring, whether this tab is the one playing and how its
 * audio is), so the state can be checked from outside.
 */
export function RingingStatus({ entries }: { entries: readonly DeskAlertEntry[] }) {
  const { t } = useTranslation('alerts');
  const settings = useTopicValue('settings');
  const owner = useTopicValue('effects')?.owner === true;
  const status = useSyncExternalStore(ringer.subscribe, ringer.getStatus, ringer.getStatus);
  const ringtones = settings?.preferencesSettings.incomingInteractionRingtones;
  const volume = settings?.audioSettings.speakerVolume ?? 100;
  const channels = ringtones === undefined ? [] : ringingChannels(entries, ringtones);
  const tones =
    ringtones === undefined ? [] : channels.map((channel) => ringtones[channel]).filter(audible);
  const tonesKey = tones.join(' ');

  useEffect(() => {
    if (!owner || tonesKey === '') ringer.stop();
    else ringer.ring(tonesKey.split(' ').filter(audible), volume);
  }, [owner, tonesKey, volume]);
  // the desk goes (sign-out, another role): no ring survives it
  useEffect(() => () => ringer.stop(), []);

  return (
    <>
      <div
        hidden
        data-testid="ringing-status"
        data-ringing={channels.join(' ')}
        data-ringing-owner={String(owner)}
        data-ringing-audio={owner ? status : 'idle'}
      />
      {owner && status === 'suspended' && (
        <p className="ringing-hint" data-testid="ringing-hint">
          {t('sound.waitingForGesture')}
        </p>
      )}
    </>
  );
}
