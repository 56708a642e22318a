// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubProvider, OPENING_WAIT_MS } from './hub-provider';
import type { HubConnection } from './connect';

vi.mock('./connect', () => ({
  connectHub: vi.fn(() =>
    Promise.resolve({ name: 'ready', connection: {} as unknown as HubConnection }),
  ),
}));
// the connection's context is not what these tests are about
vi.mock('./tab-delivery', () => ({
  ConnectionProvider: ({ children }: { children: ReactNode }) => children,
}));

function deferred(): { promise: Promise<void>; resolve(): void; reject(error: Error): void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderProvider(opening?: Promise<unknown>): void {
  render(
    <HubProvider
      connecting={<p>Connecting</p>}
      reload={<p>Reload</p>}
      failed={() => <p>Failed</p>}
      opening={opening}
    >
      <p>Screen</p>
    </HubProvider>,
  );
}

const settle = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('HubProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders its children once the greeting is answered', async () => {
    renderProvider();
    await settle();
    expect(screen.getByText('Screen')).toBeTruthy();
  });

  it("waits for the opening screen's chunks after the greeting, so the screen never suspends", async () => {
    const opening = deferred();
    renderProvider(opening.promise);
    await settle(OPENING_WAIT_MS / 2);
    expect(screen.getByText('Connecting')).toBeTruthy();
    expect(screen.queryByText('Screen')).toBeNull();
    opening.resolve();
    await settle();
    expect(screen.getByText('Screen')).toBeTruthy();
  });

  it('waits no longer than OPENING_WAIT_MS for a slow chunk', async () => {
    renderProvider(deferred().promise);
    await settle(OPENING_WAIT_MS - 1);
    expect(screen.queryByText('Screen')).toBeNull();
    await settle(1);
    expect(screen.getByText('Screen')).toBeTruthy();
  });

  it('renders its children after a chunk that failed (the screen shows the failure)', async () => {
    const opening = deferred();
    renderProvider(opening.promise);
    opening.reject(new Error('ChunkLoadError'));
    await settle();
    expect(screen.getByText('Screen')).toBeTruthy();
  });
});
