import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addAttachments,
  hasAttachmentErrors,
  removeAttachment,
  sendableAttachments,
} from '../../../domain/attachments';
import {
  composeEmailBody,
  firstInvalidField,
  sendRefusalKind,
  type EmailField,
} from '../../../domain/email-draft';
import {
  firstInvalidAddress,
  validateEmailForm,
  type EmailFieldError,
} from '../../../domain/email-form';
import { useHub } from '../../../hub-client/use-hub';
import { ComposerAttachments } from './email-composer-attachments';
import type { ComposerAttachment, StoredDraft } from './email-draft-store';
import { sanitiseEmailHtml } from './email-html';

let nextAttachmentId = 0;

/**
 * The email composer (agent-desktop §2): to, cc, bcc, subject, body, signature, attachments.
 * Errors show under each field once it was left or a send was tried; a send with errors is
 * refused with messages and focus goes to the first error. The send is multipart without a
 * timeout, cannot be started twice, and a refusal keeps the draft.
 */
export function EmailComposer({
  interactionId,
  mode,
  stored,
  onChange,
  onDiscard,
  onSent,
}: {
  interactionId: string;
  mode: 'reply' | 'send';
  stored: StoredDraft;
  onChange: (next: StoredDraft) => void;
  onDiscard: (() => void) | null;
  onSent: () => void;
}) {
  const { t } = useTranslation('emails');
  const { call } = useHub();
  const baseId = useId();
  const { draft, attachments, includeSignature } = stored;
  const [touched, setTouched] = useState<ReadonlySet<EmailField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sendingRef = useRef(false);
  const fieldRefs = useRef<Partial<Record<EmailField, HTMLInputElement | null>>>({});
  const pickerRef = useRef<HTMLInputElement | null>(null);
  const validation = validateEmailForm(draft);
  const signaturePreview = useMemo(
    () => sanitiseEmailHtml(draft.signature, false).html,
    [draft.signature],
  );

  // what stops a tried send, kept up to date as the agent fixes it
  const blocked = !attempted
    ? null
    : !validation.valid
      ? t('composer.fixErrors')
      : hasAttachmentErrors(attachments)
        ? t('composer.removeOverLimit')
        : null;
  const problem = blocked ?? refusal;
  const errorOf = (field: EmailField): EmailFieldError | null =>
    attempted || touched.has(field) ? validation.errors[field] : null;
  const setField = (field: EmailField | 'body', value: string) =>
    onChange({ ...stored, draft: { ...draft, [field]: value } });
  const touch = (field: EmailField) =>
    setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));

  const addFiles = (files: File[]) => {
    const added: ComposerAttachment[] = files.map((blob) => ({
      id: `new-${(nextAttachmentId += 1)}`,
      file: { name: blob.name, size: blob.size },
      blob,
    }));
    onChange({ ...stored, attachments: addAttachments(attachments, added) });
  };

  const send = async () => {
    if (sendingRef.current) return;
    setAttempted(true);
    const first = firstInvalidField(validation.errors);
    if (first !== null) {
      fieldRefs.current[first]?.focus();
      return;
    }
    if (hasAttachmentErrors(attachments)) {
      pickerRef.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setRefusal(null);
    const signature = includeSignature ? draft.signature : '';
    // the signature follows what the agent typed: its index is the end of the text
    const signatureIndex = draft.body.length;
    const answer = await call(mode === 'reply' ? 'replyEmail' : 'sendEmail', {
      params: { id: interactionId },
      multipart: {
        fields: {
          to: draft.to,
          cc: draft.cc,
          bcc: draft.bcc,
          subject: draft.subject,
          body: composeEmailBody(draft.body, signature, signatureIndex),
          signature,
          signatureIndex: String(signatureIndex),
        },
        files: sendableAttachments(attachments).map((a) => a.blob),
      },
      noTimeout: true,
    });
    sendingRef.current = false;
    setSending(false);
    if (answer.ok) {
      onSent();
      return;
    }
    const message = answer.error.message ?? answer.error.code;
    setRefusal(t(`composer.refused.${sendRefusalKind(answer.error.status)}`, { message }));
  };

  const field = (name: EmailField, kind: 'email' | 'text', required: boolean) => {
    const error = errorOf(name);
    const inputId = `${baseId}-${name}`;
    const errorId = `${inputId}-error`;
    const hintId = `${inputId}-hint`;
    const describedBy = [kind === 'email' ? hintId : null, error !== null ? errorId : null]
      .filter((x) => x !== null)
      .join(' ');
    return (
      <div className={`composer-field${error !== null ? ' composer-field--error' : ''}`}>
        <label htmlFor={inputId}>{t(`composer.${name}`)}</label>
        <input
          id={inputId}
          ref={(node) => {
            fieldRefs.current[name] = node;
          }}
          type="text"
          inputMode={kind === 'email' ? 'email' : 'text'}
          autoComplete="off"
          spellCheck={kind !== 'email'}
          value={draft[name]}
          onChange={(event) => setField(name, event.currentTarget.value)}
          onBlur={() => touch(name)}
          aria-required={required}
          aria-invalid={error !== null}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          disabled={sending}
          data-testid={`email-${name}`}
        />
        {kind === 'email' && (
          <span id={hintId} className="visually-hidden">
            {t('composer.addressHint')}
          </span>
        )}
        {error !== null && (
          <p id={errorId} className="field-error" data-testid={`email-${name}-error`}>
            {error === 'invalidEmail' &&
            kind === 'email' &&
            firstInvalidAddress(draft[name]) !== null
              ? t('errors.invalidEmailNamed', { address: firstInvalidAddress(draft[name]) })
              : t(`errors.${error}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="email-composer"
      aria-label={mode === 'reply' ? t('composer.replyTitle') : t('composer.newTitle')}
      data-testid="email-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 className="email-composer__title">
        {mode === 'reply' ? t('composer.replyTitle') : t('composer.newTitle')}
      </h3>
      {field('to', 'email', true)}
      <div className="composer-row">
        {field('cc', 'email', false)}
        {field('bcc', 'email', false)}
      </div>
      {field('subject', 'text', true)}
      <div className="composer-field">
        <label htmlFor={`${baseId}-body`}>{t('composer.body')}</label>
        <textarea
          id={`${baseId}-body`}
          rows={8}
          value={draft.body}
          onChange={(event) => setField('body', event.currentTarget.value)}
          disabled={sending}
          data-testid="email-body-input"
        />
      </div>
      <fieldset className="composer-signature">
        <legend>{t('composer.signature')}</legend>
        {draft.signature === '' ? (
          <p className="field-note" data-testid="email-no-signature">
            {t('composer.noSignature')}
          </p>
        ) : (
          <>
            <label className="composer-check">
              <input
                type="checkbox"
                checked={includeSignature}
                onChange={(event) =>
                  onChange({ ...stored, includeSignature: event.currentTarget.checked })
                }
                disabled={sending}
              />
              {t('composer.includeSignature')}
            </label>
            {/* our server's own signature, sanitised like any email HTML: no URL or script survives */}
            {includeSignature && (
              <div
                className="composer-signature__preview"
                dangerouslySetInnerHTML={{ __html: signaturePreview }}
              />
            )}
          </>
        )}
      </fieldset>
      <ComposerAttachments
        attachments={attachments}
        onAdd={addFiles}
        onRemove={(id) => onChange({ ...stored, attachments: removeAttachment(attachments, id) })}
        disabled={sending}
        pickerRef={pickerRef}
      />
      <div className="composer-status" role="status" aria-live="polite">
        {sending && (
          <>
            <progress className="composer-progress" aria-label={t('composer.sending')} />
            <span>{t('composer.sending')}</span>
          </>
        )}
      </div>
      {problem !== null && (
        <p className="composer-problem" role="alert" data-testid="email-problem">
          {problem}
        </p>
      )}
      <div className="composer-actions">
        {onDiscard !== null && (
          <button
            type="button"
            className="button button-text"
            onClick={onDiscard}
            disabled={sending}
          >
            {t('composer.discard')}
          </button>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={sending}
          aria-busy={sending}
          data-testid="email-send"
        >
          {sending ? t('composer.sending') : t('composer.send')}
        </button>
      </div>
    </form>
  );
}
