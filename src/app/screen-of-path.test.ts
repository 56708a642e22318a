import { describe, expect, it, vi } from 'vitest';
import { screenOfPath } from './screen-of-path';
import { SupervisorCenter } from '../features/dashboards/supervisor-center-chunk';
import * as screens from './screens';

describe('screenOfPath', () => {
  it('names the screen of each route', () => {
    expect(screenOfPath('/help')?.screen).toBe(screens.HelpScreen);
    expect(screenOfPath('/calls')?.screen).toBe(screens.CallsScreen);
    expect(screenOfPath('/wallboard')?.screen).toBe(screens.WallboardScreen);
    expect(screenOfPath('/teams')?.screen).toBe(screens.TeamsScreen);
  });

  it('names the topics a whole-page screen shows first, and none for the others', () => {
    expect(screenOfPath('/dashboards')?.topics).toEqual([
      'businessProcessStatistics',
      'health',
      'freshness',
    ]);
    expect(screenOfPath('/wallboard')?.topics).toContain('wallboard');
    expect(screenOfPath('/help')?.topics).toEqual([]);
  });

  it.each(['/dashboards', '/'])(
    'fetches the dashboards with the supervisor center from %s',
    async (path) => {
      const loaded = () => Promise.resolve();
      const dashboards = vi.spyOn(screens.DashboardsScreen, 'preload').mockImplementation(loaded);
      const supervisorCenter = vi.spyOn(SupervisorCenter, 'preload').mockImplementation(loaded);
      await screenOfPath(path)?.preload();
      expect(dashboards).toHaveBeenCalledTimes(1);
      expect(supervisorCenter).toHaveBeenCalledTimes(1);
      vi.restoreAllMocks();
    },
  );

  it('has no screen for an unknown path or an inherited property name', () => {
    expect(screenOfPath('/nowhere')).toBeNull();
    expect(screenOfPath('/constructor')).toBeNull();
  });
});
