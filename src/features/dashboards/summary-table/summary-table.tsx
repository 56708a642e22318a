import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AllCommunityModule,
  themeQuartz,
  type CellClickedEvent,
  type CellKeyDownEvent,
  type ColDef,
  type GetRowIdParams,
  type IRowNode,
  type RowClassParams,
} from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { figureNoteOf } from '../../../domain/figure-notes';
import { formatKpiValue } from '../../../domain/kpi-format';
import type { BusinessProcessKpiId } from '../../../domain/kpi-ids';
import { TOTALS_UPDATE_DEBOUNCE_MS } from '../../../domain/supervisor-constants';

import {
  applySummaryFilters,
  operatorsFor,
  visibleColumns,
  type SummaryFilter,
  type SummaryFilterOperator,
} from '../../../domain/summary-filters';
import {
  compareNames,
  orderBusinessProcesses,
  summaryRow,
  toSummaryRow,
  type SummaryColumn,
  type SummaryColumnId,
  type SummaryKpiColumnId,
  type SummaryRow,
  type SummaryTableSettings,
} from '../../../domain/summary-table';
import { widestPiece } from '../../../domain/header-words';
import { textMeasure } from '../../../ui/text-width';
import { useHubConnection } from '../../../hub-client/hub-context';
import { useAgGrid } from '../../../ui/use-ag-grid';
import { InputAwareFlush } from '../../../ui/input-aware-flush';
import { PendingRowChanges } from '../../../domain/pending-row-changes';
import { useTopicSubscription } from '../../../hub-client/use-topic';
import type { BusinessProcessStatistics } from '../../../protocol/events';
import { noteTitle } from '../kpi-text';
import { healthCellClass, healthCellRenderer, type KpiStatusOf } from './health-cell';
import { SummaryDetailsPopup, type DetailsTarget } from './summary-details-popup';
import { SummarySettingsDialog } from './summary-settings-dialog';
import { useSummarySettings } from './use-summary-settings';
import './summary-table.css';

const MODULES = [AllCommunityModule];
/**
 * How the table gathers row changes before the grid applies them (not in the spec). Each
 * business process's statistics change about once a second, spread over the second: every
 * batch the grid applies sorts, filters and redraws, so ten small batches a second cost
 * nearly ten times one. A batch waits while the user clicks or types on the table's screen:
 * at 1,000 business processes one costs about as much as re-sorting on a header click, and
 * one that ran between a click and its paint held the sorted table back by its whole length.
 */
const SUMMARY_GRID_BATCHES = { everyMs: 500, quietMs: 250, maxDelayMs: 1_000 };
/** Rows the grid draws beyond the visible ones on each side (its default is 10). */
const SUMMARY_GRID_ROW_BUFFER = 4;
/*
 * Grid options the table never changes live at module level: the grid compares its props by
 * identity, and a new defaultColDef or getRowClass on each render (a filter added, the row
 * count changing) made it rebuild its columns and redraw every row.
 */
// 76 px a KPI column (160 the name, "Outbound Campaign" whole): at 1280 px all eleven KPI columns, the percentages and
// ASA at the right end included, fit the ~1,010 px beside the navigation without scrolling
// sideways; headers wrap, and "100.00%" or "00:00:16" still fits between 6 px paddings
const DEFAULT_COL_DEF: ColDef<SummaryRow> = {
  resizable: true,
  sortable: true,
  suppressMovable: true,
  minWidth: 76,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};
const rowIdOf = (params: GetRowIdParams<SummaryRow>) => params.data.id;
const rowClassOf = (params: RowClassParams<SummaryRow>) =>
  params.node.rowPinned ? 'summary-table__totals' : undefined;

const HEADER_FONT_PX = 12;
const HEADER_FONT_WEIGHT = 500;
/** A header cell's width beyond its label's text: its paddings and resize handle, one pixel to round. */
const HEADER_CELL_CHROME_PX = 9;

