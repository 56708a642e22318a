import { useTranslation } from 'react-i18next';
import { contactDisplayName } from '../../../domain/contact';
import { searchPaging } from '../../../domain/contact-search';
import type { Contact } from '../../../protocol/interaction-api';
import { ContactAvatar } from './contact-avatar';
import { openContactCard } from './use-contact-overlay';

/** A list of contacts; each opens its card. */
export function ContactList({
  contacts,
  label,
  testId,
}: {
  contacts: readonly Contact[];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('contacts');
  return (
    <ul className="contact-list" aria-label={label} data-testid={testId}>
      {contacts.map((contact) => {
        const name = contactDisplayName({ ...contact }) || t('card.noName');
        return (
          <li key={contact.id}>
            <button
              type="button"
              className="contact-list__item"
              onClick={() => openContactCard(contact.id)}
            >
              <ContactAvatar contactId={contact.id} name={name} size={32} />
              <span className="contact-list__text">
                <span className="contact-list__name">{name}</span>
                <span className="contact-list__meta">
                  {[contact.email, contact.phone1 || contact.mobile, contact.company]
                    .filter((v) => v !== '')
                    .join(' · ')}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Previous and next through pages of 50 (agent-desktop §5), with where this page sits. */
export function ContactPager({
  total,
  pageNumber,
  onPage,
}: {
  total: number;
  pageNumber: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('contacts');
  const paging = searchPaging(total, pageNumber);
  if (paging.pageCount === 0) return null;
  return (
    <nav className="contact-pager" aria-label={t('panel.pages')}>
      <button
        type="button"
        className="button button-outline"
        disabled={!paging.hasPrevious}
        onClick={() => onPage(pageNumber - 1)}
      >
        {t('panel.previous')}
      </button>
      <span data-testid="contact-range">
        {t('panel.range', { first: paging.first, last: paging.last, total })}
      </span>
      <button
        type="button"
        className="button button-outline"
        disabled={!paging.hasNext}
        onClick={() => onPage(pageNumber + 1)}
      >
        {t('panel.next')}
      </button>
    </nav>
  );
}
