// @vitest-environment jsdom
import { useRef, type RefObject } from 'react';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllCommunityModule, type ColDef, type GridApi } from 'ag-grid-community';
import { useAgGrid } from './use-ag-grid';

interface Row {
  id: string;
  name: string;
  answered: number;
}

const MODULES = [AllCommunityModule];
const ROWS: Row[] = [
  { id: 'a', name: 'Sales', answered: 3 },
  { id: 'b', name: 'Claims', answered: 7 },
];
const rowIdOf = ({ data }: { data: Row }) => data.id;

/** Where a rendered Grid leaves the api ref the hook returned, to be read after its effects ran. */
interface Held {
  api?: RefObject<GridApi<Row> | null>;
}

function Grid({
  columnDefs,
  onApi,
  onCellClicked,
}: {
  columnDefs: ColDef<Row>[];
  onApi?: (api: RefObject<GridApi<Row> | null>) => void;
  onCellClicked?: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const api = useAgGrid<Row>(
    element,
    { columnDefs, rowData: ROWS, getRowId: rowIdOf, ...(onCellClicked ? { onCellClicked } : {}) },
    MODULES,
  );
  onApi?.(api);
  return <div ref={element} style={{ height: 300, width: 600 }} />;
}

const headers = (container: HTMLElement) =>
  [...container.querySelectorAll('.ag-header-cell-text')].map((e) => e.textContent);

afterEach(cleanup);

describe('useAgGrid', () => {
  it('draws the grid in the element, with its rows and columns', () => {
    const held: Held = {};
    const { container } = render(
      <Grid
        columnDefs={[{ field: 'name', headerName: 'Name' }]}
        onApi={(api) => (held.api = api)}
      />,
    );
    expect(headers(container)).toEqual(['Name']);
    const grid = held.api?.current;
    expect(grid?.getDisplayedRowCount()).toBe(2);
    expect(grid?.getRowNode('b')?.data?.name).toBe('Claims');
  });

  it('passes changed options on to the grid and leaves the others as they were', () => {
    const held: Held = {};
    const first: ColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];
    const { container, rerender } = render(
      <Grid columnDefs={first} onApi={(api) => (held.api = api)} />,
    );
    const created = held.api?.current;
    expect(created).toBeDefined();
    rerender(
      <Grid
        columnDefs={[
          { field: 'name', headerName: 'Name' },
          { field: 'answered', headerName: 'Answered' },
        ]}
        onApi={(api) => (held.api = api)}
      />,
    );
    expect(headers(container)).toEqual(['Name', 'Answered']);
    // the same grid, not a new one
    expect(held.api?.current).toBe(created);
    expect(created?.isDestroyed()).toBe(false);
    expect(created?.getDisplayedRowCount()).toBe(2);
  });

  it('destroys the grid when the component goes', () => {
    const held: Held = {};
    const { unmount } = render(
      <Grid columnDefs={[{ field: 'name' }]} onApi={(api) => (held.api = api)} />,
    );
    const grid = held.api?.current;
    expect(grid?.isDestroyed()).toBe(false);
    unmount();
    expect(grid?.isDestroyed()).toBe(true);
  });

  it('calls the handlers it was given', async () => {
    const clicked = vi.fn();
    const { container } = render(<Grid columnDefs={[{ field: 'name' }]} onCellClicked={clicked} />);
    const cell = container.querySelector<HTMLElement>('.ag-cell');
    expect(cell).not.toBeNull();
    fireEvent.mouseDown(cell!);
    fireEvent.mouseUp(cell!);
    fireEvent.click(cell!);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });
});
