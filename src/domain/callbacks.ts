/**
 * The Callbacks tab of a monitoring card (supervisor-dashboards §2, §9): the callback queue
 * of a business process as GET api/businessProcess/{id}/callbacks answers it, searched and
 * paged 5 rows at a time.
 */

/**
 * Longest a shown queue goes unread (not in the spec): a callback coming due moves no live
 * counter, so without this a quiet business process would hide it until something else moved.
 */
export const CALLBACK_QUEUE_MAX_AGE_MS = 5_000;

/**
 * Where a callback stands: scheduled by an agent for a later moment, waiting in the queue, or
 * the assigned agent's step on it.
 */
export const CALLBACK_STATUSES = [
  'scheduled',
  'waiting',
  'preview',
  'dialing',
  'connected',
] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

/** Remarks the centre records on a callback (codes: the view translates them). */
export const CALLBACK_REMARKS = ['rescheduled'] as const;
export type CallbackRemark = (typeof CALLBACK_REMARKS)[number];

/** One row of the callback queue. Instants are ms since the epoch. */
export interface CallbackRow {
  callbackId: string;
  businessProcessId: string;
  /** The number to call back. */
  destination: string;
  /** IANA time zone of the destination (its "destination time" is now in this zone). */
  destinationTimeZone: string;
  /** When the customer asked to be called back. */
  createdAt: number;
  /** When the callback came due and joined the queue. */
  queuedAt: number;
  /** Call attempts made so far. */
  attempts: number;
  /** The agent working on it, or null while it waits. */
  assignedAgentId: string | null;
  assignedAgentName: string | null;
  status: CallbackStatus;
  remarks: CallbackRemark[];
}

/** The answer of GET api/businessProcess/{id}/callbacks. */
export interface CallbackQueue {
  businessProcessId: string;
  /** Server time of the listing. */
  at: number;
  callbacks: CallbackRow[];
}

/**
 * Rows whose shown texts contain the query (case-insensitive, surrounding blanks ignored);
 * `shownTexts` gives the texts a row shows (translated status, formatted times…), so the
 * search matches what the user reads. An empty query keeps every row.
 */
export function searchCallbacks<T>(
  rows: readonly T[],
  query: string,
  shownTexts: (row: T) => readonly string[],
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    shownTexts(row).some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}

export interface CallbackPage<T> {
  rows: T[];
  /** 0-based page actually shown (clamped into range). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when there is none. */
  first: number;
  last: number;
  total: number;
}

/** One page of rows; a page past the end shows the last page (a shrinking queue never strands the user on an empty page). */
export function pageOfCallbacks<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
): CallbackPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  const start = shown * size;
  const slice = rows.slice(start, start + size);
  return {
    rows: slice,
    page: shown,
    pageCount,
    first: slice.length === 0 ? 0 : start + 1,
    last: start + slice.length,
    total: rows.length,
  };
}
