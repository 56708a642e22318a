// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { signal, type Signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveGate } from './live-gate';
import { LiveText } from './live-text';

afterEach(cleanup);

function Figure({
  live,
  source,
  onRender,
}: {
  live: boolean;
  source: Signal<number>;
  onRender: () => void;
}) {
  return (
    <Profiler id="figure" onRender={onRender}>
      <LiveGate value={live}>
        <LiveText as="output" source={source} text={(n) => `${n} waiting`} />
      </LiveGate>
    </Profiler>
  );
}

describe('LiveText', () => {
  it('writes every change into the DOM without a React commit', () => {
    const source = signal(1);
    const onRender = vi.fn();
    render(<Figure live source={source} onRender={onRender} />);
    expect(screen.getByRole('status').textContent).toBe('1 waiting');
    onRender.mockClear();
    act(() => {
      for (let n = 2; n <= 20; n += 1) source.value = n;
    });
    expect(screen.getByRole('status').textContent).toBe('20 waiting');
    expect(onRender).not.toHaveBeenCalled();
  });

  it('behind a closed gate (off screen) it subscribes to nothing; opened, it shows the latest value at once', () => {
    const source = signal(1);
    const onRender = vi.fn();
    const view = render(<Figure live source={source} onRender={onRender} />);
    view.rerender(<Figure live={false} source={source} onRender={onRender} />);
    act(() => void (source.value = 2));
    expect(screen.getByRole('status').textContent).toBe('1 waiting');
    view.rerender(<Figure live source={source} onRender={onRender} />);
    expect(screen.getByRole('status').textContent).toBe('2 waiting');
    act(() => void (source.value = 3));
    expect(screen.getByRole('status').textContent).toBe('3 waiting');
  });
});
