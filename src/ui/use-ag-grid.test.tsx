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

function Grid({ columnDefs, onApi, onCellClicked }: { columnDefs: ColDef<Row>[]; onApi: (api: RefObject<GridApi<Row> | null>) => void; onCellClicked?: () => void }) {
  const element = useRef<HTMLDivElement>(null);
  const api = useAgGrid<Row>(element, { columnDefs, rowData: ROWS, getRowId: rowIdOf, ...(onCellClicked ? { onCellClicked } : {}) }, MODULES);
  onApi(api);
  return <div ref={element} style={{ height: 300, width: 600 }} />;
}

const headers = (container: HTMLElement) => [...container.querySelectorAll('.ag-header-cell-text')].map((e) => e.textContent);

afterEach(cleanup);

describe('useAgGrid', () => {
  it('draws the grid in the element, with its rows and columns', () => {
    let api: RefObject<GridApi<Row> | null> | null = null;
    const { container } = render(<Grid columnDefs={[{ field: 'name', headerName: 'Name' }]} onApi={(a) => (api = a)} />);
    expect(headers(container)).toEqual(['Name']);
    const grid = (api as RefObject<GridApi<Row> | null> | null)?.current;
    expect(grid?.getDisplayedRowCount()).toBe(2);
    expect(grid?.getRowNode('b')?.data?.name).toBe('Claims');
  });

  it('passes changed options on to the grid and leaves the others as they were', () => {
    let api: RefObject<GridApi<Row> | null> | null = null;
    const first: ColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];
    const { container, rerender } = render(<Grid columnDefs={first} onApi={(a) => (api = a)} />);
    const created = (api as RefObject<GridApi<Row> | null> | null)?.current;
    expect(created).toBeDefined();
    rerender(<Grid columnDefs={[{ field: 'name', headerName: 'Name' }, { field: 'answered', headerName: 'Answered' }]} onApi={(a) => (api = a)} />);
    expect(headers(container)).toEqual(['Name', 'Answered']);
    // the same grid, not a new one
    expect((api as RefObject<GridApi<Row> | null> | null)?.current).toBe(created);
    expect(created?.isDestroyed()).toBe(false);
    expect(created?.getDisplayedRowCount()).toBe(2);
  });

  it('destroys the grid when the component goes', () => {
    let api: RefObject<GridApi<Row> | null> | null = null;
    const { unmount } = render(<Grid columnDefs={[{ field: 'name' }]} onApi={(a) => (api = a)} />);
    const grid = (api as RefObject<GridApi<Row> | null> | null)?.current;
    expect(grid?.isDestroyed()).toBe(false);
    unmount();
    expect(grid?.isDestroyed()).toBe(true);
  });

  it('calls the handlers it was given', async () => {
    const clicked = vi.fn();
    const { container } = render(<Grid columnDefs={[{ field: 'name' }]} onApi={() => undefined} onCellClicked={clicked} />);
    const cell = container.querySelector<HTMLElement>('.ag-cell');
    expect(cell).not.toBeNull();
    fireEvent.mouseDown(cell!);
    fireEvent.mouseUp(cell!);
    fireEvent.click(cell!);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });
});
