import type { AlertEntry } from '../../../domain/desk-alerts';
import type { DeskInteraction } from '../../../domain/desk-interactions';
import type { Interaction } from '../../../protocol/interaction-events';
import { useTopicProjection } from '../../../hub-client/use-topic-projection';

/** A desk entry as the alerts read it: the ringing and favicon rules' fields plus the interaction. */
export interface DeskAlertEntry extends AlertEntry {
  interaction: Interaction;
  changedAt: number;
}

/** What the alerts show of an entry; anything else (messages, timers) does not re-render them. */
function signatureOf(entry: DeskAlertEntry): string {
  const ix = entry.interaction;
  return [
    ix.interactionId,
    entry.list,
    entry.unread,
    entry.changedAt,
    ix.interactionStateId,
    ix.crm.customerFullName,
    ix.routing.businessProcessName,
    ix.routing.remoteParty,
  ].join('\u0001');
}

/**
 * The hub's interactions as the alerts need them (pending offers, unread counts), one array
 * that changes only when one of those changes: the banner, the ringing and the favicon read it.
 */
export function useAlertEntries(): readonly DeskAlertEntry[] {
  return useTopicProjection('interactions', alertEntries, signatureOf);
}

function alertEntries(values: Array<DeskInteraction<Interaction>>): DeskAlertEntry[] {
  return values.map((value) => ({
    list: value.list,
    mediaType: value.interaction.interactionMediaType,
    unread: value.unread,
    interaction: value.interaction,
    changedAt: value.changedAt,
  }));
}