/** The grid takes the app's theme tokens, so light and dark follow the user's choice without a reload. */
const GRID_THEME = themeQuartz.withParams({
  backgroundColor: 'var(--color-surface)',
  foregroundColor: 'var(--color-text)',
  headerBackgroundColor: 'var(--color-surface-raised)',
  borderColor: 'var(--color-border)',
  accentColor: 'var(--color-primary)',
  fontFamily: 'inherit',
  // narrow paddings and a small header font: "Answered" and its sort arrow stay whole in a
  // 76-pixel column (with the defaults, 16-pixel padding and icons, it broke as "Answere / d")
  cellHorizontalPadding: 6,
  headerFontSize: HEADER_FONT_PX,
  headerFontWeight: HEADER_FONT_WEIGHT,
  iconSize: 12,
});

/**
 * Business-process summary table (supervisor-dashboards §2): one row per business process
 * with the totals row pinned first, live values applied to the grid as transactions (only
 * the rows that changed), filters by column, operator and value, and a settings dialog.
 */
export function SummaryTable() {
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  useTopicSubscription('businessProcessStatistics');
  useTopicSubscription('health');
  const [settings, saveSettings] = useSummarySettings();
  const [filters, setFilters] = useState<SummaryFilter[]>([]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [rowCount, setRowCount] = useState(0);
  const [details, setDetails] = useState<
    (DetailsTarget & { rowIndex: number; rowPinned: 'top' | 'bottom' | null }) | null
  >(null);
  const rowsRef = useRef(new Map<string, SummaryRow>());
  const noteInputRef = useRef<() => void>(() => undefined);
  // the grid calls its filter callbacks outside React: they read the latest values from refs
  const filtersRef = useRef(filters);
  const columnsRef = useRef(settings.columns);
  const gridElement = useRef<HTMLDivElement>(null);
  const tableKey = JSON.stringify(settings.table);
  const tableSettings = useMemo(() => settings.table, [tableKey]); // eslint-disable-line react-hooks/exhaustive-deps -- compared by value

  const statusOf = useCallback<KpiStatusOf>(
    (id, column) => store.peek('health', id)?.kpis[column as BusinessProcessKpiId]?.status ?? null,
    [store],
  );
  const columnDefs = useMemo<ColDef<SummaryRow>[]>(() => {
    const health = {
      statusOf,
      words: { good: t('health.good'), warning: t('health.warning'), danger: t('health.danger') },
    };
    const measure = textMeasure(HEADER_FONT_WEIGHT, HEADER_FONT_PX);
    return visibleColumns(settings.columns).map((column) =>
      columnDef(
        column,
        t(column.text),
        t('summaryTable.summaryRow'),
        health,
        noteOfColumn(t, column),
        measure,
      ),
    );
  }, [settings.columns, t, statusOf]);

  /** A KPI cell opens its details popup on click or Enter (the name column has none). */
  const openDetails = useCallback(
    (event: CellClickedEvent<SummaryRow> | CellKeyDownEvent<SummaryRow>) => {
      const colId = event.column.getColId();
      const row = event.data;
      if (colId === 'businessProcessName' || row === undefined || event.rowIndex === null) return;
      if (!columnsRef.current.some((c) => c.value === colId)) return;
      setDetails({
        businessProcessId: row.isSummary ? null : row.id,
        column: colId as SummaryKpiColumnId,
        rowIndex: event.rowIndex,
        rowPinned: event.node.rowPinned ?? null,
      });
    },
    [],
  );
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<SummaryRow>) => {
      if (event.event instanceof KeyboardEvent && event.event.key === 'Enter') openDetails(event);
    },
    [openDetails],
  );

  const isExternalFilterPresent = useCallback(() => filtersRef.current.length > 0, []);
  const doesExternalFilterPass = useCallback(
    (node: IRowNode<SummaryRow>) =>
      node.data !== undefined &&
      applySummaryFilters([node.data], filtersRef.current, columnsRef.current).length === 1,
    [],
  );

  // created before the effects below, which read its api
  const apiRef = useAgGrid<SummaryRow>(
    gridElement,
    {
      theme: GRID_THEME,
      columnDefs,
      defaultColDef: DEFAULT_COL_DEF,
      getRowId: rowIdOf,
      isExternalFilterPresent,
      doesExternalFilterPass,
      deltaSort: true,
      animateRows: false,
      rowBuffer: SUMMARY_GRID_ROW_BUFFER,
      rowHeight: 36,
      headerHeight: 40,
      getRowClass: rowClassOf,
      onCellClicked: openDetails,
      onCellKeyDown,
      // header tooltips as plain titles: a column's name whole, and why it may not match its neighbours
      enableBrowserTooltips: true,
      overlayNoRowsTemplate: `<span>${escapeHtml(t('summaryTable.noRows'))}</span>`,
    },
    MODULES,
  );

  const closeDetails = useCallback(() => {
    // focus goes back to the cell the popup came from
    if (details)
      apiRef.current?.setFocusedCell(details.rowIndex, details.column, details.rowPinned);
    setDetails(null);
  }, [details, apiRef]);
  const readRows = useCallback(() => [...rowsRef.current.values()], []);

  useEffect(() => {
    filtersRef.current = filters;
    columnsRef.current = settings.columns;
    apiRef.current?.onFilterChanged();
  }, [filters, settings.columns, apiRef]);

  // live rows: one subscription per business process; changed rows go to the grid in batches
  useEffect(() => {
    const rows = rowsRef.current;
    const entrySubscriptions = new Map<string, () => void>();
    const pending = new PendingRowChanges<SummaryRow>();
    // rows whose health changed: their cells are drawn again with the batch, with their values
    const healthChanged = new Set<string>();
    const applyBatch = () => {
      const api = apiRef.current;
      if (!api) return;
      if (pending.size > 0) api.applyTransaction(pending.take());
      if (healthChanged.size > 0) {
        const nodes = [...healthChanged].flatMap((id) => api.getRowNode(id) ?? []);
        healthChanged.clear();
        if (nodes.length > 0) api.refreshCells({ rowNodes: nodes, force: true });
      }
    };
    const batches = new InputAwareFlush(applyBatch, SUMMARY_GRID_BATCHES);
    noteInputRef.current = () => batches.noteInput();
    let totalsTimer: ReturnType<typeof setTimeout> | null = null;
    const pushTotals = () => {
      totalsTimer = null;
      const api = apiRef.current;
      if (!api) return;
      const totals = summaryRow([...rows.values()]);
      // in place: setting pinnedTopRowData again redraws every rendered row of the grid
      const pinned = api.getPinnedTopRow(0);
      if (pinned) pinned.updateData(totals);
      else api.setGridOption('pinnedTopRowData', [totals]);
    };
    const scheduleTotals = () => {
      totalsTimer ??= setTimeout(pushTotals, TOTALS_UPDATE_DEBOUNCE_MS);
    };
    const hidden = new Set(tableSettings.hiddenBusinessProcessesIds);
    // until the first pass is done the grid gets the whole ordered list at once, not transactions
    let live = false;
    const onEntry = (id: string, value: BusinessProcessStatistics | undefined) => {
      if (value === undefined || hidden.has(id)) return;
      const row = toSummaryRow(value);
      const known = rows.has(id);
      rows.set(id, row);
      if (live) {
        if (known) pending.update(id, row);
        else pending.add(id, row);
        batches.schedule();
      }
      scheduleTotals();
    };
    const unsubscribeKeys = store.keys('businessProcessStatistics').subscribe((keys) => {
      const present = new Set(keys);
      for (const [id, unsubscribe] of entrySubscriptions) {
        if (present.has(id)) continue;
        unsubscribe();
        entrySubscriptions.delete(id);
        const row = rows.get(id);
        rows.delete(id);
        if (row && live) {
          pending.remove(id, row);
          batches.schedule();
        }
        scheduleTotals();
      }
      for (const id of keys) {
        if (entrySubscriptions.has(id)) continue;
        const offStats = store
          .entry('businessProcessStatistics', id)
          .subscribe((value) => onEntry(id, value));
        // a KPI changing health without changing value still recolours its cell
        let healthKey = '';
        const offHealth = store.entry('health', id).subscribe((health) => {
          const key = Object.values(health?.kpis ?? {})
            .map((k) => `${k.id}:${k.status}`)
            .join(',');
          if (key === healthKey) return;
          healthKey = key;
          if (!live) return;
          healthChanged.add(id);
          batches.schedule();
        });
        entrySubscriptions.set(id, () => {
          offStats();
          offHealth();
        });
      }
      setRowCount(rows.size);
    });
    live = true;
    apiRef.current?.setGridOption('rowData', orderedRows(rows, tableSettings));
    pushTotals();
    return () => {
      unsubscribeKeys();
      for (const unsubscribe of entrySubscriptions.values()) unsubscribe();
      batches.dispose();
      noteInputRef.current = () => undefined;
      if (totalsTimer !== null) clearTimeout(totalsTimer);
      rows.clear();
    };
  }, [store, tableSettings, apiRef]);

  return (
    // a click or key anywhere in the table's screen (a sort, a filter added) is answered first
    <section
      className="summary-table"
      aria-labelledby="summary-table-title"
      onPointerDownCapture={() => noteInputRef.current()}
      onKeyDownCapture={() => noteInputRef.current()}
    >
      <div className="screen-toolbar">
        <h1 id="summary-table-title" className="summary-table__title">
          {t('summaryTable.title')}
        </h1>
        <span className="screen-toolbar__meta">{t('summaryTable.count', { count: rowCount })}</span>
        <button
          type="button"
          className="button button-outline"
          onClick={() => setSettingsOpen(true)}
        >
          {t('summaryTable.settings')}
        </button>
      </div>
      <FilterBar columns={settings.columns} filters={filters} onChange={setFilters} />
      <div className="summary-table__grid">
        <div ref={gridElement} className="summary-table__grid-root" />
      </div>
      {details !== null && (
        <SummaryDetailsPopup
          target={details}
          columnLabel={t(`summaryTable.columns.${details.column}`)}
          readRows={readRows}
          onClose={closeDetails}
        />
      )}
      {settingsOpen && (
        <SummarySettingsDialog
          settings={settings}
          onCancel={() => setSettingsOpen(false)}
          onSave={async (next) => {
            const ok = await saveSettings(next);
            if (ok) setSettingsOpen(false);
            return ok;
          }}
        />
      )}
    </section>
  );
}

