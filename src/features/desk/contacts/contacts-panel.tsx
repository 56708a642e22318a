import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/agent-desktop-constants';
import { advancedSearchQuery, basicSearchQuery } from '../../../domain/contact-search';
import { useDesk } from '../desk-context';
import { ContactAdvancedSearch } from './contact-advanced-search';
import { ContactDialog } from './contact-dialog';
import { ContactList, ContactPager } from './contact-results';
import { Icon } from '../icons';
import { useContactData } from './use-contact-data';
import { useContactOverlay } from './use-contact-overlay';

type Search =
  | { mode: 'basic'; text: string; page: number }
  | { mode: 'advanced'; fields: Record<string, string>; page: number };

/**
 * The contacts panel: basic search (250 ms debounce, trimmed), advanced search by the CRM
 * template's fields, 50 per page with previous and next, and the agent's favourites.
 */
export function ContactsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const { agentId } = useDesk();
  const ids = { title: useId(), search: useId() };
  const [mode, setMode] = useState<'basic' | 'advanced'>('basic');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ mode: 'basic', text: '', page: 1 });
  const cardOpen = useContactOverlay().card !== null;

  useEffect(() => {
    if (mode !== 'basic') return undefined;
    const timer = setTimeout(
      () =>
        setSearch((before) =>
          before.mode === 'basic' && before.text === text.trim()
            ? before
            : { mode: 'basic', text: text.trim(), page: 1 },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, mode]);

  const query =
    search.mode === 'basic'
      ? basicSearchQuery(search.text, search.page)
      : advancedSearchQuery(search.fields, search.page);
  const results = useContactData(
    query === null
      ? null
      : { name: search.mode === 'basic' ? 'crmBasicSearch' : 'crmAdvancedSearch', query },
  ).data;
  const favorites = useContactData({ name: 'favorites', params: { id: agentId } });
  // the card may have toggled a favourite: read them again when it closes
  const [cardWasOpen, setCardWasOpen] = useState(cardOpen);
  if (cardWasOpen !== cardOpen) {
    setCardWasOpen(cardOpen);
    if (!cardOpen) favorites.reload();
  }

  const setPage = (page: number) => setSearch((before) => ({ ...before, page }));
  const switchMode = (next: 'basic' | 'advanced') => {
    setMode(next);
    setSearch(
      next === 'basic'
        ? { mode: 'basic', text: text.trim(), page: 1 }
        : { mode: 'advanced', fields: {}, page: 1 },
    );
  };

  return (
    <ContactDialog
      labelledBy={ids.title}
      testId="contacts-panel"
      className="contacts-panel"
      onClose={onClose}
    >
      <header className="contacts-panel__header">
        <h2 id={ids.title}>{t('panel.title')}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('panel.close')}
          title={t('panel.close')}
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="contacts-panel__modes" role="group" aria-label={t('panel.mode')}>
        <button
          type="button"
          className="contact-tab"
          aria-pressed={mode === 'basic'}
          onClick={() => switchMode('basic')}
        >
          {t('panel.basic')}
        </button>
        <button
          type="button"
          className="contact-tab"
          aria-pressed={mode === 'advanced'}
          onClick={() => switchMode('advanced')}
        >
          {t('panel.advanced')}
        </button>
      </div>
      {mode === 'basic' ? (
        <div className="contacts-panel__search">
          <Icon name="search" size={16} className="contacts-panel__search-icon" />
          <input
            id={ids.search}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('panel.placeholder')}
            aria-label={t('panel.searchLabel')}
            data-testid="contact-search"
          />
        </div>
      ) : (
        <ContactAdvancedSearch
          onSearch={(fields) => setSearch({ mode: 'advanced', fields, page: 1 })}
        />
      )}
      <section
        className="contacts-panel__results"
        aria-live="polite"
        aria-label={t('panel.results')}
      >
        {query !== null && results.state === 'loading' && (
          <p className="contact-muted">{t('loading')}</p>
        )}
        {query !== null && results.state === 'failed' && (
          <p className="field-error">{t('panel.failed', { message: results.message })}</p>
        )}
        {query !== null && results.state === 'ready' && results.value.contacts.length === 0 && (
          <p className="contact-muted" data-testid="no-results">
            {t('panel.noResults')}
          </p>
        )}
        {query !== null && results.state === 'ready' && results.value.contacts.length > 0 && (
          <>
            <ContactList
              contacts={results.value.contacts}
              label={t('panel.results')}
              testId="contact-results"
            />
            <ContactPager total={results.value.total} pageNumber={search.page} onPage={setPage} />
          </>
        )}
      </section>
      <section className="contacts-panel__favorites" aria-labelledby={`${ids.title}-fav`}>
        <h3 id={`${ids.title}-fav`}>{t('favorites.title')}</h3>
        {favorites.data.state === 'failed' && (
          <p className="field-error">
            {t('favorites.loadFailed', { message: favorites.data.message })}
          </p>
        )}
        {favorites.data.state === 'ready' &&
          (favorites.data.value.favorites.length === 0 ? (
            <p className="contact-muted">{t('favorites.none')}</p>
          ) : (
            <ContactList
              contacts={favorites.data.value.favorites}
              label={t('favorites.title')}
              testId="contact-favorites"
            />
          ))}
      </section>
    </ContactDialog>
  );
}
