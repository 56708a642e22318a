// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHubConnection } from '../../../hub-client/fake-hub-connection';
import { HubContext } from '../../../hub-client/hub-context';
import type { UserSettings } from '../../../protocol/api';
import { useSummarySettings } from './use-summary-settings';

function settingsWith(summaryTable: unknown): UserSettings {
  return {
    supervisorDashboardSettings: {
      summaryTable,
      summaryTableSettings: { hiddenBusinessProcessesIds: [] },
    },
  } as unknown as UserSettings;
}

const COLUMNS = [
  { value: 'businessProcessName', columnIndex: 0 },
  { value: 'businessProcessServiceLevel', columnIndex: 1, hide: true },
];

afterEach(cleanup);

describe('the summary table settings', () => {
  it('keep their identity across renders until the saved values change', () => {
    const { connection, push } = fakeHubConnection({ settings: settingsWith(COLUMNS) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HubContext value={connection}>{children}</HubContext>
    );
    const { result, rerender } = renderHook(() => useSummarySettings()[0], { wrapper });
    const first = result.current;
    expect(first.columns.find((c) => c.value === 'businessProcessServiceLevel')?.hide).toBe(true);
    // a render for any other reason (a filter added, the row count moving) must not hand the
    // grid new columns: it rebuilds every column and row for them
    rerender();
    expect(result.current.columns).toBe(first.columns);
    expect(result.current).toBe(first);

    push('settings', 'current', settingsWith([{ value: 'businessProcessName', columnIndex: 0 }]));
    expect(result.current.columns).not.toBe(first.columns);
    expect(
      result.current.columns.find((c) => c.value === 'businessProcessServiceLevel')?.hide,
    ).toBe(false);
  });
});
