/**
 * The agent metrics chart (supervisor-dashboards §2 "Agent metrics", §9 chart hours 5 to 23):
 * personal against average handling time by hour of the day.
 *
 * The statistics hold no hourly series, so it is built from what happened: personal is the
 * mean handling time (answer to the end of wrap-up, as the business processes measure it) of
 * the agent's interactions answered in that hour, from their interaction history. The
 * statistics hold each business process's average for the shift only, so the average of an
 * hour is the shift average of the business processes the agent worked in that hour, each
 * counted as often as the agent handled one of its interactions; an hour without work of the
 * agent shows the shift average of the agent's business processes, weighted by answered
 * interactions. Hours still to come show nothing.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { CHART_HOURS } from './agent-dashboard';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the chart reads of an interaction history entry (instants in ms since the epoch). */
export interface HandledInteraction {
  businessProcessId: string;
  answeredAt: number | null;
  completedAt: number;
}

/** What the chart reads of a business process's statistics: shift average handling (s) and answered count. */
export interface BusinessProcessHandling {
  averageHandlingSeconds: number;
  answered: number;
}

export interface HandlingHour {
  hour: number;
  /** Seconds; null when the agent answered nothing in that hour. */
  personal: number | null;
  /** Seconds; null for hours still to come or when no average is known. */
  average: number | null;
}

/** Hour of the day (0-23) of an instant in an IANA time zone. */
export function hourInZone(instant: number, timeZone: string): number {
  return dayjs(instant).tz(timeZone).hour();
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Shift average of the business processes, weighted by their answered interactions. */
function overallAverage(averages: ReadonlyMap<string, BusinessProcessHandling>): number | null {
  let weighted = 0;
  let answered = 0;
  for (const bp of averages.values()) {
    if (bp.answered <= 0 || bp.averageHandlingSeconds <= 0) continue;
    weighted += bp.averageHandlingSeconds * bp.answered;
    answered += bp.answered;
  }
  return answered === 0 ? null : weighted / answered;
}

/**
 * One row per chart hour (5 to 23) of the day starting at `dayStart`. `hourOf` gives the hour
 * of the day of an instant in the application time zone; `currentHour` is the hour of now in
 * that zone. Interactions answered before `dayStart` belong to another day and are left out.
 */
export function handlingTimeByHour(input: {
  dayStart: number;
  interactions: readonly HandledInteraction[];
  averages: ReadonlyMap<string, BusinessProcessHandling>;
  hourOf: (instant: number) => number;
  currentHour: number;
}): HandlingHour[] {
  const byHour = new Map<number, HandledInteraction[]>();
  for (const ix of input.interactions) {
    if (ix.answeredAt === null || ix.answeredAt < input.dayStart || ix.completedAt < ix.answeredAt)
      continue;
    const hour = input.hourOf(ix.answeredAt);
    byHour.set(hour, [...(byHour.get(hour) ?? []), ix]);
  }
  const overall = overallAverage(input.averages);
  return CHART_HOURS.map((hour) => {
    if (hour > input.currentHour) return { hour, personal: null, average: null };
    const handled = byHour.get(hour) ?? [];
    const personal = mean(
      handled.map((ix) => (ix.completedAt - (ix.answeredAt ?? ix.completedAt)) / 1000),
    );
    const ofTheirProcesses = handled.flatMap((ix) => {
      const bp = input.averages.get(ix.businessProcessId);
      return bp && bp.averageHandlingSeconds > 0 ? [bp.averageHandlingSeconds] : [];
    });
    return { hour, personal, average: mean(ofTheirProcesses) ?? overall };
  });
}
