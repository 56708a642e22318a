import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCriteria } from '../../../domain/contact-search';
import { useTopicValue } from '../../../hub-client/use-topic';
import { useContactData } from './use-contact-data';

/**
 * Advanced search: one input per text field of the CRM template of the agent's first business
 * process (every business process of an organisation shares it); every filled field must match.
 */
export function ContactAdvancedSearch({
  onSearch,
}: {
  onSearch: (fields: Record<string, string>) => void;
}) {
  const { t } = useTranslation('contacts');
  const base = useId();
  const session = useTopicValue('session');
  const bp = session?.name === 'active' ? session.user.assignedBusinessProcessIds[0] : undefined;
  const template = useContactData(
    bp === undefined ? null : { name: 'businessProcessCrmTemplate', params: { id: bp } },
  ).data;
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const criteria = searchCriteria(values);
    if (Object.keys(criteria).length === 0) return setError(t('panel.advancedEmpty'));
    setError(null);
    onSearch(criteria);
  };

  if (bp === undefined) return <p className="contact-muted">{t('panel.noTemplate')}</p>;
  if (template.state === 'loading') return <p className="contact-muted">{t('loading')}</p>;
  if (template.state === 'failed')
    return (
      <p className="field-error">{t('panel.templateFailed', { message: template.message })}</p>
    );
  const fields = (Array.isArray(template.value.fields) ? template.value.fields : []).filter(
    (f) => f.subType === 'Text',
  );
  return (
    <form
      className="contact-advanced"
      onSubmit={submit}
      noValidate
      aria-label={t('panel.advanced')}
    >
      <div className="contact-fields">
        {fields.map((field) => (
          <div key={field.name} className="contact-field">
            <label htmlFor={`${base}-${field.name}`}>
              {t(`fields.${field.name}`, { defaultValue: field.label })}
            </label>
            <input
              id={`${base}-${field.name}`}
              value={values[field.name] ?? ''}
              maxLength={256}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          </div>
        ))}
      </div>
      {error !== null && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="contact-advanced__actions">
        <button type="button" className="button button-outline" onClick={() => setValues({})}>
          {t('panel.clear')}
        </button>
        <button type="submit" className="button button-primary">
          {t('panel.searchButton')}
        </button>
      </div>
    </form>
  );
}
