/**
 * Health threshold entries and their validation (supervisor-dashboards §3 "Health threshold
 * configuration", §5 "KPI threshold inputs"). Entries hold the text as the user typed it;
 * validation turns it into numbers and codes the view translates.
 */
import {
  CALLBACK_KPI_IDS,
  REACTIVITY_KPI_IDS,
  VOLUME_KPI_IDS,
  kpiUnit,
  type BusinessProcessKpiId,
} from './kpi-ids';
import { formatTimeSpan, parseTimeSpan } from './time-span';

export const THRESHOLD_TYPES = ['TimeSpan', 'Percentage', 'Count'] as const;
/** How a threshold is typed: a time span, a percentage 0..100, or a count. */
export type ThresholdType = (typeof THRESHOLD_TYPES)[number];

/** One KPI threshold entry as stored and sent (time values as HH:mm:ss). */
export interface KpiThreshold {
  id: BusinessProcessKpiId;
  type: ThresholdType;
  warningThreshold: string;
  dangerThreshold: string;
}

/** Error codes; texts are the view's (e.g. invalidKpiThresholds: The relationship between the thresholds is invalid). */
export type ThresholdErrorCode =
  'invalidWarningValue' | 'invalidDangerValue' | 'invalidKpiThresholds';
/** Warning code: The kpi status can't be calculated with the thresholds provided. */
export type ThresholdWarningCode = 'unableToCalculateKpiStatus';

/** Numbers of a threshold entry: seconds for TimeSpan, 0..100 for Percentage, count for Count. */
export interface NumericThresholds {
  warning: number | null;
  danger: number | null;
}

export interface ThresholdValidation {
  /** False when there is any error; a warning alone leaves the entry valid. */
  valid: boolean;
  errors: ThresholdErrorCode[];
  warning: ThresholdWarningCode | null;
  values: NumericThresholds;
}

/**
 * KPIs where a lower value is worse. The spec names only service level ("reverse of others");
 * answered and successful-callback percentages are the same kind of "share that went well",
 * and treating them as higher-is-worse would make the natural setting (warning 90, danger 80)
 * invalid and turn their status upside down, so they are reversed as well.
 */
const LOWER_IS_WORSE: ReadonlySet<BusinessProcessKpiId> = new Set<BusinessProcessKpiId>([
  'businessProcessServiceLevel',
  'businessProcessAnsweredPercentage',
  'callbackSuccessfulPercentageInShift',
]);

/** Whether a lower value of this KPI is worse (service level and the other success shares). */
export function isLowerWorse(id: BusinessProcessKpiId): boolean {
  return LOWER_IS_WORSE.has(id);
}

/** The input type of a KPI's thresholds, from the unit its value is measured in. */
export function thresholdTypeOf(id: BusinessProcessKpiId): ThresholdType {
  const unit = kpiUnit(id);
  return unit === 'seconds' ? 'TimeSpan' : unit === 'fraction' ? 'Percentage' : 'Count';
}

/**
 * Parses one typed threshold value: null for empty text, NaN when it does not parse or is
 * out of range for its type (Percentage 0..100, Count 0 or more, TimeSpan m:s.S or H:m:s.S).
 */
export function parseThresholdValue(type: ThresholdType, text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (type === 'TimeSpan') return parseTimeSpan(trimmed) ?? Number.NaN;
  // Number('') and Number('0x10') are accepted by JS but are not what a user types as a number.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  if (value < 0) return Number.NaN;
  if (type === 'Percentage' && value > 100) return Number.NaN;
  return value;
}

/**
 * Validates one entry. The spec's ordering sentence reads inverted against its own defaults
 * (service level 80/70, abandoned 3/5), so the rule follows what a user means: where lower is
 * worse the danger value must not be above the warning value; elsewhere the warning value must
 * not be above the danger value. Equal values are allowed.
 */
