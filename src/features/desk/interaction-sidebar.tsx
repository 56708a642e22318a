import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SEARCH_DEBOUNCE_MS, SIDEBAR_ITEM_HEIGHT_PX } from '../../domain/agent-desktop-constants';
import { formatDateTime } from '../../domain/format';
import { toIanaTimeZone } from '../../domain/time-zones';
import {
  groupSidebar,
  nextTileIndex,
  normaliseSearch,
  sidebarRows,
  type SidebarList,
  type SidebarRow,
} from '../../domain/desk-sidebar';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicValue } from '../../hub-client/use-topic';
import { ContactOverlays } from './contacts/contact-overlays';
import { useDesk } from './desk-context';
import { Icon } from './icons';
import { HistoryTile, InteractionTile } from './interaction-tile';
import { TileMenu, type TileMenuState } from './tile-menu';
import { useHubEntries, type DeskEntry } from './use-hub-entries';
import { useServerHistory } from './use-server-history';
import { setContactsPanelOpen } from './contacts/use-contact-overlay';

const HEADER_HEIGHT_PX = 40;
const NOTE_HEIGHT_PX = 40;
const LOAD_MORE_HEIGHT_PX = 64;
/** Rows drawn beyond the visible ones, so Tab and the arrow keys find the next tile ready. */
const OVERSCAN_ROWS = 6;
/** Room kept between a context menu and the window edge. */
const MENU_MARGIN_PX = 8;
const MENU_SIZE_PX = { width: 200, height: 220 };

function rowHeight(row: SidebarRow<DeskEntry> | undefined): number {
  switch (row?.kind) {
    case 'tile':
      return SIDEBAR_ITEM_HEIGHT_PX;
    case 'header':
      return HEADER_HEIGHT_PX;
    case 'loadMore':
      return LOAD_MORE_HEIGHT_PX;
    case 'empty':
    case undefined:
      return NOTE_HEIGHT_PX;
  }
}

function rowKey(row: SidebarRow<DeskEntry> | undefined, index: number): string {
  if (row === undefined) return `row-${index}`;
  if (row.kind === 'tile') return `tile-${row.entry.source}-${row.entry.interaction.interactionId}`;
  if (row.kind === 'loadMore') return 'load-more';
  return `${row.kind}-${row.list}`;
}

/**
 * The interaction sidebar (agent-desktop §2): pending, active and history lists with header
 * counters, one search box (250 ms debounce, trimmed), Load More for older history, in one
 * virtualised list of 72 px tiles.
 */
