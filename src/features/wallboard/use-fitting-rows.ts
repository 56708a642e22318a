import { useLayoutEffect, useRef } from 'react';
import { rowsThatFit } from '../../domain/wallboard-rotation';

/**
 * How many body rows of the table fit in the container below the table's head, reported to
 * `onFit` on mount and whenever either is resized (a window change, a new font size step), so
 * an agents card is cut into pages that fill the screen without spilling off it.
 */
export function useFittingRows(onFit: ((rows: number) => void) | undefined) {
  const containerRef = useRef<HTMLElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const container = containerRef.current;
    const table = tableRef.current;
    if (onFit === undefined || container === null || table === null) return;
    const measure = () => {
      const body = table.tBodies[0];
      const row = body?.rows[0];
      if (body === undefined || row === undefined) return;
      const top = body.getBoundingClientRect().top - container.getBoundingClientRect().top;
      // a long state name may take two lines: the tallest row shown sets the height of each
      const tallest = Math.max(...Array.from(body.rows, (r) => r.getBoundingClientRect().height));
      onFit(
        rowsThatFit(
          container.clientHeight - top,
          Math.max(tallest, row.getBoundingClientRect().height),
        ),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    observer.observe(table);
    return () => observer.disconnect();
  }, [onFit]);
  return { containerRef, tableRef };
}