export function validateKpiThreshold(entry: KpiThreshold): ThresholdValidation {
  const warning = parseThresholdValue(entry.type, entry.warningThreshold);
  const danger = parseThresholdValue(entry.type, entry.dangerThreshold);
  const errors: ThresholdErrorCode[] = [];
  if (Number.isNaN(warning)) errors.push('invalidWarningValue');
  if (Number.isNaN(danger)) errors.push('invalidDangerValue');
  if (errors.length === 0 && warning !== null && danger !== null) {
    const ordered = isLowerWorse(entry.id) ? danger <= warning : warning <= danger;
    if (!ordered) errors.push('invalidKpiThresholds');
  }
  const onlyOne = (warning === null) !== (danger === null);
  return {
    valid: errors.length === 0,
    errors,
    warning: errors.length === 0 && onlyOne ? 'unableToCalculateKpiStatus' : null,
    values: {
      warning: warning !== null && !Number.isNaN(warning) ? warning : null,
      danger: danger !== null && !Number.isNaN(danger) ? danger : null,
    },
  };
}

/**
 * Whether Save is enabled: false while any changed KPI is invalid. Whether anything changed at
 * all is the view's concern (Save on a default profile creates a new named one even unchanged).
 */
export function canSave(changes: readonly KpiThreshold[]): boolean {
  return changes.every((entry) => validateKpiThreshold(entry).valid);
}

/**
 * The changes to send: invalid entries are skipped, values are trimmed and time values are
 * rewritten as HH:mm:ss.
 */
export function changesToSave(changes: readonly KpiThreshold[]): KpiThreshold[] {
  return changes.filter((entry) => validateKpiThreshold(entry).valid).map(normaliseThreshold);
}

function normaliseThreshold(entry: KpiThreshold): KpiThreshold {
  const normalise = (text: string): string => {
    const trimmed = text.trim();
    if (entry.type !== 'TimeSpan' || trimmed === '') return trimmed;
    const seconds = parseTimeSpan(trimmed);
    return seconds === null ? trimmed : formatTimeSpan(seconds);
  };
  return {
    ...entry,
    warningThreshold: normalise(entry.warningThreshold),
    dangerThreshold: normalise(entry.dangerThreshold),
  };
}

const entry = (
  id: BusinessProcessKpiId,
  warningThreshold: string,
  dangerThreshold: string,
): KpiThreshold => ({
  id,
  type: thresholdTypeOf(id),
  warningThreshold,
  dangerThreshold,
});

/** Default thresholds of supervisor-dashboards §3 (warning, danger). */
export const DEFAULT_HEALTH_THRESHOLDS: readonly KpiThreshold[] = [
  entry('businessProcessServiceLevel', '80', '70'),
  entry('businessProcessAbandonedPercentage', '3', '5'),
  entry('businessProcessWaitingInteractions', '5', '10'),
  entry('businessProcessLongestWaitingTime', '00:02:00', '00:05:00'),
  entry('businessProcessAverageAnswerTime', '00:00:30', '00:01:00'),
  entry('businessProcessAverageAgentHandlingTime', '00:05:00', '00:10:00'),
];

export const HEALTH_THRESHOLD_CONFIGURATION_TYPES = ['HEALTH', 'CUSTOM'] as const;
export type HealthThresholdConfigurationType =
  (typeof HEALTH_THRESHOLD_CONFIGURATION_TYPES)[number];
/** Profile names of the two configuration types. */
export const HEALTH_THRESHOLD_CONFIGURATION_NAMES = {
  HEALTH: 'Default',
  CUSTOM: 'Custom',
} as const;

/** A configuration template: _id, name, kpis. */
export interface HealthThresholdTemplate {
  _id: string;
  name: string;
  kpis: readonly KpiThreshold[];
}

/**
 * The fixed template a missing configuration is created from: every KPI of the Volume,
 * Reactivity and Callbacks groups (so the Thresholds tab shows an input pair for each), with
 * the defaults filled in and the rest empty.
 */
export const HEALTH_THRESHOLD_TEMPLATE: HealthThresholdTemplate = {
  _id: 'default',
  name: HEALTH_THRESHOLD_CONFIGURATION_NAMES.HEALTH,
  kpis: [...VOLUME_KPI_IDS, ...REACTIVITY_KPI_IDS, ...CALLBACK_KPI_IDS].map(
    (id) => DEFAULT_HEALTH_THRESHOLDS.find((d) => d.id === id) ?? entry(id, '', ''),
  ),
};
