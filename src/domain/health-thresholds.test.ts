import { describe, expect, it } from 'vitest';
import type { BusinessProcessKpiId } from './kpi-ids';
import {
  DEFAULT_HEALTH_THRESHOLDS,
  HEALTH_THRESHOLD_TEMPLATE,
  canSave,
  changesToSave,
  isLowerWorse,
  parseThresholdValue,
  thresholdTypeOf,
  validateKpiThreshold,
  type KpiThreshold,
} from './health-thresholds';

const kpi = (
  id: BusinessProcessKpiId,
  warningThreshold: string,
  dangerThreshold: string,
): KpiThreshold => ({
  id,
  type: thresholdTypeOf(id),
  warningThreshold,
  dangerThreshold,
});

describe('threshold values per type', () => {
  it('percentage accepts 0 to 100', () => {
    expect(parseThresholdValue('Percentage', '0')).toBe(0);
    expect(parseThresholdValue('Percentage', '100')).toBe(100);
    expect(parseThresholdValue('Percentage', '12.5')).toBe(12.5);
  });
  it('percentage above 100 or below 0 is invalid', () => {
    expect(parseThresholdValue('Percentage', '100.1')).toBeNaN();
    expect(parseThresholdValue('Percentage', '-1')).toBeNaN();
  });
  it('count accepts 0 or more', () => {
    expect(parseThresholdValue('Count', '0')).toBe(0);
    expect(parseThresholdValue('Count', '250')).toBe(250);
    expect(parseThresholdValue('Count', '-3')).toBeNaN();
  });
  it('text that is not a plain number is invalid', () => {
    for (const text of ['abc', '0x10', '1e3', '5%', '1,5'])
      expect(parseThresholdValue('Count', text)).toBeNaN();
  });
  it('time span must parse as m:s.S or H:m:s.S', () => {
    expect(parseThresholdValue('TimeSpan', '2:00')).toBe(120);
    expect(parseThresholdValue('TimeSpan', '0:02:00.5')).toBe(120.5);
    expect(parseThresholdValue('TimeSpan', '120')).toBeNaN();
  });
  it('empty text is no value', () => {
    expect(parseThresholdValue('Count', '  ')).toBeNull();
  });
});

describe('validateKpiThreshold', () => {
  it('an entirely empty pair is valid', () => {
    const result = validateKpiThreshold(kpi('businessProcessWaitingInteractions', '', ''));
    expect(result).toMatchObject({ valid: true, errors: [], warning: null });
  });
  it('only one value set warns that the status cannot be calculated', () => {
    expect(validateKpiThreshold(kpi('businessProcessWaitingInteractions', '5', ''))).toMatchObject({
      valid: true,
      warning: 'unableToCalculateKpiStatus',
    });
    expect(validateKpiThreshold(kpi('businessProcessWaitingInteractions', '', '10')).warning).toBe(
      'unableToCalculateKpiStatus',
    );
  });
  it('an invalid warning value is invalidWarningValue', () => {
    expect(
      validateKpiThreshold(kpi('businessProcessAbandonedPercentage', '101', '5')).errors,
    ).toEqual(['invalidWarningValue']);
  });
  it('an invalid danger value is invalidDangerValue', () => {
    expect(
      validateKpiThreshold(kpi('businessProcessLongestWaitingTime', '00:02:00', '5 minutes'))
        .errors,
    ).toEqual(['invalidDangerValue']);
  });
  it('an invalid value with only one set gives the error, not the warning', () => {
    expect(validateKpiThreshold(kpi('businessProcessWaitingInteractions', 'x', ''))).toMatchObject({
      valid: false,
      warning: null,
    });
  });
  it('service level default 80 / 70 is valid (lower is worse)', () => {
    expect(validateKpiThreshold(kpi('businessProcessServiceLevel', '80', '70')).valid).toBe(true);
  });
  it('service level danger above warning (70 / 80) is invalidKpiThresholds', () => {
    expect(validateKpiThreshold(kpi('businessProcessServiceLevel', '70', '80')).errors).toEqual([
      'invalidKpiThresholds',
    ]);
  });
  it('abandoned percentage 3 / 5 is valid (higher is worse)', () => {
    expect(validateKpiThreshold(kpi('businessProcessAbandonedPercentage', '3', '5')).valid).toBe(
      true,
    );
  });
  it('abandoned percentage warning above danger (5 / 3) is invalidKpiThresholds', () => {
    expect(
      validateKpiThreshold(kpi('businessProcessAbandonedPercentage', '5', '3')).errors,
    ).toEqual(['invalidKpiThresholds']);
  });
  it('time thresholds compare as durations, not as text', () => {
    expect(
      validateKpiThreshold(kpi('businessProcessAverageAnswerTime', '0:30', '00:01:00')).valid,
    ).toBe(true);
    expect(
      validateKpiThreshold(kpi('businessProcessAverageAnswerTime', '00:01:00', '0:30')).valid,
    ).toBe(false);
  });
  it('equal warning and danger values are valid', () => {
    expect(validateKpiThreshold(kpi('businessProcessWaitingInteractions', '5', '5')).valid).toBe(
      true,
    );
  });
  it('the numbers are returned in input units', () => {
    expect(
      validateKpiThreshold(kpi('businessProcessLongestWaitingTime', '00:02:00', '00:05:00')).values,
    ).toEqual({
      warning: 120,
      danger: 300,
    });
  });
  it('answered percentage is lower-is-worse like service level', () => {
    expect(isLowerWorse('businessProcessAnsweredPercentage')).toBe(true);
    expect(isLowerWorse('businessProcessAbandonedPercentage')).toBe(false);
  });
});

