import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAttachmentSize } from '../../../domain/attachments';
import type { EmailAttachmentInfo } from '../../../protocol/interaction-events';
import { useHub } from '../../../hub-client/use-hub';

/** How long a downloaded file's object URL lives: long enough for the browser to start saving it. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Saves a blob under a name through a temporary link (the only way a page hands a file to the browser). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** An email's attachments with their sizes, each with a download button (no timeout, §9). */
export function EmailAttachments({
  interactionId,
  attachments,
}: {
  interactionId: string;
  attachments: readonly EmailAttachmentInfo[];
}) {
  const { t } = useTranslation('emails');
  const { call } = useHub();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  if (attachments.length === 0) return null;

  const download = async (attachment: EmailAttachmentInfo) => {
    if (busy.has(attachment.id)) return;
    setBusy((before) => new Set(before).add(attachment.id));
    setFailure(null);
    const answer = await call('downloadEmailAttachments', {
      params: { id: interactionId },
      body: { attachmentId: attachment.id },
      expect: 'blob',
      noTimeout: true,
    });
    setBusy((before) => {
      const next = new Set(before);
      next.delete(attachment.id);
      return next;
    });
    if (answer.ok) saveBlob(answer.value, attachment.name);
    else
      setFailure(
        t('attachments.downloadFailed', {
          name: attachment.name,
          message: answer.error.message ?? answer.error.code,
        }),
      );
  };

  return (
    <section className="email-attachments" aria-label={t('attachments.title')}>
      <h4 className="email-attachments__title">{t('attachments.title')}</h4>
      <ul className="email-attachments__list">
        {attachments.map((a) => (
          <li key={a.id} className="email-attachment" data-testid="email-attachment">
            <span className="email-attachment__name">{a.name}</span>
            <span className="email-attachment__size">{formatAttachmentSize(a.size)}</span>
            <button
              type="button"
              className="button button-outline email-attachment__action"
              onClick={() => void download(a)}
              disabled={busy.has(a.id)}
              aria-label={
                busy.has(a.id)
                  ? t('attachments.downloading', { name: a.name })
                  : t('attachments.download', { name: a.name })
              }
            >
              <DownloadIcon />
            </button>
          </li>
        ))}
      </ul>
      {failure !== null && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M11 4h2v9.2l3.3-3.3 1.4 1.4L12 17l-5.7-5.7 1.4-1.4 3.3 3.3zM5 19h14v2H5z"
      />
    </svg>
  );
}
