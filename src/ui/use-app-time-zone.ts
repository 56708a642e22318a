import { toIanaTimeZone } from '../domain/time-zones';
import { useTopicValue } from '../hub-client/use-topic';

/** The application time zone (IANA) from the user's settings; the spec's fallback until they load. */
export function useAppTimeZone(): string {
  const settings = useTopicValue('settings');
  return toIanaTimeZone(settings?.applicationSettings.timeZoneId);
}
