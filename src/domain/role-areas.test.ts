import { describe, expect, it } from 'vitest';
import { homePathOf, navAreasOf, redirectOf } from './role-areas';

describe('role areas', () => {
  it('a wallboard user navigates the board and help only, and lands on the board', () => {
    expect(navAreasOf('wallboard')).toEqual(['wallboard', 'help']);
    expect(homePathOf('wallboard')).toBe('/wallboard');
    for (const path of [
      '/calls',
      '/chats',
      '/emails',
      '/sms',
      '/dashboards',
      '/supervisor',
      '/kpis',
      '/settings',
      '/teams',
    ]) {
      expect(redirectOf('wallboard', path)).toBe('/wallboard');
    }
    expect(redirectOf('wallboard', '/')).toBe('/wallboard');
    expect(redirectOf('wallboard', '/wallboard')).toBeNull();
    expect(redirectOf('wallboard', '/help')).toBeNull();
    expect(redirectOf('wallboard', '/nowhere')).toBeNull();
  });

  it('agents and supervisors keep their navigation and land on the dashboards', () => {
    expect(navAreasOf('agent')).toEqual([
      'dashboards',
      'calls',
      'chats',
      'emails',
      'sms',
      'kpis',
      'settings',
      'help',
    ]);
    expect(navAreasOf('supervisor')).toEqual([
      'dashboards',
      'calls',
      'chats',
      'emails',
      'sms',
      'supervisor',
      'kpis',
      'settings',
      'help',
    ]);
    expect(homePathOf('agent')).toBe('/dashboards');
    expect(homePathOf('supervisor')).toBe('/dashboards');
    // an agent on a supervisor screen stays: the screen says it is for supervisors
    expect(redirectOf('agent', '/supervisor')).toBeNull();
    expect(redirectOf('supervisor', '/calls')).toBeNull();
    expect(redirectOf('agent', '/teams')).toBeNull();
  });
});
