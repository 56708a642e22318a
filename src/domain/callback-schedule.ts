/**
 * Scheduling a callback (agent-desktop §7 `POST api/interaction/callback`, "the schedule"):
 * the number to call back, the moment (a day and time picked with the shared pickers, §5)
 * and an optional note, checked before anything is sent so a bad entry loses nothing.
 */

/** How far ahead a callback may be scheduled: a callback is work of this month, like a postponed email. */
export const CALLBACK_SCHEDULE_MAX_DAYS = 30;
/** The longest note the server keeps with a callback. */
export const CALLBACK_NOTE_MAX_LENGTH = 4000;
const DAY_MS = 86_400_000;

/** A number the server dials: an optional plus and 3 to 20 digits. */
const DIALLABLE = /^\+?[0-9]{3,20}$/;

export type CallbackScheduleError =
  'phoneMissing' | 'phoneInvalid' | 'momentMissing' | 'past' | 'tooFar' | 'noteTooLong';

/**
 * The number as the server takes it: blanks, dots, dashes and brackets people write between
 * digits dropped ("+1 (312) 555-0101" → "+13125550101"); anything else is kept, to be refused.
 */
export function dialableNumber(typed: string): string {
  return typed.trim().replace(/[\s.\-()]/g, '');
}

/** The number a call's customer is called back on: the remote party of a telephony call, or ''. */
export function callbackNumberOf(remoteParty: string): string {
  const number = dialableNumber(remoteParty);
  return DIALLABLE.test(number) ? number : '';
}

export interface CallbackScheduleInput {
  phoneNumber: string;
  /** The chosen moment (ms since the epoch), or null when the day or time is not chosen. */
  at: number | null;
  note: string;
}

/** The first problem of an entry, in the order the dialog shows its fields; null when it can be sent. */
export function checkCallbackSchedule(
  input: CallbackScheduleInput,
  now: number,
): CallbackScheduleError | null {
  const number = dialableNumber(input.phoneNumber);
  if (number === '') return 'phoneMissing';
  if (!DIALLABLE.test(number)) return 'phoneInvalid';
  if (input.at === null || !Number.isFinite(input.at)) return 'momentMissing';
  if (input.at <= now) return 'past';
  if (input.at - now > CALLBACK_SCHEDULE_MAX_DAYS * DAY_MS) return 'tooFar';
  if (input.note.length > CALLBACK_NOTE_MAX_LENGTH) return 'noteTooLong';
  return null;
}

/** The body of POST api/interaction/callback (the server's schedule shape). */
export interface CallbackScheduleRequest {
  businessProcessId: string;
  phoneNumber: string;
  scheduledTime: number;
  contactId?: string;
  interactionId?: string;
  note?: string;
}

/** The request for a checked entry; empty optional parts are left out. */
export function callbackScheduleRequest(
  input: { phoneNumber: string; at: number; note: string },
  context: { businessProcessId: string; contactId: string | null; interactionId: string | null },
): CallbackScheduleRequest {
  const note = input.note.trim();
  return {
    businessProcessId: context.businessProcessId,
    phoneNumber: dialableNumber(input.phoneNumber),
    scheduledTime: input.at,
    ...(context.contactId ? { contactId: context.contactId } : {}),
    ...(context.interactionId ? { interactionId: context.interactionId } : {}),
    ...(note === '' ? {} : { note }),
  };
}
