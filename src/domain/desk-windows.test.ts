import { describe, expect, it } from 'vitest';
import {
  closeWindows,
  focusedWindow,
  maximizeWindow,
  minimizeWindow,
  NO_WINDOWS,
  openWindow,
  restoreWindow,
} from './desk-windows';

const states = (s: ReturnType<typeof openWindow>) =>
  s.windows.map((w) => `${w.interactionId}:${w.state}`);

describe('interaction windows', () => {
  it('opening creates a restored window and focuses it', () => {
    const s = openWindow(NO_WINDOWS, 'a');
    expect(states(s)).toEqual(['a:RESTORED']);
    expect(focusedWindow(s)?.interactionId).toBe('a');
  });

  it('opening an open window focuses it without doubling it', () => {
    const s = openWindow(openWindow(openWindow(NO_WINDOWS, 'a'), 'b'), 'a');
    expect(states(s)).toEqual(['a:RESTORED', 'b:RESTORED']);
    expect(s.focused).toBe('a');
  });

  it('restoring while other windows are open restores all open windows', () => {
    let s = openWindow(openWindow(NO_WINDOWS, 'a'), 'b');
    s = minimizeWindow(minimizeWindow(s, 'a'), 'b');
    expect(states(s)).toEqual(['a:MINIMIZED', 'b:MINIMIZED']);
    s = openWindow(s, 'b');
    expect(states(s)).toEqual(['a:RESTORED', 'b:RESTORED']);
  });

  it('minimizing removes focus, which falls to the first open window', () => {
    let s = openWindow(openWindow(openWindow(NO_WINDOWS, 'a'), 'b'), 'c');
    s = minimizeWindow(s, 'c');
    expect(s.focused).toBe('a');
    s = minimizeWindow(minimizeWindow(s, 'a'), 'b');
    expect(s.focused).toBeNull();
  });

  it('closing removes the window; focus falls to the first open window', () => {
    let s = openWindow(openWindow(NO_WINDOWS, 'a'), 'b');
    s = closeWindows(s, ['b']);
    expect(states(s)).toEqual(['a:RESTORED']);
    expect(s.focused).toBe('a');
    expect(closeWindows(s, ['zzz'])).toBe(s);
  });

  it('closing a window that is not focused keeps the focus', () => {
    const s = closeWindows(openWindow(openWindow(NO_WINDOWS, 'a'), 'b'), ['a']);
    expect(s.focused).toBe('b');
  });

  it('maximize and restore switch the size; a maximized window stays maximized when another opens', () => {
    let s = maximizeWindow(openWindow(NO_WINDOWS, 'a'), 'a');
    expect(focusedWindow(s)?.state).toBe('MAXIMIZED');
    s = openWindow(s, 'b');
    expect(states(s)).toEqual(['a:MAXIMIZED', 'b:RESTORED']);
    s = restoreWindow(s, 'a');
    expect(states(s)).toEqual(['a:RESTORED', 'b:RESTORED']);
  });
});
