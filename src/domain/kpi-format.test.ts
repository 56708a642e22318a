import { describe, expect, it } from 'vitest';
import { agentCounterUnit, formatKpiValue, formatValueOfUnit } from './kpi-format';

describe('KPI value formatting', () => {
  it('percentages with two decimals, durations as hh:mm:ss, counts whole, N/A when missing', () => {
    expect(formatKpiValue('businessProcessServiceLevel', 0.8)).toBe('80.00%');
    expect(formatKpiValue('businessProcessLongestWaitingTime', 75)).toBe('00:01:15');
    expect(formatKpiValue('businessProcessAnsweredInteractions', 12.4)).toBe('12');
    expect(formatKpiValue('businessProcessAnsweredInteractions', undefined)).toBe('N/A');
    expect(formatValueOfUnit('count', Number.NaN)).toBe('N/A');
  });

  it('agent counters: times are seconds, the others counts', () => {
    expect(agentCounterUnit('agentTotalReadyTime')).toBe('seconds');
    expect(agentCounterUnit('agentLoginTimeSpan')).toBe('seconds');
    expect(agentCounterUnit('agentASA')).toBe('seconds');
    expect(agentCounterUnit('agentMissedCalls')).toBe('count');
  });
});
