import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAttachmentRoom,
  formatAttachmentSize,
  validAttachmentsSize,
} from '../../../domain/attachments';
import { ATTACHMENT_TOTAL_LIMIT_BYTES } from '../../../domain/agent-desktop-constants';
import type { ComposerAttachment } from './email-draft-store';

/**
 * The files to send: a picker (several at once) and the list with sizes and Remove. Files past
 * the 20 MB total are flagged right here, before any upload, and unflagged once room frees up.
 */
export function ComposerAttachments({
  attachments,
  onAdd,
  onRemove,
  disabled,
  pickerRef,
}: {
  attachments: readonly ComposerAttachment[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
  pickerRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('emails');
  const hintId = useId();
  const inputId = useId();
  return (
    <div className="composer-attachments">
      <div className="composer-attachments__pick">
        <label htmlFor={inputId} className="button button-outline composer-attachments__button">
          {t('composer.attach')}
        </label>
        <input
          id={inputId}
          ref={pickerRef}
          className="visually-hidden-input"
          type="file"
          multiple
          disabled={disabled}
          aria-describedby={hintId}
          data-testid="email-attach"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // the same file may be picked again after a removal
            event.currentTarget.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
        <span id={hintId} className="field-note">
          {t('composer.attachHint')}{' '}
          {t('composer.room', {
            size: formatAttachmentRoom(
              ATTACHMENT_TOTAL_LIMIT_BYTES - validAttachmentsSize(attachments),
            ),
          })}
        </span>
      </div>
      {attachments.length > 0 && (
        <ul className="email-attachments__list" aria-label={t('composer.attachmentsTitle')}>
          {attachments.map((a) => {
            const errorId = `${inputId}-${a.id}-error`;
            return (
              <li
                key={a.id}
                className={`email-attachment${a.error === true ? ' email-attachment--error' : ''}`}
                data-testid="composer-attachment"
                data-error={a.error === true}
              >
                <span
                  className="email-attachment__name"
                  aria-describedby={a.error === true ? errorId : undefined}
                >
                  {a.file.name}
                </span>
                <span className="email-attachment__size">{formatAttachmentSize(a.file.size)}</span>
                <button
                  type="button"
                  className="button button-text email-attachment__action"
                  onClick={() => onRemove(a.id)}
                  disabled={disabled}
                  aria-label={t('composer.remove', { name: a.file.name })}
                >
                  ×
                </button>
                {a.error === true && (
                  <p id={errorId} className="field-error email-attachment__error">
                    {t('composer.overLimit')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
