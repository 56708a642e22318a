/**
 * Behavioural constants of the simulated people that are not worth a knob. Seconds of
 * model time (the load mode's durationScale applies to all of them).
 */
import type { Media } from './config';

/** Handling time per media relative to telephony: chats run in parallel and last longer, emails need writing. */
export const HANDLING_MEDIA_FACTOR: Record<Media, number> = {
  telephony: 1,
  chat: 1.4,
  email: 1.2,
  sms: 1,
};
/** Patience per media relative to telephony: chat and SMS customers do something else meanwhile. */
export const PATIENCE_MEDIA_FACTOR: Record<Media, number> = {
  telephony: 1,
  chat: 1.7,
  email: 1,
  sms: 3,
};
/** Mean time on a backoffice task (filing, follow-ups). */
export const BACKOFFICE_MEAN_SECONDS = 480;
/** Dialing an outgoing call until the other side picks up. */
export const OUTGOING_DIAL_MEAN_SECONDS = 12;
/** Talk time of an agent-initiated outgoing call. */
export const OUTGOING_TALK_MEAN_SECONDS = 240;
/** How long a simulated agent stays logged out before logging back in. */
export const OFFLINE_MEAN_SECONDS = 1_800;
/** Agents offline at the simulation start log in over roughly the first half hour. */
export const LOGIN_AT_START_MEAN_SECONDS = 1_200;
/** Reading a callback's details before dialing. */
export const CALLBACK_PREVIEW_MEAN_SECONDS = 6;
/** Dialing a callback until it connects or fails. */
export const CALLBACK_DIAL_MEAN_SECONDS = 15;
/** A rescheduled callback comes due again after this long. */
export const CALLBACK_RESCHEDULE_DELAY_SECONDS = 600;
/** Share of an interaction's talk time before a consult starts, and when it ends. */
export const CONSULT_START_SHARE = 0.3;
export const CONSULT_END_SHARE = 0.6;
/** A sim agent who rejects does it quickly: this share of the ring time. */
export const REJECT_RING_SHARE = 0.5;
/** Ring never reaches the no-answer timeout for an agent who answers. */
export const RING_CAP_SHARE_OF_TIMEOUT = 0.9;
/** Chat/SMS concurrency assumed when deriving the arrival rate (the standard load allowance). */
export const ASSUMED_CHAT_CONCURRENCY = 2;
/** Share of logged-in time simulated agents are available when activities are on (breaks, backoffice...). */
export const AVAILABLE_SHARE_WITH_ACTIVITIES = 0.78;

/** Self-initiated activities and their odds when the activity timer fires. */
export const ACTIVITY_WEIGHTS = [
  { stateId: 'break', breakTypeId: 'break-coffee', weight: 0.3 },
  { stateId: 'break', breakTypeId: 'break-lunch', weight: 0.08 },
  { stateId: 'break', breakTypeId: 'break-training', weight: 0.05 },
  { stateId: 'break', breakTypeId: 'break-meeting', weight: 0.05 },
  { stateId: 'backoffice', breakTypeId: null, weight: 0.25 },
  { stateId: 'outgoing', breakTypeId: null, weight: 0.22 },
  { stateId: 'offline', breakTypeId: null, weight: 0.05 },
] as const;
