import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './contacts.css';
import type { DeskList } from '../../../domain/desk-interactions';
import type { Interaction } from '../../../protocol/interaction-events';
import { ContactAvatar } from './contact-avatar';
import { ContactCreateForm } from './contact-create-form';
import { openContactCard } from './use-contact-overlay';

/**
 * Who the customer is (agent-desktop §4 linking): the linked CRM contact with a way to its card,
 * or, while the interaction is the agent's and has no contact, "Create contact".
 */
export function ContactSection({ ix, list }: { ix: Interaction; list: DeskList }) {
  const { t } = useTranslation('contacts');
  const [creating, setCreating] = useState(false);
  const contactId = ix.crm.contactId;
  const name = ix.crm.customerFullName || ix.routing.remoteParty;

  if (contactId !== null) {
    return (
      <section
        className="contact-section"
        aria-label={t('section.label')}
        data-testid="contact-section"
        data-contact-id={contactId}
      >
        <ContactAvatar contactId={contactId} name={name} size={32} />
        <div className="contact-section__who">
          <span className="contact-section__name">{name}</span>
          <span className="contact-section__meta">
            {ix.crm.customerEmail ?? ix.routing.remoteParty}
          </span>
        </div>
        <button
          type="button"
          className="button button-outline"
          onClick={() => openContactCard(contactId)}
        >
          {t('section.open')}
        </button>
      </section>
    );
  }
  if (creating) return <ContactCreateForm ix={ix} onCancel={() => setCreating(false)} />;
  return (
    <section
      className="contact-section"
      aria-label={t('section.label')}
      data-testid="contact-section"
    >
      <div className="contact-section__who">
        <span className="contact-section__name">{name}</span>
        <span className="contact-section__meta">{t('section.noContact')}</span>
      </div>
      {list === 'active' && (
        <button type="button" className="button button-outline" onClick={() => setCreating(true)}>
          {t('section.create')}
        </button>
      )}
    </section>
  );
}
