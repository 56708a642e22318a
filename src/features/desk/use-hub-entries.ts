import type { DeskInteraction } from '../../domain/desk-interactions';
import type { SidebarEntry } from '../../domain/desk-sidebar';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicProjection } from '../../hub-client/use-topic-projection';

export type DeskEntry = SidebarEntry<Interaction>;

/** What decides an entry's list, place and search match; anything else re-renders only its tile. */
function structureOf(entry: { interaction: Interaction; list: string; changedAt: number }): string {
  const ix = entry.interaction;
  return [
    ix.interactionId,
    entry.list,
    ix.lastStateStartTime,
    ix.timing.startTime,
    ix.timing.endTime,
    entry.list === 'history' ? entry.changedAt : '',
    ix.interactionStateName,
    ix.crm.customerFullName,
    ix.crm.customerEmail,
    ix.routing.businessProcessName,
    ix.routing.remoteParty,
    ix.routing.origin,
    ix.routing.destination,
  ].join('\u0001');
}

/**
 * The hub's interactions as sidebar entries. The list re-renders only when an entry changes
 * list, order or searchable text (or appears or goes); new messages, timers and state details
 * re-render just that entry's tile, which reads its own signal.
 */
export function useHubEntries(): readonly DeskEntry[] {
  return useTopicProjection('interactions', deskEntries, structureOf);
}

function deskEntries(values: Array<DeskInteraction<Interaction>>): DeskEntry[] {
  return values.map((value) => ({
    interaction: value.interaction,
    list: value.list,
    changedAt: value.changedAt,
    source: 'hub',
  }));
}
