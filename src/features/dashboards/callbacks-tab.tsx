import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALLBACK_QUEUE_MAX_AGE_MS,
  pageOfCallbacks,
  searchCallbacks,
  type CallbackQueue,
  type CallbackRow,
} from '../../domain/callbacks';
import {
  formatDateTime,
  formatTimeOfDay,
  isUnregistered,
  TIME_FORMAT_24H,
} from '../../domain/format';
import {
  CALLBACKS_TABLE_PAGE_SIZE,
  STATS_REFRESH_THROTTLE_MS,
} from '../../domain/supervisor-constants';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { useNow } from '../../ui/use-now';

/** A row as the table shows it: every text the user reads, so the search matches what is on screen. */
interface ShownCallback {
  row: CallbackRow;
  /** Times of day in the cells; the full date and time in their titles. */
  created: string;
  createdFull: string;
  queued: string;
  queuedFull: string;
  assignment: string;
  status: string;
  remarks: string;
}

/**
 * Callbacks tab of a monitoring card (supervisor-dashboards §2, §9): the business process's
 * callback queue from the server, searched, 5 rows a page. The queue is read again when the
 * business process's live statistics move (callback counters, agents taking work), at most
 * once a second, and after CALLBACK_QUEUE_MAX_AGE_MS without such a move.
 */
