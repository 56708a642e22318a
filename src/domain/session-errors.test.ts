import { describe, expect, it } from 'vitest';
import { classifyFailure, registerFailureMessage } from './session-errors';
import type { FailedCall, SessionCallKind } from './session-errors';

function failed(
  kind: SessionCallKind,
  status: number | null,
  message = '',
  timedOut = false,
): FailedCall {
  return { kind, status, timedOut, message };
}

const LICENSE = 'Your Organization has reached its Agent license count and you are unable to login';

describe('error catalogue rows (agent-desktop §8)', () => {
  it('5 consecutive network errors: a network error is counted', () => {
    expect(classifyFailure(failed('other', null, 'Network Error'))).toEqual({
      type: 'countNetworkError',
      count: 0,
    });
    expect(classifyFailure(failed('keepAlive', null))).toEqual({
      type: 'countNetworkError',
      count: 0,
    });
  });

  it('500 containing the license count text logs out with licenseLimit', () => {
    expect(classifyFailure(failed('register', 500, `Error: ${LICENSE}.`))).toEqual({
      type: 'logout',
      reason: { code: 'licenseLimit' },
    });
  });

  it('500 containing "Failed to retrieve latest ORG configuration" logs out with orgConfiguration', () => {
    expect(
      classifyFailure(failed('other', 500, 'Failed to retrieve latest ORG configuration')),
    ).toEqual({
      type: 'logout',
      reason: { code: 'orgConfiguration' },
    });
  });

  it('500 containing SESSION_EXPIRED logs out with sessionExpired, on keepAlive too', () => {
    const expired = { type: 'logout', reason: { code: 'sessionExpired' } };
    expect(classifyFailure(failed('other', 500, 'SESSION_EXPIRED'))).toEqual(expired);
    expect(classifyFailure(failed('keepAlive', 500, 'SESSION_EXPIRED'))).toEqual(expired);
  });

  it('500 containing "Wrong Parameter" is passed on to the caller', () => {
    expect(classifyFailure(failed('other', 500, 'Wrong Parameter: interactionId'))).toEqual({
      type: 'passToCaller',
    });
  });

  it('500 on register passes the message on, default "Registration Failed"', () => {
    expect(classifyFailure(failed('register', 500, 'Terminal busy'))).toEqual({
      type: 'registerFailed',
      message: 'Terminal busy',
    });
    expect(classifyFailure(failed('register', 500, ''))).toEqual({
      type: 'registerFailed',
      message: 'Registration Failed',
    });
  });

  it('register text "Failed with status 400 \'x\'" is reduced to the quoted part', () => {
    expect(registerFailureMessage("Failed with status 400 'Unknown terminal'")).toBe(
      'Unknown terminal',
    );
    expect(registerFailureMessage("Error: Failed with status 503 'Try again'")).toBe('Try again');
    expect(registerFailureMessage("Failed with status 400 ''")).toBe("Failed with status 400 ''");
    expect(registerFailureMessage('   ')).toBe('Registration Failed');
  });

  it('500 containing "Try Later" on keepAlive counts a tryLater keepAlive failure', () => {
    expect(classifyFailure(failed('keepAlive', 500, 'Please Try Later'))).toEqual({
      type: 'countKeepAliveFailure',
      failure: 'tryLater',
      count: 0,
    });
    expect(classifyFailure(failed('other', 500, 'Please Try Later'))).toEqual({
      type: 'passToCaller',
    });
  });

  it('401 containing "Illegal Session Id" logs out with the server message', () => {
    expect(classifyFailure(failed('other', 401, 'Illegal Session Id'))).toEqual({
      type: 'logout',
      reason: { code: 'illegalSession', serverMessage: 'Illegal Session Id' },
    });
    expect(classifyFailure(failed('register', 401, 'Illegal Session Id'))).toMatchObject({
      reason: { code: 'illegalSession' },
    });
  });

  it('other 401 on non-login, non-keepAlive calls logs out as unauthorized', () => {
    expect(classifyFailure(failed('other', 401, 'Unauthorized'))).toEqual({
      type: 'logout',
      reason: { code: 'unauthorized' },
    });
  });

  it('401 on keepAlive counts an unauthorized keepAlive failure, even with "Illegal Session Id"', () => {
    const counted = { type: 'countKeepAliveFailure', failure: 'unauthorized', count: 0 };
    expect(classifyFailure(failed('keepAlive', 401, 'Unauthorized'))).toEqual(counted);
    expect(classifyFailure(failed('keepAlive', 401, 'Illegal Session Id'))).toEqual(counted);
  });

  it('404 on keepAlive, or message "No registered session found", re-registers', () => {
    const reRegister = { type: 'reRegister', connectionRestored: false };
    expect(classifyFailure(failed('keepAlive', 404, 'Not Found'))).toEqual(reRegister);
    expect(classifyFailure(failed('keepAlive', 500, 'No registered session found'))).toEqual(
      reRegister,
    );
    expect(classifyFailure(failed('other', 404, 'No registered session found'))).toEqual(
      reRegister,
    );
    expect(classifyFailure(failed('other', 404, 'Interaction not found'))).toEqual({
      type: 'passToCaller',
    });
  });

  it('no response (timeout) is logged only', () => {
    expect(classifyFailure(failed('other', null, 'timeout', true))).toEqual({ type: 'logOnly' });
    expect(classifyFailure(failed('keepAlive', null, 'timeout', true))).toEqual({
      type: 'logOnly',
    });
  });
});

describe('other failures', () => {
  it('login failures never end a session: always passed to the caller', () => {
    for (const status of [null, 401, 500]) {
      expect(classifyFailure(failed('login', status, 'SESSION_EXPIRED'))).toEqual({
        type: 'passToCaller',
      });
    }
  });

  it('a keepAlive failure no row names is logged only', () => {
    expect(classifyFailure(failed('keepAlive', 500, 'Internal Server Error'))).toEqual({
      type: 'logOnly',
    });
  });

  it('the 500 rows need a server error status', () => {
    expect(classifyFailure(failed('other', 400, 'SESSION_EXPIRED'))).toEqual({
      type: 'passToCaller',
    });
  });
});
