// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useScrollFocusable } from './use-scroll-focusable';

/** A ResizeObserver that records what it watches; a test reports sizes by calling `notify`. */
class RecordingResizeObserver {
  static last: RecordingResizeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    RecordingResizeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  notify() {
    this.callback([], this);
  }
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Region() {
  const [ref, scrolls] = useScrollFocusable<HTMLDivElement>();
  return <div ref={ref} data-testid="region" data-scrolls={String(scrolls)} />;
}

test('a child put in the container later is watched, so its overflow is noticed', async () => {
  const { getByTestId } = render(<Region />);
  const region = getByTestId('region');
  const figures = document.createElement('div');
  await act(async () => {
    region.appendChild(figures);
    // the MutationObserver reports in a microtask
    await Promise.resolve();
  });
  expect(RecordingResizeObserver.last?.watched.has(figures)).toBe(true);
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 400 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 200 });
  act(() => RecordingResizeObserver.last?.notify());
  expect(region.dataset['scrolls']).toBe('true');
});