export function CallbacksTab({ businessProcessId }: { businessProcessId: string }) {
  const { t } = useTranslation('dashboards');
  const { call } = useHub();
  const timeZone = useAppTimeZone();
  const now = useNow();
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  // times of day in the user's format (12 or 24 hours) keep the eight columns narrow
  const timeFormat = useTopicValue('settings')?.applicationSettings.timeFormat ?? TIME_FORMAT_24H;
  const [queue, setQueue] = useState<CallbackQueue | null>(null);
  // server time minus this tab's clock when the queue arrived: destination times follow the
  // centre's clock (the simulated centre may run ahead of the wall clock)
  const [clockOffsetMs, setClockOffsetMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const searchId = useId();
  const lastFetchRef = useRef(0);
  const appliedRef = useRef(0);
  const sentRef = useRef(0);

  const kpis = stats?.kpis;
  const signature = [
    kpis?.callbackRequestedInShift,
    kpis?.callbackProcessedInShift,
    kpis?.callbackToBeProcessed,
    kpis?.callbackInteractionsPurgedInShift,
    kpis?.callbackReschedulededInShift,
    stats?.totalReadyAgents,
    stats?.totalBusyAgents,
    reloads,
  ].join('|');

  useEffect(() => {
    // throttled to the spec's stats refresh rate; an answer older than one already shown is dropped
    const wait = Math.max(0, lastFetchRef.current + STATS_REFRESH_THROTTLE_MS - Date.now());
    const timer = setTimeout(() => {
      lastFetchRef.current = Date.now();
      const seq = ++sentRef.current;
      void call('callbacks', { params: { id: businessProcessId } }).then((result) => {
        if (seq < appliedRef.current) return;
        appliedRef.current = seq;
        if (result.ok) {
          setQueue(result.value);
          setClockOffsetMs(result.value.at - Date.now());
          setError(null);
        } else setError(result.error.message ?? result.error.code);
      });
    }, wait);
    return () => clearTimeout(timer);
  }, [call, businessProcessId, signature]);

  // a callback coming due joins the queue without moving any counter above: read the queue
  // again after a quiet spell too, so a card left open on this tab never shows it for long
  useEffect(() => {
    const timer = setTimeout(() => setReloads((n) => n + 1), CALLBACK_QUEUE_MAX_AGE_MS);
    return () => clearTimeout(timer);
  }, [signature]);

  // a tab that went away must not take answers that arrive later
  useEffect(
    () => () => {
      appliedRef.current = Number.MAX_SAFE_INTEGER;
    },
    [],
  );

  const text = (value: string | { kind: 'unregistered' }) =>
    isUnregistered(value) ? t('callbacks.none') : value;
  const shown: ShownCallback[] = (queue?.callbacks ?? []).map((row) => ({
    row,
    created: text(formatTimeOfDay(row.createdAt, timeZone, timeFormat)),
    createdFull: text(formatDateTime(row.createdAt, timeZone)),
    queued: text(formatTimeOfDay(row.queuedAt, timeZone, timeFormat)),
    queuedFull: text(formatDateTime(row.queuedAt, timeZone)),
    assignment: row.assignedAgentName ?? t('callbacks.unassigned'),
    status: t(`callbacks.statuses.${row.status}`),
    remarks: row.remarks.map((r) => t(`callbacks.remarkTexts.${r}`)).join(', '),
  }));
  const found = searchCallbacks(shown, search, (s) => [
    s.row.destination,
    s.createdFull,
    s.queuedFull,
    s.assignment,
    s.status,
    s.remarks,
  ]);
  const current = pageOfCallbacks(found, page, CALLBACKS_TABLE_PAGE_SIZE);

  return (
    <div className="callbacks-tab">
      <div className="callbacks-tab__toolbar">
        <label htmlFor={searchId} className="visually-hidden">
          {t('callbacks.search')}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={t('callbacks.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <button
          type="button"
          className="button button-text"
          onClick={() => setReloads((n) => n + 1)}
        >
          {t('callbacks.refresh')}
        </button>
      </div>
      {error !== null && (
        <p role="alert" className="message message-error">
          {t('callbacks.loadFailed', { reason: error })}
        </p>
      )}
      {queue === null && error === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <div className="callbacks-tab__scroll">
            <table className="callbacks-table" aria-label={t('callbacks.table')}>
              <thead>
                <tr>
                  {(
                    [
                      'destination',
                      'created',
                      'queued',
                      'attempts',
                      'assignment',
                      'status',
                      'remarks',
                      'destinationTime',
                    ] as const
                  ).map((c) => (
                    <th key={c} scope="col">
                      {t(`callbacks.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {current.rows.length === 0 ? (
                  <tr>
                    <td colSpan={8} className="empty-text">
                      {t('callbacks.noResults')}
                    </td>
                  </tr>
                ) : (
                  current.rows.map((s) => (
                    <tr key={s.row.callbackId} data-testid="callback-row">
                      <td className="callbacks-table__destination">{s.row.destination}</td>
                      <td className="callbacks-table__number" title={s.createdFull}>
                        {s.created}
                      </td>
                      <td className="callbacks-table__number" title={s.queuedFull}>
                        {s.queued}
                      </td>
                      <td className="callbacks-table__number">{s.row.attempts}</td>
                      <td className="callbacks-table__wrap">{s.assignment}</td>
                      <td>
                        <span className={`callback-status callback-status--${s.row.status}`}>
                          {s.status}
                        </span>
                      </td>
                      <td className="callbacks-table__wrap">
                        {s.remarks === '' ? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="visually-hidden">{t('callbacks.noRemarks')}</span>
                          </>
                        ) : (
                          s.remarks
                        )}
                      </td>
                      <td className="callbacks-table__number">
                        {text(
                          formatTimeOfDay(
                            now + clockOffsetMs,
                            s.row.destinationTimeZone,
                            timeFormat,
                          ),
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <div className="callbacks-tab__pager">
            <span role="status">
              {t('callbacks.range', {
                first: current.first,
                last: current.last,
                total: current.total,
              })}
            </span>
            <button
              type="button"
              className="button button-outline"
              disabled={current.page === 0}
              onClick={() => setPage(current.page - 1)}
            >
              {t('callbacks.previous')}
            </button>
            <button
              type="button"
              className="button button-outline"
              disabled={current.page >= current.pageCount - 1}
              onClick={() => setPage(current.page + 1)}
            >
              {t('callbacks.next')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