/** A column header's tooltip: its name, with the figure note of its KPI (`figure-notes.ts`). */
function noteOfColumn(t: TFunction<'dashboards'>, column: SummaryColumn): string {
  const name = t(column.text);
  return column.value === 'businessProcessName'
    ? name
    : noteTitle(t, name, figureNoteOf(column.value));
}

/** Rows in the saved business-process order (the rest by name). */
function orderedRows(
  rows: ReadonlyMap<string, SummaryRow>,
  settings: SummaryTableSettings,
): SummaryRow[] {
  return orderBusinessProcesses(
    [...rows.values()].map((r) => ({ ...r, businessProcessId: r.id })),
    settings,
  );
}

function columnDef(
  column: SummaryColumn,
  headerName: string,
  summaryLabel: string,
  health: { statusOf: KpiStatusOf; words: Record<'good' | 'warning' | 'danger', string> },
  headerTooltip: string,
  measure: (text: string) => number,
): ColDef<SummaryRow> {
  const field = column.value;
  // a line may break after a leading "%": at 1280 px "%Abandoned" is wider than its column
  // and was cut mid-word ("%Abandon / ed Rate")
  const shownName = headerName.replace(/^%(?=\S)/, '%\u200B');
  const def: ColDef<SummaryRow> = {
    colId: field,
    headerName: shownName,
    headerTooltip,
    field,
    sortable: column.sortable,
    flex: 1,
    // never narrower than the header's longest word (or compound part, which the translations
    // mark with soft hyphens): a Dutch or German header cut "Beantwoor / d"; the sort arrow
    // wraps below the words when there is no room beside them
    minWidth: Math.max(
      DEFAULT_COL_DEF.minWidth ?? 0,
      Math.ceil(widestPiece(shownName, measure)) + HEADER_CELL_CHROME_PX,
    ),
    ...(column.type === 'string' ? {} : { type: 'rightAligned' }),
  };
  if (column.type === 'string') {
    def.comparator = (a: unknown, b: unknown) =>
      compareNames(typeof a === 'string' ? a : '', typeof b === 'string' ? b : '');
    def.valueFormatter = (p) => (p.node?.rowPinned ? summaryLabel : String(p.value ?? ''));
    def.pinned = 'left';
    // a pinned column takes no flex share but the grid's default 200 px: a set width, or the
    // KPI columns at its right run out of the window at 1280 px
    delete def.flex;
    def.width = 160;
    def.minWidth = 120;
    // every load starts in name order (rows arrive one by one, in no order); a header click re-sorts
    def.sort = 'asc';
    return def;
  }
  def.valueFormatter = (p) =>
    formatKpiValue(
      field as Exclude<SummaryColumnId, 'businessProcessName'>,
      typeof p.value === 'number' ? p.value : undefined,
    );
  def.cellRenderer = healthCellRenderer(health.statusOf, health.words);
  def.cellClass = healthCellClass(health.statusOf);
  return def;
}

