// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_PART_LOAD_TIMEOUT_MS } from '../domain/agent-desktop-constants';
import { initI18n } from '../app/i18n';
import { lazyWithTimeout } from './lazy-with-timeout';

function Ready({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('lazyWithTimeout', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    // React logs every error a boundary catches; these are the expected load failures.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a screen that takes longer than 120 s shows ChunkLoadError, and Retry imports it again', async () => {
    const load = vi
      .fn<() => Promise<typeof Ready>>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockImplementationOnce(() => Promise.resolve(Ready));
    const Screen = lazyWithTimeout(load);
    render(<Screen label="Dashboards screen" />);
    expect(screen.getByRole('status').textContent).toBe('Loading ...');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SCREEN_PART_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert').textContent).toContain('ChunkLoadError');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Dashboards screen')).toBeTruthy();
  });

  it('a screen whose import fails shows ChunkLoadError at once', async () => {
    const Screen = lazyWithTimeout<{ label: string }>(() => Promise.reject(new Error('404')));
    render(<Screen label="x" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a preloaded screen imports once and mounts without loading again', async () => {
    const load = vi.fn<() => Promise<typeof Ready>>(() => Promise.resolve(Ready));
    const Screen = lazyWithTimeout(load);
    void Screen.preload();
    void Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    render(<Screen label="Preloaded screen" />);
    // no fallback, not even for a moment: the first render shows the screen
    expect(screen.getByText('Preloaded screen')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that failed shows ChunkLoadError when the screen mounts, and Retry imports again', async () => {
    const load = vi
      .fn<() => Promise<typeof Ready>>()
      .mockImplementationOnce(() => Promise.reject(new Error('404')))
      .mockImplementationOnce(() => Promise.resolve(Ready));
    const Screen = lazyWithTimeout(load);
    // settles (does not reject): the failure is the screen's to show
    await expect(Screen.preload()).resolves.toBeUndefined();
    render(<Screen label="Second try" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toContain('ChunkLoadError');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Second try')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
