// @vitest-environment jsdom
import { signal } from '@preact/signals-react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSignalSelector } from './use-signal-selector';

afterEach(cleanup);

describe('useSignalSelector', () => {
  it('re-renders when the selected part changes, and only then', () => {
    const source = signal({ a: 1, b: 1 });
    let renders = 0;
    const pickA = (v: { a: number; b: number }) => v.a;
    const { result } = renderHook(() => {
      renders += 1;
      return useSignalSelector(source, pickA);
    });
    expect(result.current).toBe(1);
    const before = renders;

    act(() => {
      source.value = { a: 1, b: 2 };
    });
    expect(renders).toBe(before);

    act(() => {
      source.value = { a: 5, b: 2 };
    });
    expect(result.current).toBe(5);
    expect(renders).toBe(before + 1);
  });

  it('an equal reading with a new identity does not re-render', () => {
    const source = signal({ figure: { value: 3, alertType: 'None' } });
    let renders = 0;
    const pick = (v: { figure: { value: number; alertType: string } }) => v.figure;
    const same = (
      x: { value: number; alertType: string },
      y: { value: number; alertType: string },
    ) => x.value === y.value && x.alertType === y.alertType;
    const { result } = renderHook(() => {
      renders += 1;
      return useSignalSelector(source, pick, same);
    });
    const before = renders;
    act(() => {
      source.value = { figure: { value: 3, alertType: 'None' } };
    });
    expect(renders).toBe(before);
    act(() => {
      source.value = { figure: { value: 3, alertType: 'Alert' } };
    });
    expect(result.current.alertType).toBe('Alert');
  });
});
