import { useTranslation } from 'react-i18next';
import {
  buildTranscript,
  transcriptFileName,
  type TranscriptEmail,
  type TranscriptLabels,
  type TranscriptSource,
} from '../../domain/transcript';
import { toIanaTimeZone } from '../../domain/time-zones';
import type { EmailRecord, Interaction } from '../../protocol/interaction-events';
import { useTopicValue } from '../../hub-client/use-topic';

const TRANSCRIPT_MEDIA: ReadonlySet<string> = new Set(['CHAT', 'SMS', 'EMAIL']);
/** The download has read the blob well before this; then its URL is released. */
const BLOB_URL_KEPT_MS = 10_000;
// Elements after which a line ends when an email body becomes plain text.
const LINE_ENDING_ELEMENTS = 'br, p, div, li, tr, h1, h2, h3, h4, h5, h6, blockquote';

/**
 * The email body as plain text. DOMParser builds an inert document (no scripts run, nothing
 * loads), so the customer's HTML is only read, never shown.
 */
function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll(LINE_ENDING_ELEMENTS)) element.append('\n');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

function emailSource(record: EmailRecord | null): TranscriptSource {
  const incoming = record?.incomingEmailData ?? null;
  const outgoing = record?.outgoingEmailData ?? null;
  const incomingPart: TranscriptEmail | null =
    incoming === null
      ? null
      : {
          from: incoming.from,
          to: incoming.to,
          cc: incoming.cc,
          subject: incoming.subject,
          at: incoming.receivedAt,
          body: htmlToText(incoming.body),
        };
  const outgoingPart: TranscriptEmail | null =
    outgoing === null
      ? null
      : {
          from: outgoing.from,
          to: outgoing.to,
          cc: outgoing.cc,
          subject: outgoing.subject,
          at: outgoing.sentAt,
          body: htmlToText(outgoing.body),
        };
  return { kind: 'email', incoming: incomingPart, outgoing: outgoingPart };
}

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_KEPT_MS);
}

/**
 * Export transcript (agent-desktop §9): the chat or SMS conversation, or the email with its
 * reply, as a .txt download under the spec's headings, times in the application time zone.
 */
export function TranscriptExportButton({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('alerts');
  const conversation = useTopicValue('conversations', ix.interactionId);
  const settings = useTopicValue('settings');
  if (!TRANSCRIPT_MEDIA.has(ix.interactionMediaType)) return null;

  const exportTranscript = () => {
    const labels: TranscriptLabels = {
      from: t('transcript.from'),
      to: t('transcript.to'),
      cc: t('transcript.cc'),
      subject: t('transcript.subject'),
      date: t('transcript.date'),
      noMessages: t('transcript.noMessages'),
      none: t('transcript.none'),
    };
    const source: TranscriptSource =
      ix.interactionMediaType === 'EMAIL'
        ? emailSource(ix.email)
        : {
            kind: 'conversation',
            media: ix.interactionMediaType === 'SMS' ? 'SMS' : 'CHAT',
            messages: (conversation?.messages ?? [])
              .filter((m) => m.type === 'regular')
              .map((m) => ({
                timestamp: m.timestamp,
                originator: m.originator.name,
                text: m.content,
              })),
          };
    download(
      buildTranscript(source, labels, toIanaTimeZone(settings?.applicationSettings.timeZoneId)),
      transcriptFileName(ix.interactionMediaType, ix.interactionId),
    );
  };

  return (
    <button
      type="button"
      className="button button-outline"
      onClick={exportTranscript}
      data-testid="export-transcript"
    >
      {t('transcript.export')}
    </button>
  );
}
