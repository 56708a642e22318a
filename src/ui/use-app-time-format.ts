import { TIME_FORMAT_12H, type TimeOfDayFormat } from '../domain/format';
import { useTopicValue } from '../hub-client/use-topic';

/** The user's time-of-day format (applicationSettings.timeFormat); 12-hour until the settings load. */
export function useAppTimeFormat(): TimeOfDayFormat {
  return useTopicValue('settings')?.applicationSettings.timeFormat ?? TIME_FORMAT_12H;
}
