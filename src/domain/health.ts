/**
 * Business-process health (supervisor-dashboards §3 "Health KPI and status", §4): each KPI with
 * thresholds gets a status, the card takes the worst, the three worst breaches are listed and
 * an insight line names the worst. Hysteresis keeps a value hovering at a boundary from flapping.
 */
import { TOP_CRITICAL_KPIS_SHOWN } from './supervisor-constants';
import { kpiUnit, type BusinessProcessKpiId } from './kpi-ids';
import { isLowerWorse, validateKpiThreshold, type KpiThreshold } from './health-thresholds';
import { pastThresholdSince, type KpiStairs, type PackedKpiStairs } from './kpi-stairs';

/** Status values as the spec numbers them: lower is worse. */
export const HEALTH_STATUS = { Danger: 1, Warning: 2, Good: 3 } as const;
export type HealthStatus = (typeof HEALTH_STATUS)[keyof typeof HEALTH_STATUS];
/** Name of a status, used for colours and the pulse animation name. */
export const HEALTH_STATUS_NAMES = {
  1: 'danger',
  2: 'warning',
  3: 'good',
} as const satisfies Record<HealthStatus, string>;

/** Live KPI values in statistics units: counts, seconds, fractions 0..1. */
export type KpiValues = Partial<Record<BusinessProcessKpiId, number>>;
/** The server's record of each KPI's changes (`kpi-stairs.ts`), when it sends one. */
export type KpiStairsRecord = Partial<Record<BusinessProcessKpiId, KpiStairs | PackedKpiStairs>>;

/** Hysteresis margin: max(relative × threshold, minimum) in threshold units. */
export interface HysteresisOptions {
  relative: number;
  minimum: number;
}
/**
 * 2 % of the threshold, at least 1 unit (one interaction, one second, one percentage point):
 * enough to absorb the jitter of a live average without hiding a real recovery.
 */
export const DEFAULT_HYSTERESIS: HysteresisOptions = { relative: 0.02, minimum: 1 };

/** One evaluated KPI. Values and thresholds in threshold units (percent 0..100, seconds, counts). */
export interface KpiHealth {
  id: BusinessProcessKpiId;
  status: HealthStatus;
  value: number;
  warning: number;
  danger: number;
  /** The threshold the status is measured against: danger when in danger, else warning. */
  threshold: number;
  /** How far past that threshold, in its units (negative: still inside). */
  excess: number;
  /** `excess` relative to the threshold, so KPIs of different units compare. */
  excessRatio: number;
  /** When the KPI left Good; null while Good. */
  breachSince: number | null;
}

/** The insight line: which KPI is worst and by how much. */
export interface HealthInsight {
  kpiId: BusinessProcessKpiId;
  status: HealthStatus;
  value: number;
  threshold: number;
  excess: number;
  breachSince: number;
}

export interface HealthState {
  /** Worst status of the configured KPIs; Good when none can be evaluated. */
  status: HealthStatus;
  /** When `status` last changed. */
  since: number;
  /** True when this evaluation changed `status` (pulse, and re-sort under Health sorting). */
  statusChanged: boolean;
  kpis: Partial<Record<BusinessProcessKpiId, KpiHealth>>;
  /** Up to three KPIs not Good, worst first. */
  critical: KpiHealth[];
  insight: HealthInsight | null;
}

/** A KPI value in threshold units: fractions become percentages. */
export function toThresholdUnits(id: BusinessProcessKpiId, value: number): number {
  return kpiUnit(id) === 'fraction' ? value * 100 : value;
}

/**
 * Status of a value against its thresholds, without hysteresis. A value at a threshold counts
 * as past it. For lower-is-worse KPIs (service level) the comparisons are reversed.
 */
export function statusOf(
  id: BusinessProcessKpiId,
  value: number,
  warning: number,
  danger: number,
): HealthStatus {
  const worse = isLowerWorse(id)
    ? (a: number, b: number) => a <= b
    : (a: number, b: number) => a >= b;
  if (worse(value, danger)) return HEALTH_STATUS.Danger;
  if (worse(value, warning)) return HEALTH_STATUS.Warning;
  return HEALTH_STATUS.Good;
}

/**
 * Status with hysteresis: a status gets worse at once, but only improves past a boundary the
 * KPI had reached once the value is back inside by the margin.
 */
export function statusWithHysteresis(
  id: BusinessProcessKpiId,
  value: number,
  warning: number,
  danger: number,
  previous: HealthStatus | null,
  options: HysteresisOptions = DEFAULT_HYSTERESIS,
): HealthStatus {
  const lowerIsWorse = isLowerWorse(id);
  const held = previous ?? HEALTH_STATUS.Good;
  const pastBoundary = (threshold: number, reached: boolean): boolean => {
    if (!reached) return lowerIsWorse ? value <= threshold : value >= threshold;
    // Leaving a reached boundary needs the value back inside by the margin.
    const m = margin(threshold, options);
    return lowerIsWorse ? value < threshold + m : value > threshold - m;
  };
  if (pastBoundary(danger, held === HEALTH_STATUS.Danger)) return HEALTH_STATUS.Danger;
  if (pastBoundary(warning, held !== HEALTH_STATUS.Good)) return HEALTH_STATUS.Warning;
  return HEALTH_STATUS.Good;
}

