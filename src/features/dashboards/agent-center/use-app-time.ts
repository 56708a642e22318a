import { TIME_FORMAT_12H, type TimeOfDayFormat } from '../../../domain/format';
import { toIanaTimeZone } from '../../../domain/time-zones';
import { useTopicValue } from '../../../hub-client/use-topic';

/** The application time zone (IANA) and time-of-day format of the user's settings. */
export function useAppTime(): { timeZone: string; timeFormat: TimeOfDayFormat } {
  const settings = useTopicValue('settings');
  return {
    timeZone: toIanaTimeZone(settings?.applicationSettings.timeZoneId),
    timeFormat: settings?.applicationSettings.timeFormat ?? TIME_FORMAT_12H,
  };
}
