import { useEffect, useRef, type RefObject } from 'react';
import { createGrid, type GridApi, type GridOptions, type Module } from 'ag-grid-community';

/**
 * An AG Grid drawn by AG Grid's own DOM code inside `container`, not through ag-grid-react.
 * The React wrapper renders every row and cell as a React component: a profile of the summary
 * table while it sorted 1,000 live rows gave a fifth of the tab's busy time to React rendering
 * those cells, on top of the grid's own work. The grid is created once with the first options;
 * later options that change by identity are passed on with updateGridOptions, so only options
 * the grid lets change live (columns, overlay text) may change. The returned api is null until
 * the grid exists, and set before any effect declared after this hook runs.
 */
export function useAgGrid<TData>(
  container: RefObject<HTMLElement | null>,
  options: GridOptions<TData>,
  modules: Module[],
): RefObject<GridApi<TData> | null> {
  const api = useRef<GridApi<TData> | null>(null);
  const applied = useRef<GridOptions<TData>>(options);

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    applied.current = options;
    const created = createGrid(element, options, { modules });
    api.current = created;
    return () => {
      api.current = null;
      created.destroy();
    };
    // created once per mount, with the first options: later ones go through updateGridOptions below
  }, []);

  useEffect(() => {
    const grid = api.current;
    if (grid === null) return;
    const previous: [string, unknown][] = Object.entries(applied.current);
    const next: [string, unknown][] = Object.entries(options);
    const before = new Map(previous);
    const changed = Object.fromEntries(next.filter(([key, value]) => before.get(key) !== value));
    applied.current = options;
    // the keys and values are the caller's own GridOptions, so the subset is valid grid options
    if (Object.keys(changed).length > 0) grid.updateGridOptions(changed);
  });

  return api;
}
