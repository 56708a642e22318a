/**
 * Recomputes business-process KPIs from the raw event log alone, without the engine's
 * counters: gauges come from the sets of interactions and callbacks in each condition,
 * totals from the events. Tests compare it with what the engine publishes; it needs
 * the complete log (recordFullLog).
 */
import type { Media, SimConfig } from './config';
import type { SimLogEvent } from './event-log';
import { computeKpis, type KpiValues } from './kpis';
import { newBpCounters, resetBpCounters, type BpCounters } from './model';

interface Tracked {
  bp: string;
  media: Media;
  arrivedAt: number;
}

export function replayKpis(
  events: readonly SimLogEvent[],
  config: SimConfig,
  at: number,
): Map<string, KpiValues> {
  const counters = new Map<string, BpCounters>();
  const of = (bp: string): BpCounters => {
    let c = counters.get(bp);
    if (c === undefined) counters.set(bp, (c = newBpCounters()));
    return c;
  };
  const interactions = new Map<string, Tracked>();
  const waiting = new Set<string>();
  const deferred = new Set<string>();
  const inProcess = new Set<string>();
  const openCallbacks = new Map<string, string>();
  const goalMs = config.serviceLevelGoalSeconds * 1000;
  const graceMs = config.shortAbandonGraceSeconds * 1000;

  for (const e of events) {
    if (e.t > at) break;
    switch (e.type) {
      case 'arrival': {
        interactions.set(e.ix, { bp: e.bp, media: e.media, arrivedAt: e.t });
        of(e.bp).offered++;
        (e.media === 'email' ? deferred : waiting).add(e.ix);
        break;
      }
      case 'queued':
        of(e.bp).queued++;
        break;
      case 'offer':
        waiting.delete(e.ix);
        deferred.delete(e.ix);
        inProcess.add(e.ix);
        break;
      case 'answer': {
        const c = of(e.bp);
        c.answered++;
        c.ringCount++;
        c.ringMsSum += e.ringMs;
        if (e.media !== 'email') {
          c.answeredLive++;
          c.answerWaitMsSum += e.waitMs;
          if (e.waitMs <= goalMs) c.answeredWithinGoal++;
          c.leftQueue++;
          c.leftQueueWaitMsSum += e.waitMs;
        }
        break;
      }
      case 'miss':
      case 'reject':
        inProcess.delete(e.ix);
        break;
      case 'requeue':
        (interactions.get(e.ix)?.media === 'email' ? deferred : waiting).add(e.ix);
        break;
      case 'abandon':
      case 'overflow': {
        const c = of(e.bp);
        waiting.delete(e.ix);
        inProcess.delete(e.ix);
        c.leftQueue++;
        c.leftQueueWaitMsSum += e.waitMs;
        if (e.type === 'overflow') {
          c.overflowed++;
          break;
        }
        c.abandoned++;
        if (e.waitMs < graceMs) c.abandonedShort++;
        if (e.voiceMail) c.voiceMails++;
        if (e.callback) c.callbackInteractions++;
        break;
      }
      case 'end':
        if (e.transfer === 'internal') of(e.bp).internalTransfers++;
        if (e.transfer === 'external') of(e.bp).externalTransfers++;
        break;
      case 'wrapUpEnd': {
        const c = of(e.bp);
        inProcess.delete(e.ix);
        c.ended++;
        c.handleMsSum += e.handleMs;
        break;
      }
      case 'callbackRequest':
        of(e.bp).callbackRequested++;
        openCallbacks.set(e.cb, e.bp);
        break;
      case 'callbackOutcome': {
        const c = of(e.bp);
        if (e.outcome === 'rescheduled') {
          c.callbackRescheduled++;
          break;
        }
        c.callbackProcessed++;
        c.callbackWorkMsSum += e.workMs;
        if (e.outcome === 'success') c.callbackSucceeded++;
        else c.callbackFailed++;
        openCallbacks.delete(e.cb);
        break;
      }
      case 'callbackPurge':
        of(e.bp).callbackPurged++;
        openCallbacks.delete(e.cb);
        break;
      case 'dnc':
        of(e.bp).dnc++;
        break;
      case 'reset':
        for (const c of counters.values()) resetBpCounters(c);
        break;
      case 'consult':
      case 'callbackDue':
      case 'callbackStart':
      case 'state':
      case 'assignment':
        break;
    }
  }

  const oldest = new Map<string, number>();
  const gauge = (set: Iterable<string>, apply: (c: BpCounters, ix: Tracked) => void): void => {
    for (const id of set) {
      const ix = interactions.get(id);
      if (ix !== undefined) apply(of(ix.bp), ix);
    }
  };
  for (const c of counters.values()) {
    c.waiting = 0;
    c.deferrableWaiting = 0;
    c.inProcess = 0;
    c.callbackToBeProcessed = 0;
  }
  gauge(waiting, (c, ix) => {
    c.waiting++;
    oldest.set(ix.bp, Math.min(oldest.get(ix.bp) ?? Infinity, ix.arrivedAt));
  });
  gauge(deferred, (c) => c.deferrableWaiting++);
  gauge(inProcess, (c) => c.inProcess++);
  for (const bp of openCallbacks.values()) of(bp).callbackToBeProcessed++;

  const out = new Map<string, KpiValues>();
  for (const [bp, c] of counters) out.set(bp, computeKpis(c, at, oldest.get(bp) ?? null));
  return out;
}
