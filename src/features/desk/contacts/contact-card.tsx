import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactDisplayName } from '../../../domain/contact';
import type { Contact } from '../../../protocol/interaction-api';
import { ContactActions } from './contact-actions';
import { ContactAvatar } from './contact-avatar';
import { ContactDetailsTab } from './contact-details-tab';
import { ContactDialog } from './contact-dialog';
import { ContactFavoriteToggle } from './contact-favorite-toggle';
import { ContactHistoryTab } from './contact-history-tab';
import { ContactNotesTab } from './contact-notes-tab';
import { Icon } from '../icons';
import { useContactData } from './use-contact-data';
import type { ContactCardTab } from './use-contact-overlay';

const TABS: readonly ContactCardTab[] = ['details', 'notes', 'history'];

/**
 * The contact card (agent-desktop §3 "Contact"): a modal dialog (focus kept inside, Escape
 * closes) with the avatar, the display name by the rule, E-mail, phones and the DNC flag, the
 * actions, the favourite toggle, and the Details, Notes and History tabs.
 */
export function ContactCard({
  contactId,
  tab,
  onClose,
}: {
  contactId: string;
  tab: ContactCardTab;
  onClose: () => void;
}) {
  const { t } = useTranslation('contacts');
  const ids = { title: useId(), tabs: useId() };
  const [current, setCurrent] = useState(tab);
  const { data, set } = useContactData(
    contactId === '' ? null : { name: 'crmContact', params: { id: contactId } },
  );

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(current) + step + TABS.length) % TABS.length] ?? 'details';
    setCurrent(next);
    event.currentTarget
      .querySelector<HTMLElement>(`#${CSS.escape(`${ids.tabs}-${next}`)}`)
      ?.focus();
  };

  const contact = data.state === 'ready' ? data.value : null;
  const name = contact === null ? '' : contactDisplayName({ ...contact }) || t('card.noName');
  return (
    <ContactDialog labelledBy={ids.title} testId="contact-card" onClose={onClose}>
      <header className="contact-card__header">
        <ContactAvatar contactId={contactId} name={name} size={56} />
        <div className="contact-card__who">
          <h2 id={ids.title}>{contact === null ? t('card.title') : name}</h2>
          {contact !== null && <ContactSummary contact={contact} />}
        </div>
        {contact !== null && <ContactFavoriteToggle contactId={contact.id} />}
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('card.close')}
          title={t('card.close')}
        >
          <Icon name="close" />
        </button>
      </header>
      {contactId === '' && (
        <p className="field-error" role="alert">
          {t('errors.contactIdRequired')}
        </p>
      )}
      {data.state === 'failed' && (
        <p className="field-error" role="alert">
          {t('card.loadFailed', { message: data.message })}
        </p>
      )}
      {data.state === 'loading' && contactId !== '' && (
        <p className="contact-muted">{t('loading')}</p>
      )}
      {contact !== null && (
        <>
          <ContactActions contact={contact} />
          {/* the arrow keys move between the tab buttons inside */}
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
          <div
            role="tablist"
            className="contact-tabs"
            aria-label={t('card.tabs')}
            onKeyDown={onTabKey}
          >
            {TABS.map((name) => (
              <button
                key={name}
                id={`${ids.tabs}-${name}`}
                type="button"
                role="tab"
                aria-selected={current === name}
                aria-controls={`${ids.tabs}-${name}-panel`}
                tabIndex={current === name ? 0 : -1}
                className="contact-tab"
                onClick={() => setCurrent(name)}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${ids.tabs}-${current}-panel`}
            aria-labelledby={`${ids.tabs}-${current}`}
            className="contact-tabpanel"
          >
            {current === 'details' && <ContactDetailsTab contact={contact} onSaved={set} />}
            {current === 'notes' && <ContactNotesTab contactId={contact.id} />}
            {current === 'history' && <ContactHistoryTab contactId={contact.id} />}
          </div>
        </>
      )}
    </ContactDialog>
  );
}

/** E-mail (so labelled, §3), the phones and the DNC flag. */
function ContactSummary({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const phones = (['phone1', 'phone2', 'mobile'] as const).filter((field) => contact[field] !== '');
  return (
    <dl className="contact-summary">
      {contact.email !== '' && (
        <div>
          <dt>{t('fields.email')}</dt>
          <dd data-testid="contact-email">{contact.email}</dd>
        </div>
      )}
      {phones.map((field) => (
        <div key={field}>
          <dt>{t(`fields.${field}`)}</dt>
          <dd>{contact[field]}</dd>
        </div>
      ))}
      {contact.dnc && (
        <div>
          <dt className="visually-hidden">{t('fields.dnc')}</dt>
          <dd className="contact-dnc" data-testid="contact-dnc">
            {t('card.dnc')}
          </dd>
        </div>
      )}
    </dl>
  );
}
