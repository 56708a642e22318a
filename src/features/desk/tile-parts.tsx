import { useTranslation } from 'react-i18next';
import { callDurationSeconds, wrapUpCountdown } from '../../domain/countdowns';
import {
  formatTileTimer,
  pendingTileCountdown,
  type TileStatusIcon,
} from '../../domain/desk-tiles';
import type { Interaction } from '../../protocol/interaction-events';
import { LiveText } from '../../hub-client/live-text';
import {
  setAttribute,
  setOneClassOf,
  setText,
  useLiveBinding,
} from '../../hub-client/live-binding';
import { nowSignal } from '../../ui/use-now';
import { Icon } from './icons';
import { useContactAvatar } from './contacts/use-avatars';

const RING_RADIUS = 21;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * The interaction avatar (agent-desktop §2 shared widgets): the contact's picture or the medium's icon, the status icon
 * as a badge, and during wrap-up a ring that empties as the wrap-up runs out.
 */
export function MediaAvatar({
  ix,
  status,
  statusLabel,
}: {
  ix: Interaction;
  status: TileStatusIcon;
  statusLabel: string;
}) {
  const wrapUp = ix.interactionStateId === 'wrapUp' || ix.isOnWrapUp;
  // the linked contact's picture where it has one (asked for in the 50 ms avatar batch), else the medium
  const picture = useContactAvatar(ix.crm.contactId);
  return (
    <span className={`media-avatar media-avatar--${ix.interactionMediaType.toLowerCase()}`}>
      {typeof picture === 'string' ? (
        <img className="media-avatar__picture" src={picture} alt="" width={40} height={40} />
      ) : (
        <Icon name={ix.interactionMediaType} size={20} />
      )}
      {wrapUp && <WrapUpRing ix={ix} />}
      <span className={`status-badge status-badge--${status}`} title={statusLabel}>
        <Icon name={status} size={12} />
      </span>
    </span>
  );
}

/** The ring empties on the shared tick, its offset written into the DOM: no render a second. */
function WrapUpRing({ ix }: { ix: Interaction }) {
  // whether there is a countdown depends on the interaction, not on the time
  const shown = wrapUpCountdown(ix, 0) !== null;
  const ref = useLiveBinding<SVGCircleElement, number>(
    nowSignal,
    (circle, now) => {
      const countdown = wrapUpCountdown(ix, now);
      const offset = RING_LENGTH * (1 - (countdown?.remainingPercent ?? 0) / 100);
      setAttribute(circle, 'stroke-dashoffset', String(offset));
    },
    { immediate: true },
  );
  if (!shown) return null;
  return (
    <svg className="wrap-up-ring" viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r={RING_RADIUS} className="wrap-up-ring__track" />
      <circle
        ref={ref}
        cx="24"
        cy="24"
        r={RING_RADIUS}
        className="wrap-up-ring__left"
        strokeDasharray={RING_LENGTH}
      />
    </svg>
  );
}

const PENDING_CLASSES = ['tile-timer--urgent'] as const;

/**
 * Seconds left to accept an offer; nothing for consult and internal offers. The seconds and
 * the urgent colour are written into the DOM on the shared tick: the tile does not render.
 */
export function PendingCountdown({ ix, agentId }: { ix: Interaction; agentId: string }) {
  const { t } = useTranslation('interactions');
  // consult and internal offers have none, whatever the time
  const shown = pendingTileCountdown(ix, agentId, 0) !== null;
  const ref = useLiveBinding<HTMLSpanElement, number>(
    nowSignal,
    (span, now) => {
      const left = pendingTileCountdown(ix, agentId, now) ?? 0;
      setText(span, formatTileTimer(left));
      setOneClassOf(span, PENDING_CLASSES, left <= 5 ? 'tile-timer--urgent' : null);
    },
    { immediate: true },
  );
  if (!shown) return null;
  return (
    <span
      ref={ref}
      className="tile-timer"
      title={t('tile.countdown')}
      data-testid="pending-countdown"
    />
  );
}

/**
 * The call duration from the answer time, stopping when the interaction ends; during
 * wrap-up the wrap-up time left instead.
 */
export function ActiveTimer({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  if (ix.interactionStateId === 'wrapUp' || ix.isOnWrapUp) return <WrapUpLeft ix={ix} />;
  const answeredAt = ix.timing.directCallAnsweredAt;
  if (answeredAt === null || answeredAt === undefined) return null;
  return (
    <CallDuration answeredAt={answeredAt} endedAt={ix.timing.endTime} title={t('tile.duration')} />
  );
}

/** The call duration, written into the DOM on the shared tick: the tile does not render each second. */
function CallDuration({
  answeredAt,
  endedAt,
  title,
}: {
  answeredAt: number;
  endedAt: number | null | undefined;
  title: string;
}) {
  return (
    <LiveText
      className="tile-timer"
      title={title}
      data-testid="call-duration"
      source={nowSignal}
      immediate
      text={(now) => formatTileTimer(callDurationSeconds(answeredAt, now, endedAt) ?? 0)}
    />
  );
}

function WrapUpLeft({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  if (wrapUpCountdown(ix, 0) === null) return null;
  return (
    <LiveText
      className="tile-timer tile-timer--wrap-up"
      title={t('tile.wrapUpLeft')}
      data-testid="wrap-up-countdown"
      source={nowSignal}
      immediate
      text={(now) => formatTileTimer(wrapUpCountdown(ix, now)?.remainingSeconds ?? 0)}
    />
  );
}
