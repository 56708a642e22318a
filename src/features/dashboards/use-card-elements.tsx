import { useMemo, type ReactElement } from 'react';
import type { CardViewState } from './card-active-view';
import { MonitoringCard } from './monitoring-card';

interface CardElementProps {
  stale: boolean;
  viewOf: (businessProcessId: string) => CardViewState;
  onView: (businessProcessId: string, view: CardViewState) => void;
  notify: (message: string) => void;
}

/**
 * The grid's child element of each card, in `order`. The elements are made per card, apart
 * from the order, so a re-sort hands the grid the very same children: react-grid-layout's
 * items skip rendering when their place and their child are what they were. With new
 * children on every re-sort by health, each of a thousand items was drawn twice (the grid
 * renders again once it has taken the new layout), though most cards kept their place.
 */
export function useCardElements(
  ids: readonly string[],
  order: readonly string[],
  { stale, viewOf, onView, notify }: CardElementProps,
): ReactElement[] {
  const elementOf = useMemo(
    () =>
      new Map(
        ids.map((id) => [
          id,
          <div key={id}>
            <MonitoringCard
              businessProcessId={id}
              stale={stale}
              view={viewOf(id)}
              onView={onView}
              notify={notify}
            />
          </div>,
        ]),
      ),
    [ids, stale, viewOf, onView, notify],
  );
  return useMemo(() => order.flatMap((id) => elementOf.get(id) ?? []), [order, elementOf]);
}
