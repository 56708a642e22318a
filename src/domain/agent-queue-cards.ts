/**
 * Figures of the Agent Information Center's queue cards (supervisor-dashboards §2 "Queue
 * status", "Business process summary"; §3 agent grouping), from business-process statistics.
 */
import type { KpiValues } from './health';
import { compareNames } from './summary-table';

/** The agent totals of one business process's statistics. */
export interface AgentTotalsSource {
  totalReadyAgents: number;
  totalBusyAgents: number;
  totalBreakAgents: number;
  totalUnavailableAgents: number;
}

export interface QueueStatusAgents {
  ready: number;
  busy: number;
  /** Not available for work: in a break (no-answer included) or offline. */
  unavailable: number;
  total: number;
}

/**
 * The queue status donut: ready, busy and unavailable agents. The statistics keep break and
 * offline apart; both are unavailable to the queue, so the donut adds them and the three
 * slices sum to the total of agents.
 */
export function queueStatusAgents(s: AgentTotalsSource): QueueStatusAgents {
  const unavailable = s.totalBreakAgents + s.totalUnavailableAgents;
  return {
    ready: s.totalReadyAgents,
    busy: s.totalBusyAgents,
    unavailable,
    total: s.totalReadyAgents + s.totalBusyAgents + unavailable,
  };
}

/** What the business process summary reads of each business process. */
export interface WaitingSource {
  businessProcessId: string;
  lastResetTime: number;
  kpis: KpiValues;
}

export interface BusinessProcessSummaryTotals {
  /** Live interactions waiting (telephony, chat and SMS: the statistics carry no per-media split). */
  liveWaiting: number;
  /** Deferrable interactions waiting: emails. */
  emailsWaiting: number;
  /** Seconds; the longest of the selected business processes. */
  longestWaiting: number;
  /** Callbacks to be processed. */
  callbacks: number;
  /** The earliest reset among them: the figures cover the time since then. Null without any. */
  lastResetTime: number | null;
}

/** Totals over the selected business processes (sums; the longest wait is the maximum). */
export function businessProcessSummaryTotals(
  selected: readonly WaitingSource[],
): BusinessProcessSummaryTotals {
  const sum = (id: keyof KpiValues) =>
    selected.reduce((total, bp) => total + (bp.kpis[id] ?? 0), 0);
  return {
    liveWaiting: sum('businessProcessWaitingInteractions'),
    emailsWaiting: sum('businessProcessWaitingDeferrableInteractions'),
    longestWaiting: selected.reduce(
      (max, bp) => Math.max(max, bp.kpis.businessProcessLongestWaitingTime ?? 0),
      0,
    ),
    callbacks: sum('callbackToBeProcessed'),
    lastResetTime:
      selected.length === 0 ? null : Math.min(...selected.map((bp) => bp.lastResetTime)),
  };
}

/** A business process as a selector lists it. */
export interface BusinessProcessOption {
  id: string;
  name: string;
}

/** Options sorted by upper-cased name (§3), restricted to `allowed` when given. */
export function businessProcessOptions(
  all: readonly BusinessProcessOption[],
  allowed?: readonly string[],
): BusinessProcessOption[] {
  const keep = allowed ? new Set(allowed) : null;
  return all
    .filter((bp) => keep === null || keep.has(bp.id))
    .sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
}

/**
 * The business process a card shows: the one it is fixed to, else the one chosen on it, else
 * the first offered; null when it can show none of them (e.g. an assignment was removed).
 */
export function businessProcessShown(
  card: { selectedBusinessProcessId: string | null; startBusinessProcessId: string | null },
  offered: readonly BusinessProcessOption[],
): string | null {
  const has = (id: string | null): id is string =>
    id !== null && offered.some((bp) => bp.id === id);
  if (card.selectedBusinessProcessId !== null)
    return has(card.selectedBusinessProcessId) ? card.selectedBusinessProcessId : null;
  if (has(card.startBusinessProcessId)) return card.startBusinessProcessId;
  return offered[0]?.id ?? null;
}

/** The business processes the summary shows: the chosen ones still offered, or all when none were chosen. */
export function summarySelection(
  chosen: readonly string[] | undefined,
  offered: readonly BusinessProcessOption[],
): string[] {
  if (chosen === undefined) return offered.map((bp) => bp.id);
  return offered.filter((bp) => chosen.includes(bp.id)).map((bp) => bp.id);
}