export function InteractionSidebar() {
  const { t } = useTranslation('interactions');
  const { agentId } = useDesk();
  const settings = useTopicValue('settings');
  const hubEntries = useHubEntries();
  const history = useServerHistory(agentId, settings?.preferencesSettings.interactionHistoryPeriod);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<SidebarList>>(new Set());
  const [menu, setMenu] = useState<TileMenuState | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(normaliseSearch(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const groups = useMemo(
    () => groupSidebar([...hubEntries, ...history.entries], query),
    [hubEntries, history.entries, query],
  );
  const rows = useMemo(() => sidebarRows(groups, collapsed, true), [groups, collapsed]);

  // The build does not run the React Compiler; the virtualizer re-renders this list itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]),
    getItemKey: (index) => rowKey(rows[index], index),
    overscan: OVERSCAN_ROWS,
  });

  const toggle = (list: SidebarList) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (!next.delete(list)) next.add(list);
      return next;
    });

  const onMenu = useCallback(
    (event: MouseEvent<HTMLElement>, interaction: Interaction, list: SidebarList) => {
      event.preventDefault();
      const target = event.currentTarget;
      const box = target.getBoundingClientRect();
      // the context-menu key reports no pointer position: open beside the tile
      const x =
        event.clientX === 0 && event.clientY === 0 ? box.left + box.width / 2 : event.clientX;
      const y =
        event.clientX === 0 && event.clientY === 0 ? box.top + box.height / 2 : event.clientY;
      setMenu({
        x: Math.min(x, window.innerWidth - MENU_SIZE_PX.width - MENU_MARGIN_PX),
        y: Math.min(y, window.innerHeight - MENU_SIZE_PX.height - MENU_MARGIN_PX),
        interaction,
        list,
        returnFocus: target.querySelector<HTMLElement>('.tile__open'),
      });
    },
    [],
  );
  const closeMenu = useCallback(() => setMenu(null), []);

  // Up and Down move between tiles; the list scrolls so the next tile exists before it is focused.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    if (row === null || !(event.target as HTMLElement).classList.contains('tile__open')) return;
    const next = nextTileIndex(
      rows,
      Number(row.dataset['rowIndex']),
      event.key === 'ArrowDown' ? 1 : -1,
    );
    if (next === null) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() =>
      scrollRef.current
        ?.querySelector<HTMLElement>(`[data-row-index="${next}"] .tile__open`)
        ?.focus(),
    );
  };

  const total = groups.pending.length + groups.active.length;
  return (
    <aside className="interaction-sidebar" aria-label={t('sidebar.label')}>
      <div className="sidebar-search">
        <Icon name="search" size={16} className="sidebar-search__icon" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('sidebar.search')}
          aria-label={t('sidebar.search')}
          data-testid="sidebar-search"
        />
        <button
          type="button"
          className="button button-outline sidebar-contacts"
          onClick={() => setContactsPanelOpen(true)}
          data-testid="open-contacts"
        >
          {t('contacts', { ns: 'contacts' })}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('sidebar.summary', {
          pending: groups.pending.length,
          active: groups.active.length,
          total,
        })}
      </p>
      {query !== '' && total + groups.history.length === 0 && (
        <p
          className="sidebar-note sidebar-note--search"
          role="status"
          data-testid="sidebar-no-results"
        >
          {t('sidebar.noResults')}
        </p>
      )}
      {/* the keydown only moves focus between the tile buttons inside */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={scrollRef} className="sidebar-scroll" onKeyDown={onKeyDown}>
        <div className="sidebar-rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <div
                key={item.key}
                className="sidebar-row"
                data-row-index={item.index}
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <Row row={row} onToggle={toggle} onMenu={onMenu} history={history} />
              </div>
            );
          })}
        </div>
      </div>
      {menu !== null && <TileMenu menu={menu} onClose={closeMenu} />}
      <ContactOverlays />
    </aside>
  );
}

function Row(props: {
  row: SidebarRow<DeskEntry>;
  onToggle: (list: SidebarList) => void;
  onMenu: (event: MouseEvent<HTMLElement>, interaction: Interaction, list: SidebarList) => void;
  history: ReturnType<typeof useServerHistory>;
}) {
  const { t } = useTranslation('interactions');
  const settings = useTopicValue('settings');
  const { row, history } = props;
  switch (row.kind) {
    case 'header':
      return (
        <h2 className="sidebar-header">
          <button
            type="button"
            className="sidebar-header__toggle"
            aria-expanded={!row.collapsed}
            onClick={() => props.onToggle(row.list)}
            data-testid={`header-${row.list}`}
          >
            <Icon
              name="chevron"
              size={16}
              className={row.collapsed ? 'chevron chevron--collapsed' : 'chevron'}
            />
            <span>{t(`lists.${row.list}`)}</span>
            <span className="sidebar-header__count" data-testid={`count-${row.list}`}>
              {row.count}
            </span>
          </button>
        </h2>
      );
    case 'empty':
      return <p className="sidebar-note">{t(`lists.empty.${row.list}`)}</p>;
    case 'tile':
      return row.entry.source === 'hub' ? (
        <InteractionTile
          interactionId={row.entry.interaction.interactionId}
          onMenu={props.onMenu}
        />
      ) : (
        <HistoryTile interaction={row.entry.interaction} onMenu={props.onMenu} />
      );
    case 'loadMore': {
      const formatted =
        history.since === null
          ? null
          : formatDateTime(
              history.since,
              toIanaTimeZone(settings?.applicationSettings.timeZoneId),
              settings?.applicationSettings.timeFormat,
            );
      const since = typeof formatted === 'string' ? formatted : null;
      return (
        <div className="load-more">
          <span className="load-more__since">
            {history.error !== null
              ? t('history.failed', { message: history.error })
              : since === null
                ? t('history.loading')
                : t('history.since', { date: since })}
          </span>
          {history.canLoadMore || history.error !== null ? (
            <button
              type="button"
              className="button button-outline load-more__button"
              onClick={history.loadMore}
              disabled={history.loading}
              data-testid="load-more"
            >
              {history.loading
                ? t('history.loading')
                : history.error !== null
                  ? t('history.retry')
                  : t('history.loadMore')}
            </button>
          ) : (
            <span className="load-more__end">{t('history.allLoaded')}</span>
          )}
        </div>
      );
    }
  }
}
