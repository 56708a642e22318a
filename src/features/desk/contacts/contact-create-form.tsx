import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCreatedContactId } from '../../../domain/contact';
import {
  contactCreateBody,
  contactDraftFromInteraction,
  validateContactDraft,
  type ContactDraftErrors,
} from '../../../domain/contact-draft';
import type { Interaction } from '../../../protocol/interaction-events';
import { useHub } from '../../../hub-client/use-hub';
import { ContactFields } from './contact-fields';
import { refusal } from './use-contact-data';

const CREATE_FIELDS = ['firstName', 'lastName', 'email', 'phone1', 'company'] as const;

/**
 * Create a CRM contact from an interaction (agent-desktop §4): pre-filled from it, POST
 * api/crm/contact, the answer must carry a contactId, then the contact is linked to the
 * interaction so its window and tile show who it is.
 */
export function ContactCreateForm({ ix, onCancel }: { ix: Interaction; onCancel: () => void }) {
  const { t } = useTranslation('contacts');
  const { call, interactions } = useHub();
  const media = ix.interactionMediaType;
  const [draft, setDraft] = useState(() =>
    contactDraftFromInteraction({
      media,
      customerFullName: ix.crm.customerFullName,
      customerEmail: ix.crm.customerEmail,
      remoteParty: ix.routing.remoteParty,
    }),
  );
  const [errors, setErrors] = useState<ContactDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // linked: the window swaps this form for the contact once the hub brings the linked interaction
  const [linked, setLinked] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactDraft(draft, media);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await call('crmContactCreate', {
        body: contactCreateBody(draft, media),
      });
      if (!created.ok) return setFailure(t('create.refused', { message: refusal(created) }));
      const checked = checkCreatedContactId(created.value);
      if (!checked.ok) return setFailure(t('errors.invalidContactId'));
      const link = await interactions.send({
        action: 'linkContact',
        interactionId: ix.interactionId,
        contactId: checked.contactId,
      });
      if (!link.ok) return setFailure(t('create.linkFailed', { message: refusal(link) }));
      setLinked(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="contact-create"
      onSubmit={(event) => void submit(event)}
      aria-label={t('create.title')}
      noValidate
    >
      <h3 className="window-section-title">{t('create.title')}</h3>
      <ContactFields draft={draft} errors={errors} onChange={setDraft} fields={CREATE_FIELDS} />
      {linked && (
        <p className="contact-create__status" role="status">
          {t('create.linked')}
        </p>
      )}
      {failure !== null && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="contact-create__actions">
        <button
          type="button"
          className="button button-outline"
          onClick={onCancel}
          disabled={busy || linked}
        >
          {t('create.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy || linked}>
          {busy ? t('create.creating') : t('create.submit')}
        </button>
      </div>
    </form>
  );
}
