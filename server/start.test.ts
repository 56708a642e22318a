import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './start';

describe('environment', () => {
  it('defaults are those of the README', () => {
    const { sim, ...rest } = optionsFromEnv({}, [], 1_000);
    expect(rest).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dbPath: './data/cc.sqlite',
      staticDir: './dist',
      allowedOrigins: [],
      logger: false,
    });
    expect(sim).toMatchObject({ businessProcesses: 12, agents: 60, accel: 1, startTimeMs: 1_000 });
  });

  it('the simulator is configured from SIM_* variables and flags, and --load sizes it for benchmarks', () => {
    expect(optionsFromEnv({ SIM_ACCEL: '30' }, ['--bps', '5']).sim).toMatchObject({
      accel: 30,
      businessProcesses: 5,
    });
    expect(optionsFromEnv({}, ['--load', '--events-per-second', '20000']).sim).toMatchObject({
      businessProcesses: 1000,
      agents: 10000,
    });
  });

  it('an empty STATIC_DIR serves no client and the idle timeout is read in ms', () => {
    const options = optionsFromEnv({
      STATIC_DIR: '',
      SESSION_IDLE_TIMEOUT_MS: '5000',
      PORT: '9000',
    });
    expect(options).not.toHaveProperty('staticDir');
    expect(options).toMatchObject({ sessionIdleTimeoutMs: 5000, port: 9000 });
  });

  it('the browser-test server opens test routes and a higher login limit', () => {
    expect(optionsFromEnv({ E2E_TEST_ROUTES: '1', DB_PATH: ':memory:' })).toMatchObject({
      testRoutes: true,
      loginAttemptsPerMinute: 600,
      dbPath: ':memory:',
    });
  });

  it('a PORT or timeout that is not a number is refused at start', () => {
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => optionsFromEnv({ SESSION_IDLE_TIMEOUT_MS: '-1' })).toThrow(
      /SESSION_IDLE_TIMEOUT_MS/,
    );
  });
});
