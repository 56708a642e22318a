import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './start';

describe('environment', () => {
  it('defaults are those of the README', () => {
    expect(optionsFromEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dbPath: './data/cc.sqlite',
      staticDir: './dist',
      allowedOrigins: [],
      logger: false,
    });
  });

  it('an empty STATIC_DIR serves no client and the idle timeout is read in ms', () => {
    const options = optionsFromEnv({ STATIC_DIR: '', SESSION_IDLE_TIMEOUT_MS: '5000', PORT: '9000' });
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
    expect(() => optionsFromEnv({ SESSION_IDLE_TIMEOUT_MS: '-1' })).toThrow(/SESSION_IDLE_TIMEOUT_MS/);
  });
});
