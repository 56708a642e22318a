// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveGate } from './live-gate';
import { useSignalValue } from './use-signal-value';

afterEach(cleanup);

const rendered = vi.fn();
function Value({ source }: { source: ReturnType<typeof signal<number>> }) {
  rendered();
  return <output>{useSignalValue(source)}</output>;
}

function Card({ live, source }: { live: boolean; source: ReturnType<typeof signal<number>> }) {
  return (
    <LiveGate value={live}>
      <Value source={source} />
    </LiveGate>
  );
}

describe('LiveGate', () => {
  it('an open gate (the default) renders every change', () => {
    const source = signal(1);
    render(<Value source={source} />);
    act(() => void (source.value = 2));
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('behind a closed gate a change renders nothing; opening it shows the latest value at once', () => {
    const source = signal(1);
    const view = render(<Card live source={source} />);
    view.rerender(<Card live={false} source={source} />);
    rendered.mockClear();
    act(() => {
      source.value = 2;
      source.value = 3;
    });
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('1');
    view.rerender(<Card live source={source} />);
    expect(screen.getByRole('status').textContent).toBe('3');
    act(() => void (source.value = 4));
    expect(screen.getByRole('status').textContent).toBe('4');
  });
});