/** The text for the grid's empty overlay is HTML: escape it. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Filter by column, operator and value (§5); the totals row is always kept. */
function FilterBar({
  columns,
  filters,
  onChange,
}: {
  columns: SummaryColumn[];
  filters: SummaryFilter[];
  onChange: (next: SummaryFilter[]) => void;
}) {
  const { t } = useTranslation('dashboards');
  const filterable = visibleColumns(columns).filter((c) => c.filterable);
  const [column, setColumn] = useState<SummaryColumnId>(
    filterable[1]?.value ?? 'businessProcessName',
  );
  const type = columns.find((c) => c.value === column)?.type ?? 'string';
  const operators = operatorsFor(type);
  const [operator, setOperator] = useState<SummaryFilterOperator>(operators[0] ?? 'equal');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { column: useId(), operator: useId(), value: useId() };
  const chosenOperator = operators.includes(operator) ? operator : (operators[0] ?? 'equal');

  const add = () => {
    const text = value.trim();
    if (text === '') {
      setError(t('summaryTable.filterValueRequired'));
      return;
    }
    if (type !== 'string' && !Number.isFinite(Number(text))) {
      setError(t('summaryTable.filterValueNumber'));
      return;
    }
    setError(null);
    onChange([...filters, { column, operator: chosenOperator, value: text }]);
    setValue('');
  };

  return (
    <div className="summary-filters">
      <form
        className="summary-filters__form"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label htmlFor={ids.column}>{t('summaryTable.filterColumn')}</label>
        <select
          id={ids.column}
          value={column}
          onChange={(e) => setColumn(e.target.value as SummaryColumnId)}
        >
          {filterable.map((c) => (
            <option key={c.value} value={c.value}>
              {t(c.text)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.operator}>{t('summaryTable.filterOperator')}</label>
        <select
          id={ids.operator}
          value={chosenOperator}
          onChange={(e) => setOperator(e.target.value as SummaryFilterOperator)}
        >
          {operators.map((o) => (
            <option key={o} value={o}>
              {t(`summaryTable.operators.${o}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.value}>{t('summaryTable.filterValue')}</label>
        <input
          id={ids.value}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error !== null}
          inputMode={type === 'string' ? 'text' : 'decimal'}
        />
        <button type="submit" className="button button-primary">
          {t('summaryTable.addFilter')}
        </button>
      </form>
      {error !== null && (
        <p role="alert" className="message message-error">
          {error}
        </p>
      )}
      {filters.length > 0 && (
        <ul className="summary-filters__chips" aria-label={t('summaryTable.activeFilters')}>
          {filters.map((f, i) => {
            const label = `${t(columns.find((c) => c.value === f.column)?.text ?? f.column)} ${t(`summaryTable.operators.${f.operator}`)} ${f.value}`;
            return (
              <li key={`${f.column}-${f.operator}-${f.value}-${i}`} className="chip">
                {label}
                <button
                  type="button"
                  className="summary-filters__remove"
                  aria-label={t('summaryTable.removeFilter', { filter: label })}
                  onClick={() => onChange(filters.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
