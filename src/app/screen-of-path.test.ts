import { describe, expect, it, vi } from 'vitest';
import { screenOfPath } from './screen-of-path';
import { SupervisorCenter } from '../features/dashboards/supervisor-center-chunk';
import * as screens from './screens';

describe('screenOfPath', () => {
  it('names the screen of each route', () => {
    expect(screenOfPath('/help')).toBe(screens.HelpScreen);
    expect(screenOfPath('/calls')).toBe(screens.CallsScreen);
    expect(screenOfPath('/wallboard')).toBe(screens.WallboardScreen);
    expect(screenOfPath('/teams')).toBe(screens.TeamsScreen);
  });

  it.each(['/dashboards', '/'])(
    'fetches the dashboards with the supervisor center from %s',
    (path) => {
      const dashboards = vi.spyOn(screens.DashboardsScreen, 'preload').mockImplementation(() => {});
      const supervisorCenter = vi.spyOn(SupervisorCenter, 'preload').mockImplementation(() => {});
      screenOfPath(path)?.preload();
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
