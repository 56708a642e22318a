import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerBannerLayout, showsOfferBanner } from '../../../domain/desk-alerts';
import type { Interaction } from '../../../protocol/interaction-events';
import { useHub } from '../../../hub-client/use-hub';
import { useTopicValue } from '../../../hub-client/use-topic';
import { useDesk } from '../desk-context';
import { Icon } from '../icons';
import type { DeskAlertEntry } from './ringing-entries';
import { PendingCountdown } from '../tile-parts';
import { useCommand } from '../use-command';

/**
 * The offer banner (agent-desktop §9): every tab shows the pending offers, unless the incoming
 * display setting is 'panel' (then the sidebar's pending list alone shows them). One offer is
 * expanded with its details; two are compact rows; three or more collapse to a summary the
 * agent may open. Accept and Decline work from here as from the pending tile.
 */
export function OfferBanner({ entries }: { entries: readonly DeskAlertEntry[] }) {
  const { t } = useTranslation('alerts');
  const settings = useTopicValue('settings');
  const [opened, setOpened] = useState(false);
  const offers = entries
    .filter((e) => e.list === 'pending')
    .sort((a, b) => a.changedAt - b.changedAt);
  const layout = offerBannerLayout(offers.length);
  const display = settings?.preferencesSettings.incomingInteractionDisplay ?? 'bannerAndPanel';
  if (layout === 'none' || !showsOfferBanner(display)) return null;
  const showRows = layout !== 'collapsed' || opened;

  return (
    <section
      className={`offer-banner offer-banner--${layout}`}
      aria-label={t('banner.label')}
      data-testid="offer-banner"
      data-layout={layout}
    >
      {layout === 'collapsed' && (
        <div className="offer-banner__summary">
          <Icon name="offered" />
          <span className="offer-banner__count" data-testid="offer-banner-summary">
            {t('banner.summary', { count: offers.length })}
          </span>
          <button
            type="button"
            className="button button-text"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            {opened ? t('banner.hide') : t('banner.show')}
          </button>
        </div>
      )}
      {showRows && (
        <ul className="offer-banner__list">
          {offers.map((offer) => (
            <OfferRow
              key={offer.interaction.interactionId}
              ix={offer.interaction}
              expanded={layout === 'expanded'}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferRow({ ix, expanded }: { ix: Interaction; expanded: boolean }) {
  const { t } = useTranslation('alerts');
  const { t: tx } = useTranslation('interactions');
  const { interactions } = useHub();
  const { agentId, openWindow, accept: acceptOffer } = useDesk();
  const { busy, run } = useCommand();
  const name = ix.crm.customerFullName || ix.routing.remoteParty || tx('tile.unknownParty');
  const media = tx(`media.${ix.interactionMediaType}`);
  const accept = async () => {
    if (await acceptOffer(ix)) openWindow(ix.interactionId);
  };

  return (
    <li
      className="offer-row"
      data-testid="offer-row"
      data-interaction-id={ix.interactionId}
      data-media={ix.interactionMediaType}
    >
      <Icon name={ix.interactionMediaType} size={expanded ? 24 : 18} className="offer-row__media" />
      <span className="offer-row__text">
        <span className="offer-row__name">{name}</span>
        <span className="offer-row__meta">
          {media}
          {ix.routing.businessProcessName !== '' && ` · ${ix.routing.businessProcessName}`}
        </span>
        {expanded && <span className="offer-row__status">{t('banner.incoming', { media })}</span>}
      </span>
      <PendingCountdown ix={ix} agentId={agentId} />
      <span className="offer-row__actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void accept()}
          aria-label={t('banner.accept', { name, media })}
        >
          {tx('actions.accept')}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          onClick={() => void run(() => interactions.decline(ix.interactionId))}
          aria-label={t('banner.decline', { name, media })}
        >
          {tx('actions.decline')}
        </button>
      </span>
    </li>
  );
}
