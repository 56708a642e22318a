import { describe, expect, it } from 'vitest';
import { DASHBOARD_NAME_RULES, validateDashboardName } from './dashboard-name';

describe('validateDashboardName', () => {
  it('a name is required', () => {
    expect(validateDashboardName('')).toBe('dashboardRules.required');
    expect(validateDashboardName('   ')).toBe('dashboardRules.required');
  });
  it('64 characters is the most allowed', () => {
    expect(validateDashboardName('x'.repeat(64))).toBeNull();
    expect(validateDashboardName('x'.repeat(65))).toBe('dashboardRules.max');
  });
  it('an ordinary name is valid', () => {
    expect(validateDashboardName('Agent Overview')).toBeNull();
  });
  it('the rule texts are the spec texts', () => {
    expect(DASHBOARD_NAME_RULES.required.text).toBe('Dashboard Name is Required');
    expect(DASHBOARD_NAME_RULES.max.text).toBe('Max 64 characters');
  });
});
