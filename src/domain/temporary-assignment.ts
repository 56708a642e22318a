/**
 * Temporary agent assignments (supervisor-dashboards §2 Agents tab, §3, §4, §9): texts as keys
 * with parameters, duration choices, expiration defaults and reset.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import {
  ASSIGNMENT_DURATION_DEFAULT_HOURS,
  ASSIGNMENT_DURATION_HOURS_CHOICES,
  EXPIRATION_DIALOG_DEFAULT_HOURS,
} from './supervisor-constants';
import { dateInZone } from './format';

dayjs.extend(utc);

/** An agent's assignment to a business process. expirationTime: ms since the epoch, null if permanent. */
export interface TemporaryAssignment {
  id: string;
  name: string;
  isActive: boolean;
  expirationTime: number | null;
}

/** A text for the view to translate; `time` is an instant it formats in the app time zone. */
export interface AssignmentText {
  key: 'temporarilyActiveUntil' | 'temporarilyInactiveUntil' | 'expires';
  params: { time: number };
}

/** "Temporarily active until {time}" / "Temporarily inactive until {time}"; null without expiry. */
export function assignmentStatusText(assignment: TemporaryAssignment): AssignmentText | null {
  if (assignment.expirationTime === null) return null;
  return {
    key: assignment.isActive ? 'temporarilyActiveUntil' : 'temporarilyInactiveUntil',
    params: { time: assignment.expirationTime },
  };
}

/** "Expires {time}" on an agent row; null without expiry. */
export function expiresText(assignment: TemporaryAssignment): AssignmentText | null {
  return assignment.expirationTime === null
    ? null
    : { key: 'expires', params: { time: assignment.expirationTime } };
}

/** Duration choices in hours (1 to 12) and the default (5). */
export const DURATION_CHOICES_HOURS = ASSIGNMENT_DURATION_HOURS_CHOICES;
export const DURATION_DEFAULT_HOURS = ASSIGNMENT_DURATION_DEFAULT_HOURS;

/** The expiration dialog's default: 6 hours from now. */
export function defaultExpiration(now: number): number {
  return now + EXPIRATION_DIALOG_DEFAULT_HOURS * 3_600_000;
}

/** The date picker's minimum date: today in the application time zone ("YYYY-MM-DD"). */
export function minimumExpirationDate(now: number, timeZone: string): string {
  return dateInZone(now, timeZone);
}

/** Reset: every agent with an expiry gets the expiry set to now; the others are unchanged. */
export function resetAssignments(
  assignments: readonly TemporaryAssignment[],
  now: number,
): TemporaryAssignment[] {
  return assignments.map((a) => (a.expirationTime === null ? a : { ...a, expirationTime: now }));
}

/** Whole minutes from now to an expiry (the expirationMinutes request form), never negative. */
export function expirationMinutes(expiry: number, now: number): number {
  return Math.max(0, Math.round((expiry - now) / 60_000));
}

/** An expiry as the supervisor dialog sends it: "YYYY-MM-DD HH:mm:ss" in UTC. */
export function formatExpirationUtc(expiry: number): string {
  return dayjs.utc(expiry).format('YYYY-MM-DD HH:mm:ss');
}

/** The action buttons need at least one selected agent. */
export function canApplyToAgents(selectedAgentIds: readonly string[]): boolean {
  return selectedAgentIds.length > 0;
}
