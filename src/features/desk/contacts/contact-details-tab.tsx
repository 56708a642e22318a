import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requireContactId } from '../../../domain/contact';
import {
  contactFieldsOf,
  validateContactDraft,
  type ContactDraft,
  type ContactDraftErrors,
} from '../../../domain/contact-draft';
import type { Contact } from '../../../protocol/interaction-api';
import { useHub } from '../../../hub-client/use-hub';
import { ContactFields } from './contact-fields';
import { refusal } from './use-contact-data';

const EDIT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone1',
  'phone2',
  'mobile',
  'company',
  'title',
  'city',
] as const;

function draftOf(contact: Contact): ContactDraft {
  const { firstName, lastName, email, phone1, phone2, mobile, company, title, city, dnc } = contact;
  return { firstName, lastName, email, phone1, phone2, mobile, company, title, city, dnc };
}

type Status =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * Details: the contact's fields and further properties, edited and saved with PUT
 * api/crm/contact/{id}/properties. Bad input is shown at the field and nothing typed is lost;
 * the server's refusal is shown as it says it.
 */
export function ContactDetailsTab({
  contact,
  onSaved,
}: {
  contact: Contact;
  onSaved: (contact: Contact) => void;
}) {
  const { t } = useTranslation('contacts');
  const { call } = useHub();
  const base = useId();
  const [draft, setDraft] = useState(() => draftOf(contact));
  const [properties, setProperties] = useState<Record<string, string>>(contact.properties);
  const [errors, setErrors] = useState<ContactDraftErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const id = requireContactId(contact.id);
    if (!id.ok) return setStatus({ kind: 'failed', message: t('errors.contactIdRequired') });
    const found = validateContactDraft(draft, null);
    setErrors(found);
    if (Object.keys(found).length > 0) return setStatus({ kind: 'idle' });
    setStatus({ kind: 'saving' });
    const answer = await call('crmContactProperties', {
      params: { id: id.contactId },
      body: { contactId: id.contactId, ...contactFieldsOf(draft), properties },
    });
    if (!answer.ok)
      return setStatus({
        kind: 'failed',
        message: t('details.refused', { message: refusal(answer) }),
      });
    setStatus({ kind: 'saved' });
    onSaved(answer.value);
  };

  const edit = (next: ContactDraft) => {
    setDraft(next);
    if (status.kind === 'saved') setStatus({ kind: 'idle' });
  };

  return (
    <form className="contact-details" onSubmit={(event) => void save(event)} noValidate>
      <ContactFields draft={draft} errors={errors} onChange={edit} fields={EDIT_FIELDS} withDnc />
      {Object.keys(properties).length > 0 && (
        <fieldset className="contact-properties">
          <legend>{t('details.properties')}</legend>
          {Object.entries(properties).map(([name, value], index) => (
            <div key={name} className="contact-field">
              <label htmlFor={`${base}-p${index}`}>{name}</label>
              <input
                id={`${base}-p${index}`}
                value={value}
                maxLength={1000}
                onChange={(event) => setProperties({ ...properties, [name]: event.target.value })}
              />
            </div>
          ))}
        </fieldset>
      )}
      <div className="contact-details__actions">
        {status.kind === 'saved' && (
          <span className="contact-saved" role="status">
            {t('details.saved')}
          </span>
        )}
        {status.kind === 'failed' && (
          <p className="field-error" role="alert">
            {status.message}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={status.kind === 'saving'}>
          {status.kind === 'saving' ? t('details.saving') : t('details.save')}
        </button>
      </div>
    </form>
  );
}
