/**
 * The interaction sidebar's lists (agent-desktop §2): pending, active and history, each
 * filtered by the search text and sorted, then laid out as the rows of one virtualised
 * list (headers, 72 px tiles, the Load More row).
 */

/** The fields the sidebar searches and sorts on. */
export interface SidebarSubject {
  interactionId: string;
  interactionMediaType: string;
  interactionStateName: string;
  lastStateStartTime: number;
  timestamp: number;
  timing: { startTime: number | null; endTime: number | null };
  routing: {
    businessProcessName: string;
    remoteParty: string;
    origin: string;
    destination: string;
  };
  crm: { customerFullName: string; customerEmail: string | null };
}

export type SidebarList = 'pending' | 'active' | 'history';
export const SIDEBAR_LISTS: readonly SidebarList[] = ['pending', 'active', 'history'];

/** One interaction the sidebar may show; `source` says where a history entry came from. */
export interface SidebarEntry<S extends SidebarSubject = SidebarSubject> {
  interaction: S;
  list: SidebarList;
  /** When the entry last changed (ms); history sorts by it when the interaction has no end time. */
  changedAt: number;
  source: 'hub' | 'server';
}

/** The search text as it filters: trimmed (§2 shared widgets), case-insensitive. */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** An interaction matches when every word of the query is in its name, business process, party or medium. */
export function matchesSearch(ix: SidebarSubject, query: string): boolean {
  const normalised = normaliseSearch(query);
  if (normalised === '') return true;
  const haystack = [
    ix.crm.customerFullName,
    ix.crm.customerEmail ?? '',
    ix.routing.businessProcessName,
    ix.routing.remoteParty,
    ix.routing.origin,
    ix.routing.destination,
    ix.interactionMediaType,
    ix.interactionStateName,
  ]
    .join('\n')
    .toLocaleLowerCase();
  return normalised.split(/\s+/).every((word) => haystack.includes(word));
}

/** Pending: the oldest offer first (it times out first). */
const pendingOrder = (e: SidebarEntry) => e.interaction.lastStateStartTime;
/** Active: in the order the agent took them, so tiles do not jump while the agent works. */
const activeOrder = (e: SidebarEntry) => e.interaction.timing.startTime ?? e.interaction.timestamp;
/** History: the most recently finished first. */
const historyOrder = (e: SidebarEntry) => e.interaction.timing.endTime ?? e.changedAt;

function compareBy<T>(key: (item: T) => number, descending: boolean, tie: (item: T) => string) {
  return (a: T, b: T): number => {
    const d = key(a) - key(b);
    if (d !== 0) return descending ? -d : d;
    return tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0;
  };
}

export interface SidebarGroups<E extends SidebarEntry = SidebarEntry> {
  pending: E[];
  active: E[];
  history: E[];
}

/**
 * Splits entries into the three lists, filtered by the query and sorted. A history entry
 * from the server is dropped when the hub holds the same interaction (the hub's copy is live).
 */
export function groupSidebar<E extends SidebarEntry>(
  entries: readonly E[],
  query: string,
): SidebarGroups<E> {
  const fromHub = new Set(
    entries.filter((e) => e.source === 'hub').map((e) => e.interaction.interactionId),
  );
  const groups: SidebarGroups<E> = { pending: [], active: [], history: [] };
  for (const entry of entries) {
    if (entry.source === 'server' && fromHub.has(entry.interaction.interactionId)) continue;
    if (!matchesSearch(entry.interaction, query)) continue;
    groups[entry.list].push(entry);
  }
  const id = (e: E) => e.interaction.interactionId;
  groups.pending.sort(compareBy(pendingOrder, false, id));
  groups.active.sort(compareBy(activeOrder, false, id));
  groups.history.sort(compareBy(historyOrder, true, id));
  // the same interaction fetched on two pages appears once
  groups.history = groups.history.filter((e, i, all) => i === 0 || id(all[i - 1] as E) !== id(e));
  return groups;
}

export type SidebarRow<E extends SidebarEntry = SidebarEntry> =
  | { kind: 'header'; list: SidebarList; count: number; collapsed: boolean }
  | { kind: 'tile'; list: SidebarList; entry: E }
  | { kind: 'empty'; list: SidebarList }
  | { kind: 'loadMore' };

/**
 * The rows of the virtualised list: each list's header with its counter, its tiles unless
 * collapsed (an empty list says so), and the Load More row after the history.
 */
export function sidebarRows<E extends SidebarEntry>(
  groups: SidebarGroups<E>,
  collapsed: ReadonlySet<SidebarList>,
  showLoadMore: boolean,
): SidebarRow<E>[] {
  const rows: SidebarRow<E>[] = [];
  for (const list of SIDEBAR_LISTS) {
    const items = groups[list];
    const isCollapsed = collapsed.has(list);
    rows.push({ kind: 'header', list, count: items.length, collapsed: isCollapsed });
    if (isCollapsed) continue;
    if (items.length === 0) rows.push({ kind: 'empty', list });
    for (const entry of items) rows.push({ kind: 'tile', list, entry });
  }
  if (showLoadMore && !collapsed.has('history')) rows.push({ kind: 'loadMore' });
  return rows;
}

/** Index of the next (or previous) tile row from `from`, for arrow-key moves; null at the ends. */
export function nextTileIndex(
  rows: readonly SidebarRow[],
  from: number,
  step: 1 | -1,
): number | null {
  for (let i = from + step; i >= 0 && i < rows.length; i += step)
    if (rows[i]?.kind === 'tile') return i;
  return null;
}
