import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { counterPairKey } from '../../domain/counter-subscriptions';
import { agentCounterUnit, formatKpiValue, formatValueOfUnit } from '../../domain/kpi-format';
import type { BusinessProcessKpiId } from '../../domain/kpi-ids';
import { MEDIA_DIMENSIONS } from '../../domain/wallboard';
import { useHubConnection } from '../../hub-client/hub-context';
import { useHub } from '../../hub-client/use-hub';
import { useTopicKeys, useTopicValue } from '../../hub-client/use-topic';
import {
  counterTypesOf,
  loadWatched,
  saveWatched,
  type HandlerKind,
  type WatchedCounter,
} from './counter-catalogue';
import { useServerNames } from '../../ui/use-server-names';

const pairOf = (w: WatchedCounter) =>
  w.dimension === undefined
    ? { handlerId: w.handlerId, counterTypeId: w.counterTypeId }
    : { handlerId: w.handlerId, counterTypeId: w.counterTypeId, dimension: w.dimension };

/**
 * KPI subscriptions (issue: /kpis): pick a handler, a counter type and optionally a media
 * dimension, watch its live value. The hub shares one debounced subscription for every tab.
 */
export function CounterWatch() {
  const { t } = useTranslation(['kpis', 'dashboards']);
  const names = useServerNames();
  const hub = useHub();
  const [watched, setWatched] = useState<WatchedCounter[]>(() => loadWatched(sessionStorage));
  const [kind, setKind] = useState<HandlerKind>('businessProcess');
  const [handlerId, setHandlerId] = useState('');
  const [counterTypeId, setCounterTypeId] = useState('');
  const [dimension, setDimension] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handlerRef = useRef<HTMLSelectElement>(null);
  const ids = {
    kind: useId(),
    handler: useId(),
    counter: useId(),
    dimension: useId(),
    error: useId(),
  };
  const handlers = useHandlers(kind);

  // this tab holds what it shows: subscribe on mount, release when leaving the screen
  const heldRef = useRef<WatchedCounter[]>([]);
  useEffect(() => {
    const held = loadWatched(sessionStorage);
    heldRef.current = held;
    if (held.length > 0) void hub.subscribeCounters(held.map(pairOf));
    return () => {
      if (heldRef.current.length > 0) void hub.unsubscribeCounters(heldRef.current.map(pairOf));
    };
  }, [hub]);

  function update(next: WatchedCounter[]): void {
    heldRef.current = next;
    setWatched(next);
    saveWatched(sessionStorage, next);
  }

  async function add(event: FormEvent): Promise<void> {
    event.preventDefault();
    const candidate: WatchedCounter =
      dimension === ''
        ? { kind, handlerId, counterTypeId }
        : { kind, handlerId, counterTypeId, dimension };
    const key = counterPairKey(candidate);
    if (watched.some((w) => counterPairKey(w) === key)) {
      setError(t('alreadyWatched'));
      return;
    }
    const result = await hub.subscribeCounters([pairOf(candidate)]);
    if (!result.ok) {
      setError(
        result.error.code === 'counterPairInvalid'
          ? t('common:notices.counterPairInvalid')
          : (result.error.message ?? result.error.code),
      );
      handlerRef.current?.focus();
      return;
    }
    setError(null);
    update([...watched, candidate]);
  }

  function remove(target: WatchedCounter): void {
    void hub.unsubscribeCounters([pairOf(target)]);
    update(watched.filter((w) => counterPairKey(w) !== counterPairKey(target)));
  }

  const counterLabel = (k: HandlerKind, id: string) =>
    k === 'businessProcess' ? t(`dashboards:kpi.${id}`) : t(`agentCounter.${id}`);

  return (
    <section className="kpis-panel" aria-labelledby={`${ids.kind}-heading`}>
      <h2 id={`${ids.kind}-heading`}>{t('watchTitle')}</h2>
      <form className="kpis-form" onSubmit={(e) => void add(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.kind}>{t('handlerKind')}</label>
          <select
            id={ids.kind}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as HandlerKind);
              setHandlerId('');
              setCounterTypeId('');
            }}
          >
            <option value="businessProcess">{t('businessProcess')}</option>
            <option value="agent">{t('agent')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.handler}>{t('handler')}</label>
          <select
            id={ids.handler}
            ref={handlerRef}
            value={handlerId}
            onChange={(e) => setHandlerId(e.target.value)}
            aria-describedby={error ? ids.error : undefined}
          >
            <option value="">{t('choose')}</option>
            {handlers.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.counter}>{t('counterType')}</label>
          <select
            id={ids.counter}
            value={counterTypeId}
            onChange={(e) => setCounterTypeId(e.target.value)}
          >
            <option value="">{t('choose')}</option>
            {counterTypesOf(kind).map((id) => (
              <option key={id} value={id}>
                {counterLabel(kind, id)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.dimension}>{t('dimension')}</label>
          <select
            id={ids.dimension}
            value={dimension}
            onChange={(e) => setDimension(e.target.value)}
          >
            <option value="">{t('noDimension')}</option>
            {MEDIA_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {names.media(d)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary kpis-add">
          {t('watch')}
        </button>
      </form>
      {error !== null && (
        <div className="message message-error" role="alert" id={ids.error}>
          <p>{error}</p>
        </div>
      )}
      {watched.length === 0 ? (
        <p className="screen-lead">{t('nothingWatched')}</p>
      ) : (
        <table className="kpis-table">
          <caption className="visually-hidden">{t('watchTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('handler')}</th>
              <th scope="col">{t('counterType')}</th>
              <th scope="col">{t('dimension')}</th>
              <th scope="col" className="kpis-value">
                {t('value')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {watched.map((w) => (
              <WatchedRow
                key={counterPairKey(w)}
                watched={w}
                counterLabel={counterLabel(w.kind, w.counterTypeId)}
                onRemove={() => remove(w)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function WatchedRow({
  watched,
  counterLabel,
  onRemove,
}: {
  watched: WatchedCounter;
  counterLabel: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('kpis');
  const names = useServerNames();
  const counter = useTopicValue('counters', counterPairKey(watched));
  const name = useHandlerName(watched.kind, watched.handlerId);
  const text =
    counter === undefined
      ? null
      : watched.kind === 'businessProcess'
        ? formatKpiValue(watched.counterTypeId as BusinessProcessKpiId, counter.value)
        : formatValueOfUnit(agentCounterUnit(watched.counterTypeId), counter.value);
  return (
    <tr>
      <td>{name}</td>
      <td>{counterLabel}</td>
      <td>{watched.dimension === undefined ? t('noDimension') : names.media(watched.dimension)}</td>
      <td className="kpis-value" aria-live="polite">
        {text ?? (
          <span className="kpis-waiting" role="status">
            {t('waiting')}
          </span>
        )}
      </td>
      <td>
        <button type="button" className="button button-text" onClick={onRemove}>
          {t('remove')}
          <span className="visually-hidden">
            {' '}
            {counterLabel} {name}
          </span>
        </button>
      </td>
    </tr>
  );
}

/** Handlers of a kind with their names, from the statistics the hub holds for this user. */
function useHandlers(kind: HandlerKind): { id: string; name: string }[] {
  const { store } = useHubConnection();
  const topic = kind === 'businessProcess' ? 'businessProcessStatistics' : 'agentStatistics';
  const keys = useTopicKeys(topic);
  return useMemo(
    () =>
      keys
        .map((id) => ({ id, name: nameOf(store.peek(topic, id), id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [keys, store, topic],
  );
}

function useHandlerName(kind: HandlerKind, id: string): string {
  const value = useTopicValue(
    kind === 'businessProcess' ? 'businessProcessStatistics' : 'agentStatistics',
    id,
  );
  return nameOf(value, id);
}

function nameOf(value: unknown, fallback: string): string {
  if (typeof value !== 'object' || value === null) return fallback;
  const v = value as { businessProcessName?: unknown; agentName?: unknown };
  const name = v.businessProcessName ?? v.agentName;
  return typeof name === 'string' && name !== '' ? name : fallback;
}
