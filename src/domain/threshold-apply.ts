/**
 * Applying a health-threshold profile to other business processes (supervisor-dashboards
 * §2, §5): which business processes the selection dialog offers, and its select-all box.
 */

/** A business process as the selection dialog lists it. */
export interface BusinessProcessOption {
  businessProcessId: string;
  businessProcessName: string;
}

/**
 * The supervised business processes the profile may go to, by name: never the one it comes
 * from, nor one already holding a profile of that exact name (the server matches names exactly).
 */
export function offeredBusinessProcesses(
  supervised: readonly BusinessProcessOption[],
  fromBusinessProcessId: string,
  profileNames: ReadonlyMap<string, readonly string[]>,
  name: string,
): BusinessProcessOption[] {
  return supervised
    .filter(
      (bp) =>
        bp.businessProcessId !== fromBusinessProcessId &&
        !(profileNames.get(bp.businessProcessId) ?? []).includes(name),
    )
    .sort(
      (a, b) =>
        a.businessProcessName.localeCompare(b.businessProcessName) ||
        a.businessProcessId.localeCompare(b.businessProcessId),
    );
}

export type SelectAllState = 'all' | 'some' | 'none';

/** How the select-all box shows: ticked, mixed or empty. Only offered ids count. */
export function selectAllState(
  selected: ReadonlySet<string>,
  offered: readonly BusinessProcessOption[],
): SelectAllState {
  const count = offered.filter((bp) => selected.has(bp.businessProcessId)).length;
  if (count === 0) return 'none';
  return count === offered.length ? 'all' : 'some';
}

/** The select-all box clicked: everything offered when not all were, else nothing. */
export function toggleSelectAll(
  selected: ReadonlySet<string>,
  offered: readonly BusinessProcessOption[],
): Set<string> {
  return selectAllState(selected, offered) === 'all'
    ? new Set()
    : new Set(offered.map((bp) => bp.businessProcessId));
}

/** The ids the calls carry: every offered one under "all supervised", else the ticked offered ones. */
export function targetBusinessProcessIds(
  selected: ReadonlySet<string>,
  offered: readonly BusinessProcessOption[],
  allSupervised: boolean,
): string[] {
  return offered
    .filter((bp) => allSupervised || selected.has(bp.businessProcessId))
    .map((bp) => bp.businessProcessId);
}
