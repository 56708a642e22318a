/**
 * Desk alerts (agent-desktop §2, §9): which channels ring, how the offer banner lays out its
 * offers, and when the favicon carries its red dot. Pure: the view passes what the hub holds.
 *
 * Ringing rule: a channel rings while at least one interaction of that medium sits in the
 * pending list ("a ringtone plays while the tile is shown") and its ringtone is not silent.
 * Consult and internal offers ring too: the spec exempts them from the countdown only.
 */

/** Ringtone channels of the settings (preferencesSettings.incomingInteractionRingtones). */
export const RINGING_CHANNELS = ['call', 'chat', 'email', 'sms'] as const;
export type RingingChannel = (typeof RINGING_CHANNELS)[number];

const CHANNEL_OF_MEDIA: Readonly<Record<string, RingingChannel>> = {
  TELEPHONY: 'call',
  CHAT: 'chat',
  EMAIL: 'email',
  SMS: 'sms',
};

/** The ringtone channel of an interaction medium (TELEPHONY → call); null for an unknown medium. */
export function channelOfMedia(mediaType: string): RingingChannel | null {
  return CHANNEL_OF_MEDIA[mediaType] ?? null;
}

/** What the ringing rule reads of a desk entry. */
export interface AlertEntry {
  list: 'pending' | 'active' | 'history';
  mediaType: string;
  unread: number;
}

/**
 * Channels that ring now, in RINGING_CHANNELS order: a pending offer of the medium exists and
 * its ringtone is not 'silent'.
 */
export function ringingChannels(
  entries: readonly AlertEntry[],
  ringtones: Readonly<Record<RingingChannel, string>>,
): RingingChannel[] {
  const pending = new Set<RingingChannel>();
  for (const entry of entries) {
    if (entry.list !== 'pending') continue;
    const channel = channelOfMedia(entry.mediaType);
    if (channel !== null) pending.add(channel);
  }
  return RINGING_CHANNELS.filter(
    (channel) => pending.has(channel) && ringtones[channel] !== 'silent',
  );
}

/**
 * Offer banner layout (§9): nothing without offers; one offer auto-expands; two show as compact
 * rows (the spec leaves two open); three or more collapse to a summary the agent may open.
 */
export type OfferBannerLayout = 'none' | 'expanded' | 'compact' | 'collapsed';

/** Offers from which the banner collapses to a summary (§9: "with three or more they collapse"). */
export const OFFER_BANNER_COLLAPSE_FROM = 3;

export function offerBannerLayout(offerCount: number): OfferBannerLayout {
  if (offerCount <= 0) return 'none';
  if (offerCount === 1) return 'expanded';
  return offerCount >= OFFER_BANNER_COLLAPSE_FROM ? 'collapsed' : 'compact';
}

/** The banner shows for the 'banner' and 'bannerAndPanel' incoming display settings, not 'panel'. */
export function showsOfferBanner(incomingInteractionDisplay: string): boolean {
  return incomingInteractionDisplay === 'banner' || incomingInteractionDisplay === 'bannerAndPanel';
}

/**
 * The favicon is flagged (red dot) while an offer is pending or a pending or active interaction
 * has unread notifications.
 */
export function faviconFlagged(entries: readonly AlertEntry[]): boolean {
  return entries.some(
    (entry) => entry.list === 'pending' || (entry.list === 'active' && entry.unread > 0),
  );
}