describe('defaults and template', () => {
  it('every default threshold is valid', () => {
    for (const entry of DEFAULT_HEALTH_THRESHOLDS)
      expect(validateKpiThreshold(entry).valid).toBe(true);
  });
  it('defaults carry the spec values and types', () => {
    expect(DEFAULT_HEALTH_THRESHOLDS).toContainEqual({
      id: 'businessProcessLongestWaitingTime',
      type: 'TimeSpan',
      warningThreshold: '00:02:00',
      dangerThreshold: '00:05:00',
    });
    expect(
      DEFAULT_HEALTH_THRESHOLDS.find((e) => e.id === 'businessProcessServiceLevel')?.type,
    ).toBe('Percentage');
    expect(
      DEFAULT_HEALTH_THRESHOLDS.find((e) => e.id === 'businessProcessWaitingInteractions')?.type,
    ).toBe('Count');
  });
  it('the template lists every grouped KPI once with the defaults filled in', () => {
    expect(HEALTH_THRESHOLD_TEMPLATE.kpis).toHaveLength(21);
    expect(new Set(HEALTH_THRESHOLD_TEMPLATE.kpis.map((e) => e.id)).size).toBe(21);
    expect(
      HEALTH_THRESHOLD_TEMPLATE.kpis.find((e) => e.id === 'businessProcessAbandonedPercentage'),
    ).toMatchObject({
      warningThreshold: '3',
      dangerThreshold: '5',
    });
    expect(
      HEALTH_THRESHOLD_TEMPLATE.kpis.find((e) => e.id === 'businessProcessVoiceMails'),
    ).toMatchObject({
      warningThreshold: '',
      dangerThreshold: '',
    });
    expect(HEALTH_THRESHOLD_TEMPLATE.name).toBe('Default');
  });
});

describe('saving changes', () => {
  const good = kpi('businessProcessWaitingInteractions', '6', '12');
  const bad = kpi('businessProcessServiceLevel', '70', '80');
  it('save is disabled while any changed KPI is invalid', () => {
    expect(canSave([good, bad])).toBe(false);
    expect(canSave([good])).toBe(true);
  });
  it('invalid changes are skipped on save', () => {
    expect(changesToSave([good, bad]).map((e) => e.id)).toEqual([
      'businessProcessWaitingInteractions',
    ]);
  });
  it('time values are sent as HH:mm:ss', () => {
    expect(
      changesToSave([kpi('businessProcessAverageAnswerTime', '0:45', '1:30.4')])[0],
    ).toMatchObject({
      warningThreshold: '00:00:45',
      dangerThreshold: '00:01:30',
    });
  });
  it('a change with only one value is still saved', () => {
    expect(changesToSave([kpi('businessProcessWaitingInteractions', ' 7 ', '')])).toEqual([
      kpi('businessProcessWaitingInteractions', '7', ''),
    ]);
  });
});
