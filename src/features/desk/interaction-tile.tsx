import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TILE_BLINK_MS } from '../../domain/agent-desktop-constants';
import { lastRegularOriginator } from '../../domain/conversation-view';
import { shouldBlink, tileStatusIcon } from '../../domain/desk-tiles';
import type { SidebarList } from '../../domain/desk-sidebar';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicEntry, useTopicValue } from '../../hub-client/use-topic';
import { useSignalValue } from '../../hub-client/use-signal-value';
import { useHub } from '../../hub-client/use-hub';
import { useDesk } from './desk-context';
import { Icon } from './icons';
import { ActiveTimer, MediaAvatar, PendingCountdown } from './tile-parts';
import { useCommand } from './use-command';
import { openContactCard } from './contacts/use-contact-overlay';
import { partyLabel } from './party-label';

export interface TileEvents {
  /** Right-click (or the context-menu key) on a tile that has a menu. */
  onMenu: (event: MouseEvent<HTMLElement>, interaction: Interaction, list: SidebarList) => void;
}

/** A tile of an interaction the hub holds: it reads only its own entry and conversation. */
export function InteractionTile({ interactionId, onMenu }: { interactionId: string } & TileEvents) {
  const entry = useSignalValue(useTopicEntry('interactions')(interactionId));
  const conversation = useTopicValue('conversations', interactionId);
  const unread = entry?.unread ?? 0;
  const [seenUnread, setSeenUnread] = useState(unread);
  const [blinks, setBlinks] = useState(0);
  // a rising notification count restarts the 2 s blink (adjusting state while rendering, no timer)
  if (unread !== seenUnread) {
    setSeenUnread(unread);
    if (shouldBlink(seenUnread, unread)) setBlinks((n) => n + 1);
  }
  if (entry === undefined) return null;
  return (
    <TileView
      ix={entry.interaction}
      list={entry.list}
      unread={unread}
      blinks={blinks}
      lastOriginator={lastRegularOriginator(conversation?.messages ?? [])}
      onMenu={onMenu}
    />
  );
}

/** A history tile fetched from the server (older than what the hub keeps). */
export function HistoryTile({ interaction, onMenu }: { interaction: Interaction } & TileEvents) {
  return (
    <TileView
      ix={interaction}
      list="history"
      unread={0}
      blinks={0}
      lastOriginator={null}
      onMenu={onMenu}
      record={interaction}
    />
  );
}

function TileView(
  props: {
    ix: Interaction;
    list: SidebarList;
    unread: number;
    blinks: number;
    lastOriginator: string | null;
    record?: Interaction;
  } & TileEvents,
) {
  const { ix, list, unread, blinks, onMenu } = props;
  const { t } = useTranslation('interactions');
  const { agentId, openWindow } = useDesk();
  const status = tileStatusIcon(ix, agentId, props.lastOriginator);
  const statusLabel = t(`status.${status}`);
  const name = partyLabel(ix, t);
  const media = t(`media.${ix.interactionMediaType}`);
  // §2: no menu on historic items other than telephony
  const hasMenu = list !== 'history' || ix.interactionMediaType === 'TELEPHONY';
  // §2: a historic telephony tile opens the contact card on its History tab (a call without a contact opens its window)
  const contactId = ix.crm.contactId;
  const open = () =>
    list === 'history' && ix.interactionMediaType === 'TELEPHONY' && contactId !== null
      ? openContactCard(contactId, 'history')
      : openWindow(ix.interactionId, props.record);
  let timer: ReactNode = null;
  if (list === 'pending') timer = <PendingCountdown ix={ix} agentId={agentId} />;
  else if (list === 'active') timer = <ActiveTimer ix={ix} />;

  return (
    <div
      className={`tile tile--${list}${unread > 0 ? ' tile--unread' : ''}`}
      data-testid={`tile-${ix.interactionId}`}
      data-interaction-id={ix.interactionId}
      data-list={list}
      data-media={ix.interactionMediaType}
      onContextMenu={hasMenu ? (event) => onMenu(event, ix, list) : undefined}
    >
      {blinks > 0 && (
        <span
          key={blinks}
          className="tile__blink"
          style={{ animationDuration: `${TILE_BLINK_MS}ms` }}
          aria-hidden="true"
        />
      )}
      <button
        type="button"
        className="tile__open"
        onClick={open}
        aria-label={t('tile.label', {
          name,
          media,
          status: statusLabel,
          business: ix.routing.businessProcessName,
        })}
      >
        <MediaAvatar ix={ix} status={status} statusLabel={statusLabel} />
        <span className="tile__text">
          <span className="tile__name">{name}</span>
          <span className="tile__meta">
            {ix.routing.businessProcessName}
            <span aria-hidden="true"> · </span>
            {statusLabel}
          </span>
        </span>
      </button>
      <span className="tile__side">
        <span className="tile__figures">
          {timer}
          {unread > 0 && (
            <span
              className="unread-badge"
              data-testid="unread-badge"
              aria-label={t('tile.unread', { count: unread })}
            >
              {unread}
            </span>
          )}
        </span>
        {list === 'pending' && <PendingActions ix={ix} />}
      </span>
    </div>
  );
}

/** Accept and Decline on the pending tile; accepting opens the window (§4). */
function PendingActions({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { openWindow, accept: acceptOffer } = useDesk();
  const { busy, run } = useCommand();
  const accept = async () => {
    if (await acceptOffer(ix)) openWindow(ix.interactionId);
  };
  return (
    <span className="tile__actions">
      <button
        type="button"
        className="icon-button icon-button--accept"
        disabled={busy}
        onClick={() => void accept()}
        aria-label={t('actions.accept')}
        title={t('actions.accept')}
      >
        <Icon name="accept" />
      </button>
      <button
        type="button"
        className="icon-button icon-button--decline"
        disabled={busy}
        onClick={() => void run(() => interactions.decline(ix.interactionId))}
        aria-label={t('actions.decline')}
        title={t('actions.decline')}
      >
        <Icon name="decline" />
      </button>
    </span>
  );
}
