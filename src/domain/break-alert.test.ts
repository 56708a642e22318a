import { describe, expect, it } from 'vitest';
import {
  breakAlertKey,
  endOfBreakAlertAt,
  endOfBreakAlertShown,
  plannedBreakEnd,
  type BreakAlertInput,
} from './break-alert';

const since = 1_000_000;
const coffee: BreakAlertInput = {
  stateId: 'break',
  breakTypeId: 'break-coffee',
  since,
  breakDurationMinutes: 10,
  alertSeconds: 30,
};

describe('end-of-break alert timing', () => {
  it('alerts N seconds before the planned end (start + breakDuration minutes)', () => {
    expect(plannedBreakEnd(since, 10)).toBe(since + 600_000);
    expect(endOfBreakAlertAt(coffee)).toBe(since + 600_000 - 30_000);
  });

  it('0 (the default) is off', () => {
    expect(endOfBreakAlertAt({ ...coffee, alertSeconds: 0 })).toBeNull();
  });

  it('no alert outside a break or for a break type without planned length', () => {
    expect(endOfBreakAlertAt({ ...coffee, stateId: 'ready' })).toBeNull();
    expect(endOfBreakAlertAt({ ...coffee, breakTypeId: null })).toBeNull();
    expect(endOfBreakAlertAt({ ...coffee, breakDurationMinutes: null })).toBeNull();
    expect(endOfBreakAlertAt({ ...coffee, breakDurationMinutes: 0 })).toBeNull();
  });

  it('a break shorter than the lead time alerts at its start', () => {
    expect(endOfBreakAlertAt({ ...coffee, breakDurationMinutes: 1, alertSeconds: 300 })).toBe(
      since,
    );
  });

  it('shows from the due time until dismissed for that break; a new break alerts again', () => {
    const due = since + 570_000;
    expect(endOfBreakAlertShown(coffee, due - 1, null)).toBe(false);
    expect(endOfBreakAlertShown(coffee, due, null)).toBe(true);
    expect(endOfBreakAlertShown(coffee, due + 120_000, null)).toBe(true);
    expect(endOfBreakAlertShown(coffee, due, breakAlertKey(coffee))).toBe(false);
    const next = { ...coffee, since: since + 3_600_000 };
    expect(endOfBreakAlertShown(next, since + 3_600_000 + 570_000, breakAlertKey(coffee))).toBe(
      true,
    );
  });
});