function margin(threshold: number, options: HysteresisOptions): number {
  return Math.max(Math.abs(threshold) * options.relative, options.minimum);
}

/**
 * A profile's entries parsed once: health is evaluated for every business-process patch
 * (thousands a second on a busy floor) against the same few profiles, and parsing their
 * threshold texts each time was a tenth of the hub's work. Profiles are replaced, never
 * edited in place, so an entry's object stands for its texts.
 */
const validations = new WeakMap<KpiThreshold, ReturnType<typeof validateKpiThreshold>>();
function validationOf(entry: KpiThreshold): ReturnType<typeof validateKpiThreshold> {
  let validation = validations.get(entry);
  if (validation === undefined) validations.set(entry, (validation = validateKpiThreshold(entry)));
  return validation;
}

/**
 * Evaluates every KPI that has a value and a complete, valid threshold pair, and carries the
 * hysteresis and time-in-breach state from `previous`. Pure: the same inputs give the same state.
 */
export function evaluateHealth(
  previous: HealthState | null,
  kpis: KpiValues,
  thresholds: readonly KpiThreshold[],
  now: number,
  options: HysteresisOptions = DEFAULT_HYSTERESIS,
  stairs: KpiStairsRecord = {},
): HealthState {
  const evaluated: Partial<Record<BusinessProcessKpiId, KpiHealth>> = {};
  const list: KpiHealth[] = [];
  for (const entry of thresholds) {
    const raw = kpis[entry.id];
    const { valid, values } = validationOf(entry);
    if (
      raw === undefined ||
      !Number.isFinite(raw) ||
      !valid ||
      values.warning === null ||
      values.danger === null
    ) {
      continue;
    }
    const value = toThresholdUnits(entry.id, raw);
    const before = previous?.kpis[entry.id];
    const status = statusWithHysteresis(
      entry.id,
      value,
      values.warning,
      values.danger,
      before?.status ?? null,
      options,
    );
    const threshold = status === HEALTH_STATUS.Danger ? values.danger : values.warning;
    const excess = isLowerWorse(entry.id) ? threshold - value : value - threshold;
    const kpi: KpiHealth = {
      id: entry.id,
      status,
      value,
      warning: values.warning,
      danger: values.danger,
      threshold,
      excess,
      excessRatio: threshold === 0 ? excess : excess / Math.abs(threshold),
      breachSince:
        status === HEALTH_STATUS.Good
          ? null
          : breachStart(
              entry.id,
              stairs[entry.id],
              values.warning,
              before?.breachSince ?? null,
              now,
              options,
            ),
    };
    evaluated[entry.id] = kpi;
    list.push(kpi);
  }
  const critical = rankKpis(list.filter((k) => k.status !== HEALTH_STATUS.Good)).slice(
    0,
    TOP_CRITICAL_KPIS_SHOWN,
  );
  const status = critical[0]?.status ?? HEALTH_STATUS.Good;
  const statusChanged = previous !== null && previous.status !== status;
  const worst = critical[0];
  return {
    status,
    since: previous === null || statusChanged ? now : previous.since,
    statusChanged,
    kpis: evaluated,
    critical,
    insight:
      worst === undefined
        ? null
        : {
            kpiId: worst.id,
            status: worst.status,
            value: worst.value,
            threshold: worst.threshold,
            excess: worst.excess,
            breachSince: worst.breachSince ?? now,
          },
  };
}

/**
 * When the KPI crossed its warning threshold on the server's data, so every browser, a reload
 * and a new login show the same time in breach. Held Warning inside the hysteresis margin:
 * the breach this page already dated, else the run past the margin's edge. Without stairs
 * (an older server), when this page first saw it.
 */
function breachStart(
  id: BusinessProcessKpiId,
  stairs: KpiStairs | PackedKpiStairs | undefined,
  warning: number,
  before: number | null,
  now: number,
  options: HysteresisOptions,
): number {
  if (stairs === undefined) return before ?? now;
  const lowerIsWorse = isLowerWorse(id);
  const scale = kpiUnit(id) === 'fraction' ? 100 : 1;
  const crossed = pastThresholdSince(stairs, warning, lowerIsWorse, scale);
  if (crossed !== null) return crossed;
  if (before !== null) return before;
  const m = margin(warning, options);
  return (
    pastThresholdSince(stairs, lowerIsWorse ? warning + m : warning - m, lowerIsWorse, scale) ?? now
  );
}

/** Worst first; ties broken by how far past the threshold (relative), then by id for stability. */
export function rankKpis(kpis: readonly KpiHealth[]): KpiHealth[] {
  return [...kpis].sort(
    (a, b) => a.status - b.status || b.excessRatio - a.excessRatio || a.id.localeCompare(b.id),
  );
}
