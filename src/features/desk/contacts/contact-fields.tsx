import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactDraft, ContactDraftErrors } from '../../../domain/contact-draft';

type TextField = Exclude<keyof ContactDraft, 'dnc'>;

const FIELD_TYPES: Record<TextField, 'text' | 'email' | 'tel'> = {
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phone1: 'tel',
  phone2: 'tel',
  mobile: 'tel',
  company: 'text',
  title: 'text',
  city: 'text',
};

/** Longest text the CRM keeps per field. */
const FIELD_MAX_LENGTH = 256;

/**
 * The contact form's fields (create and Details tab): labelled inputs with their error under
 * them; the first invalid field is marked for assistive technology.
 */
export function ContactFields(props: {
  draft: ContactDraft;
  errors: ContactDraftErrors;
  onChange: (draft: ContactDraft) => void;
  fields: readonly TextField[];
  withDnc?: boolean;
}) {
  const { t } = useTranslation('contacts');
  const base = useId();
  const { draft, errors } = props;
  return (
    <div className="contact-fields">
      {props.fields.map((field) => {
        const id = `${base}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className="contact-field">
            <label htmlFor={id}>{t(`fields.${field}`)}</label>
            <input
              id={id}
              type={FIELD_TYPES[field]}
              value={draft[field]}
              maxLength={FIELD_MAX_LENGTH}
              onChange={(event) => props.onChange({ ...draft, [field]: event.target.value })}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? `${id}-error` : undefined}
            />
            {error !== undefined && (
              <p id={`${id}-error`} className="field-error">
                {t(`errors.${error}`)}
              </p>
            )}
          </div>
        );
      })}
      {props.withDnc === true && (
        <label className="contact-field contact-field--check">
          <input
            type="checkbox"
            checked={draft.dnc}
            onChange={(event) => props.onChange({ ...draft, dnc: event.target.checked })}
          />
          {t('fields.dnc')}
        </label>
      )}
    </div>
  );
}
