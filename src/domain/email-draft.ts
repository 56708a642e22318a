/**
 * Email drafts (agent-desktop §2 "Email composer", §3 "Email record and draft"): what a reply
 * or a new email starts with, the body that is sent, and where the composer's errors lead.
 */
import {
  normaliseSignatureIndex,
  replyFields,
  type EmailFieldError,
  type EmailFormFields,
} from './email-form';

/** The composer's draft: the fields of §3 the agent edits (attachments are kept beside it). */
export interface EmailDraft extends EmailFormFields {
  /** What the agent typed, plain text. */
  body: string;
  /** HTML signature from the server; '' when there is none (or its fetch failed). */
  signature: string;
  /** Where the signature goes in the body, as a character index; never below 0. */
  signatureIndex: number;
}

/** The outcome of the signature fetch: the text, or a failure (the draft is still created). */
export type SignatureAnswer = { ok: true; signature: string } | { ok: false };

/**
 * A reply draft (§2): to from the sender's addresses joined with "; ", subject "RE: " + the
 * original (not doubled), the reply signature when its fetch worked, else none.
 */
export function createReplyDraft(
  incoming: { from: string; subject: string },
  signature: SignatureAnswer,
): EmailDraft {
  return {
    ...replyFields(incoming),
    cc: '',
    bcc: '',
    body: '',
    signature: signature.ok ? signature.signature : '',
    signatureIndex: 0,
  };
}

/** A new outgoing email's draft, from the server's draft record (§3 outgoingEmailData). */
export function draftFromRecord(record: {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  signature: string;
  signatureIndex: number;
}): EmailDraft {
  return {
    to: record.to,
    cc: record.cc,
    bcc: record.bcc,
    subject: record.subject,
    body: '',
    signature: record.signature,
    signatureIndex: normaliseSignatureIndex(record.signatureIndex),
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text: markup characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Plain text as HTML: escaped, one paragraph per blank-line block, single line breaks as <br>. */
export function plainTextToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((b) => b.trim() !== '');
  return blocks.map((b) => `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`).join('');
}

/**
 * The HTML body that is sent: the agent's text with the signature placed at the signature
 * index (floor 0, at most the end of the text). Without a signature, just the text.
 */
export function composeEmailBody(
  text: string,
  signatureHtml: string,
  signatureIndex: number,
): string {
  if (signatureHtml === '') return plainTextToHtml(text);
  const at = Math.min(normaliseSignatureIndex(signatureIndex), text.length);
  return `${plainTextToHtml(text.slice(0, at))}${signatureHtml}${plainTextToHtml(text.slice(at))}`;
}

/** Composer fields in screen order: focus goes to the first that is wrong. */
export const EMAIL_FIELD_ORDER = ['to', 'cc', 'bcc', 'subject'] as const;
export type EmailField = (typeof EMAIL_FIELD_ORDER)[number];

/** The first field with an error (in screen order), or null when the form is valid. */
export function firstInvalidField(
  errors: Readonly<Record<EmailField, EmailFieldError | null>>,
): EmailField | null {
  return EMAIL_FIELD_ORDER.find((field) => errors[field] !== null) ?? null;
}

/** The server's refusal of a send, as a message kind: 413 too large, 415 a program attached, else the server's text. */
export type SendRefusal = 'tooLarge' | 'programAttached' | 'invalid' | 'other';

export function sendRefusalKind(status: number | undefined): SendRefusal {
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'programAttached';
  if (status === 400) return 'invalid';
  return 'other';
}
