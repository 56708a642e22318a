import { describe, expect, it } from 'vitest';
import { ssoCallbackCheck, ssoCallbackOf, withoutSsoParams } from './sso-callback';

describe('ssoCallbackOf', () => {
  it('reads code, state and iss', () => {
    expect(ssoCallbackOf('?code=c1&state=s1&iss=https%3A%2F%2Fid.example.com')).toEqual({
      kind: 'code',
      request: { code: 'c1', state: 's1', iss: 'https://id.example.com' },
    });
    expect(ssoCallbackOf('?code=c1&state=s1')).toEqual({
      kind: 'code',
      request: { code: 'c1', state: 's1' },
    });
  });

  it('a code without state, or nothing, is no callback', () => {
    expect(ssoCallbackOf('?code=c1')).toEqual({ kind: 'none' });
    expect(ssoCallbackOf('')).toEqual({ kind: 'none' });
    expect(ssoCallbackOf(`?code=${'x'.repeat(5000)}&state=s`)).toEqual({ kind: 'none' });
  });

  it("the provider's error is a refusal", () => {
    expect(ssoCallbackOf('?error=access_denied&state=s1')).toEqual({
      kind: 'refused',
      error: 'access_denied',
    });
  });
});

describe('withoutSsoParams', () => {
  it("drops the provider's parameters and keeps the others", () => {
    expect(withoutSsoParams('?code=c&state=s&iss=i&session_state=x')).toBe('');
    expect(withoutSsoParams('?org=o1&code=c&state=s')).toBe('?org=o1');
  });
});

describe('ssoCallbackCheck', () => {
  const callback = ssoCallbackOf('?code=c&state=s1');
  it('accepts only the state this browser started', () => {
    expect(ssoCallbackCheck(callback, 's1')).toBeNull();
    expect(ssoCallbackCheck(callback, 's2')).toBe('stateMismatch');
    expect(ssoCallbackCheck(callback, null)).toBe('stateMismatch');
  });
  it('a refusal is reported as one', () => {
    expect(ssoCallbackCheck(ssoCallbackOf('?error=access_denied&state=s1'), 's1')).toBe(
      'providerRefused',
    );
  });
});
