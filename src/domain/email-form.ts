/**
 * Email composer rules (agent-desktop §2 "Email composer", §5 email form and sender lists).
 * Errors are i18n keys: fieldIsEmpty, invalidEmail.
 */

export type EmailFieldError = 'fieldIsEmpty' | 'invalidEmail';

export interface EmailFormFields {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
}

export interface EmailFormValidation {
  valid: boolean;
  errors: {
    to: EmailFieldError | null;
    cc: EmailFieldError | null;
    bcc: EmailFieldError | null;
    subject: EmailFieldError | null;
  };
}

// Practical address pattern: local part of the usual characters, a domain with at least one dot.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether one address matches the email pattern. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** The addresses of a semicolon-separated list, trimmed; empty entries (a trailing ";") are dropped. */
export function splitAddresses(list: string): string[] {
  return list
    .split(';')
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

/** The first address of a list that is not a valid address, so an error can name it; null when all are. */
export function firstInvalidAddress(list: string): string | null {
  return splitAddresses(list).find((a) => !isEmailAddress(a)) ?? null;
}

function validateList(list: string, required: boolean): EmailFieldError | null {
  const addresses = splitAddresses(list);
  if (addresses.length === 0) return required ? 'fieldIsEmpty' : null;
  return addresses.every(isEmailAddress) ? null : 'invalidEmail';
}

/** to required and valid; cc and bcc may be empty but valid; subject required. */
export function validateEmailForm(fields: EmailFormFields): EmailFormValidation {
  const errors = {
    to: validateList(fields.to, true),
    cc: validateList(fields.cc, false),
    bcc: validateList(fields.bcc, false),
    subject: fields.subject.trim() === '' ? ('fieldIsEmpty' as const) : null,
  };
  return { valid: Object.values(errors).every((e) => e === null), errors };
}

const ADDRESS_IN_TEXT = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * Normalises an incoming sender list such as `"Ann" <ann@x.com>, bob@y.org` to
 * `ann@x.com; bob@y.org`: the addresses extracted, duplicates dropped, joined with "; ".
 */
export function normaliseSenderList(text: string): string {
  const found = text.match(ADDRESS_IN_TEXT) ?? [];
  const seen = new Set<string>();
  const unique = found.filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()));
  return unique.join('; ');
}

const REPLY_PREFIX = 'RE:';

/** The reply subject: prefixed with "RE:" unless it already starts with it (any case). */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `${REPLY_PREFIX} ${trimmed}`.trimEnd();
}

/** A reply's pre-filled fields: to from the sender, subject with "RE:". */
export function replyFields(incoming: {
  from: string;
  subject: string;
}): Pick<EmailFormFields, 'to' | 'subject'> {
  return { to: normaliseSenderList(incoming.from), subject: replySubject(incoming.subject) };
}

/** A signature cursor index below 0 (or not a number) becomes 0. */
export function normaliseSignatureIndex(index: number): number {
  return Number.isFinite(index) && index > 0 ? Math.floor(index) : 0;
}
