/**
 * Transcript export (agent-desktop §9): a plain-text (.txt) file of one interaction, under the
 * spec's headings SMS, CHAT, INCOMING EMAIL and OUT. EXTERNAL MAIL. Message times are
 * MM/DD/YYYY h:mm a in the application time zone. Labels come translated from the view; the
 * headings are the spec's fixed words.
 */
import { TRANSCRIPT_HEADINGS } from './agent-desktop-constants';
import { formatDateTime, isUnregistered } from './format';

export interface TranscriptMessage {
  timestamp: number;
  /** Who wrote it (customer or agent name; the view's word for system messages). */
  originator: string;
  text: string;
}

export interface TranscriptEmail {
  from: string;
  to: string;
  cc: string;
  subject: string;
  /** Received or sent time; null for a draft never sent. */
  at: number | null;
  /** Body as plain text (the view turns the sanitised HTML into text). */
  body: string;
}

export type TranscriptSource =
  | { kind: 'conversation'; media: 'CHAT' | 'SMS'; messages: readonly TranscriptMessage[] }
  | { kind: 'email'; incoming: TranscriptEmail | null; outgoing: TranscriptEmail | null };

/** Translated words the file uses besides the fixed headings. */
export interface TranscriptLabels {
  from: string;
  to: string;
  cc: string;
  subject: string;
  date: string;
  noMessages: string;
  /** Shown for a date that is missing (a draft). */
  none: string;
}

/** Line ending of the file: CRLF, so the text opens cleanly in every editor an agent may use. */
const LINE_END = '\r\n';

function stamp(instant: number | null, timeZone: string, none: string): string {
  const text = formatDateTime(instant, timeZone);
  return isUnregistered(text) ? none : text;
}

function emailSection(
  heading: string,
  email: TranscriptEmail,
  labels: TranscriptLabels,
  timeZone: string,
): string[] {
  return [
    heading,
    `${labels.from}: ${email.from}`,
    `${labels.to}: ${email.to}`,
    ...(email.cc.trim() === '' ? [] : [`${labels.cc}: ${email.cc}`]),
    `${labels.subject}: ${email.subject}`,
    `${labels.date}: ${stamp(email.at, timeZone, labels.none)}`,
    '',
    ...email.body.split(/\r?\n/),
  ];
}

/** The transcript text: heading, then messages oldest first ("time - originator: text"), or the email sections. */
export function buildTranscript(
  source: TranscriptSource,
  labels: TranscriptLabels,
  timeZone: string,
): string {
  const lines: string[] = [];
  if (source.kind === 'conversation') {
    lines.push(source.media === 'SMS' ? TRANSCRIPT_HEADINGS.sms : TRANSCRIPT_HEADINGS.chat, '');
    const ordered = [...source.messages].sort((a, b) => a.timestamp - b.timestamp);
    if (ordered.length === 0) lines.push(labels.noMessages);
    for (const message of ordered) {
      const [first = '', ...rest] = message.text.split(/\r?\n/);
      lines.push(
        `${stamp(message.timestamp, timeZone, labels.none)} - ${message.originator}: ${first}`,
        ...rest.map((line) => `    ${line}`),
      );
    }
  } else {
    if (source.incoming !== null)
      lines.push(
        ...emailSection(TRANSCRIPT_HEADINGS.incomingEmail, source.incoming, labels, timeZone),
      );
    if (source.incoming !== null && source.outgoing !== null) lines.push('');
    if (source.outgoing !== null)
      lines.push(
        ...emailSection(
          TRANSCRIPT_HEADINGS.outgoingExternalMail,
          source.outgoing,
          labels,
          timeZone,
        ),
      );
    if (source.incoming === null && source.outgoing === null) lines.push(labels.noMessages);
  }
  return lines.join(LINE_END) + LINE_END;
}

/** File name of a transcript: the medium and the interaction id, characters unsafe in file names replaced. */
export function transcriptFileName(mediaType: string, interactionId: string): string {
  const safe = `${mediaType.toLowerCase()}-${interactionId}`.replace(/[^A-Za-z0-9._-]/g, '_');
  return `transcript-${safe}.txt`;
}
