import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format';
import { newestFirst } from '../../../domain/contact-search';
import { useHub } from '../../../hub-client/use-hub';
import { useAppTimeFormat } from '../../../ui/use-app-time-format';
import { useAppTimeZone } from '../../../ui/use-app-time-zone';
import { refusal, useContactData } from './use-contact-data';

/** The server keeps notes up to this length; the field stops there. */
const NOTE_MAX_LENGTH = 4_000;

/**
 * Notes (agent-desktop §3 note kinds): Contact Notes written here and Interaction Remarks the
 * server copies from the remarks of interactions linked to the contact, newest first.
 */
export function ContactNotesTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const { call } = useHub();
  const timeZone = useAppTimeZone();
  const timeFormat = useAppTimeFormat();
  const fieldId = useId();
  const { data, reload } = useContactData({ name: 'crmContactNotes', params: { id: contactId } });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notes = useMemo(
    () => (data.state === 'ready' && Array.isArray(data.value) ? newestFirst(data.value) : []),
    [data],
  );

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (note === '') return setError(t('notes.empty'));
    setError(null);
    setBusy(true);
    const answer = await call('crmContactNote', { params: { id: contactId }, body: { note } });
    setBusy(false);
    if (!answer.ok) return setError(t('notes.failed', { message: refusal(answer) }));
    setText('');
    reload();
  };

  return (
    <div className="contact-notes">
      <form className="contact-notes__form" onSubmit={(event) => void add(event)} noValidate>
        <label htmlFor={fieldId}>{t('notes.new')}</label>
        <textarea
          id={fieldId}
          rows={3}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${fieldId}-error` : undefined}
        />
        {error !== null && (
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('notes.add')}
        </button>
      </form>
      {data.state === 'failed' && (
        <p className="field-error">{t('notes.loadFailed', { message: data.message })}</p>
      )}
      {data.state === 'loading' && <p className="contact-muted">{t('loading')}</p>}
      {data.state === 'ready' && notes.length === 0 && (
        <p className="contact-muted">{t('notes.none')}</p>
      )}
      <ul className="contact-notes__list" data-testid="contact-notes">
        {notes.map((note) => {
          const when = formatDateTime(note.createdAt, timeZone, timeFormat);
          return (
            <li key={note.id} className={`contact-note contact-note--${note.kind}`}>
              <span className="contact-note__meta">
                <span className="contact-note__kind">{t(`notes.kinds.${note.kind}`)}</span>
                {typeof when === 'string' && (
                  <time dateTime={new Date(note.createdAt).toISOString()}>{when}</time>
                )}
              </span>
              <span className="contact-note__text">{note.text}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
