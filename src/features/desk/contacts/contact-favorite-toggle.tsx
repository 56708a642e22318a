import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleFavorite } from '../../../domain/contact-search';
import { useHub } from '../../../hub-client/use-hub';
import { useDesk } from '../desk-context';
import { refusal, useContactData } from './use-contact-data';

/** The favourite star of the contact card (GET and PUT api/contact/favorites/{agentId}). */
export function ContactFavoriteToggle({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const { call } = useHub();
  const { agentId, notify } = useDesk();
  const { data, set } = useContactData({ name: 'favorites', params: { id: agentId } });
  const [busy, setBusy] = useState(false);
  if (data.state !== 'ready') return null;
  const ids = data.value.favorites.map((c) => c.id);
  const on = ids.includes(contactId);

  const toggle = async () => {
    setBusy(true);
    const answer = await call('favoritesUpdate', {
      params: { id: agentId },
      body: { contactIds: toggleFavorite(ids, contactId) },
    });
    setBusy(false);
    if (answer.ok) set(answer.value);
    else notify(t('favorites.failed', { message: refusal(answer) }));
  };

  return (
    <button
      type="button"
      className={`icon-button contact-favorite${on ? ' contact-favorite--on' : ''}`}
      aria-pressed={on}
      aria-label={t('favorites.toggle')}
      title={on ? t('favorites.remove') : t('favorites.add')}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="favorite-toggle"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
      </svg>
    </button>
  );
}
