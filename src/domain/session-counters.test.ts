import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION_COUNTERS, reduceSessionOutcome } from './session-counters';
import type { CallOutcome, SessionCounters, SessionStep } from './session-counters';
import type { SessionAction } from './session-errors';

const OUTCOMES = {
  keepAliveOk: { ok: true, kind: 'keepAlive' },
  otherOk: { ok: true, kind: 'other' },
  otherNetwork: {
    ok: false,
    kind: 'other',
    status: null,
    timedOut: false,
    message: 'Network Error',
  },
  keepAliveNetwork: {
    ok: false,
    kind: 'keepAlive',
    status: null,
    timedOut: false,
    message: 'Network Error',
  },
  keepAliveTryLater: {
    ok: false,
    kind: 'keepAlive',
    status: 500,
    timedOut: false,
    message: 'Try Later',
  },
  keepAlive401: {
    ok: false,
    kind: 'keepAlive',
    status: 401,
    timedOut: false,
    message: 'Illegal Session Id',
  },
  keepAlive404: {
    ok: false,
    kind: 'keepAlive',
    status: 404,
    timedOut: false,
    message: 'No registered session found',
  },
  keepAlive500: {
    ok: false,
    kind: 'keepAlive',
    status: 500,
    timedOut: false,
    message: 'Internal Server Error',
  },
  keepAliveTimeout: {
    ok: false,
    kind: 'keepAlive',
    status: null,
    timedOut: true,
    message: 'timeout',
  },
  otherTimeout: { ok: false, kind: 'other', status: null, timedOut: true, message: 'timeout' },
  other500: {
    ok: false,
    kind: 'other',
    status: 500,
    timedOut: false,
    message: 'Internal Server Error',
  },
} as const satisfies Record<string, CallOutcome>;
type OutcomeName = keyof typeof OUTCOMES;

function run(
  names: OutcomeName[],
  start: SessionCounters = INITIAL_SESSION_COUNTERS,
): SessionStep[] {
  const steps: SessionStep[] = [];
  let counters = start;
  for (const name of names) {
    const step = reduceSessionOutcome(counters, OUTCOMES[name]);
    steps.push(step);
    counters = step.counters;
  }
  return steps;
}

function actions(names: OutcomeName[]): SessionAction[] {
  return run(names).map((s) => s.action);
}

const logouts = (list: SessionAction[]) => list.filter((a) => a.type === 'logout');

describe('consecutive network errors', () => {
  it('exactly the 5th consecutive network error logs out with networkErrors', () => {
    const list = actions([
      'otherNetwork',
      'keepAliveNetwork',
      'otherNetwork',
      'otherNetwork',
      'otherNetwork',
    ]);
    expect(list.slice(0, 4).map((a) => a.type)).toEqual(Array(4).fill('countNetworkError'));
    expect(list[3]).toEqual({ type: 'countNetworkError', count: 4 });
    expect(list[4]).toEqual({ type: 'logout', reason: { code: 'networkErrors' } });
  });

  it('4 network errors then a success resets the count', () => {
    const list = actions([
      ...Array<OutcomeName>(4).fill('otherNetwork'),
      'otherOk',
      ...Array<OutcomeName>(4).fill('otherNetwork'),
    ]);
    expect(logouts(list)).toEqual([]);
    expect(list[8]).toEqual({ type: 'countNetworkError', count: 4 });
  });

  it('an HTTP error answer breaks the run: the network works', () => {
    const list = actions([
      ...Array<OutcomeName>(4).fill('otherNetwork'),
      'other500',
      'otherNetwork',
    ]);
    expect(logouts(list)).toEqual([]);
  });

  it('a timeout neither counts nor breaks the run', () => {
    const list = actions([
      'otherNetwork',
      'otherNetwork',
      'otherTimeout',
      'otherNetwork',
      'otherNetwork',
      'otherNetwork',
    ]);
    expect(list[2]).toEqual({ type: 'logOnly' });
    expect(list[5]).toEqual({ type: 'logout', reason: { code: 'networkErrors' } });
  });
});

describe('network errors of calls in flight together', () => {
  const failed = (serial: number, lastSent: number): CallOutcome => ({
    ...OUTCOMES.otherNetwork,
    sendOrder: { serial, lastSent },
  });
  const reduceAll = (outcomes: CallOutcome[]): SessionStep[] => {
    let counters = INITIAL_SESSION_COUNTERS;
    return outcomes.map((outcome) => {
      const step = reduceSessionOutcome(counters, outcome);
      counters = step.counters;
      return step;
    });
  };

  it('five first loads failed by one cut count once, not five times', () => {
    const steps = reduceAll([failed(1, 5), failed(2, 5), failed(3, 5), failed(4, 5), failed(5, 5)]);
    expect(steps.map((s) => s.action)).toEqual([
      { type: 'countNetworkError', count: 1 },
      { type: 'logOnly' },
      { type: 'logOnly' },
      { type: 'logOnly' },
      { type: 'logOnly' },
    ]);
  });

  it('five tries one after another still log out on the fifth', () => {
    const steps = reduceAll([failed(1, 1), failed(2, 2), failed(3, 3), failed(4, 4), failed(5, 5)]);
    expect(steps[4]!.action).toEqual({ type: 'logout', reason: { code: 'networkErrors' } });
  });

  it('a call sent after the counted error came back counts again', () => {
    // calls 1 and 2 in flight together; call 3 was sent after call 1's error came back
    const steps = reduceAll([failed(1, 2), failed(3, 3), failed(2, 3)]);
    expect(steps.map((s) => s.action)).toEqual([
      { type: 'countNetworkError', count: 1 },
      { type: 'countNetworkError', count: 2 },
      { type: 'logOnly' },
    ]);
  });

  it('a successful keepAlive keeps what the last counted error covered', () => {
    const steps = reduceAll([failed(1, 3), OUTCOMES.keepAliveOk, failed(2, 4)]);
    expect(steps[2]!.action).toEqual({ type: 'logOnly' });
    expect(steps[2]!.counters.consecutiveNetworkErrors).toBe(0);
  });
});

describe('consecutive keepAlive failures', () => {
  it('exactly the 5th consecutive "Try Later" logs out with keepAliveTryLater', () => {
    const list = actions(Array<OutcomeName>(5).fill('keepAliveTryLater'));
    expect(list[3]).toEqual({ type: 'countKeepAliveFailure', failure: 'tryLater', count: 4 });
    expect(list[4]).toEqual({ type: 'logout', reason: { code: 'keepAliveTryLater' } });
  });

  it('the kind of the 5th failure decides the logout text', () => {
    const list = actions([
      'keepAliveTryLater',
      'keepAliveTryLater',
      'keepAlive401',
      'keepAliveTryLater',
      'keepAlive401',
    ]);
    expect(list[4]).toEqual({ type: 'logout', reason: { code: 'keepAliveUnauthorized' } });
  });

  it('4 keepAlive failures then a successful keepAlive resets the count', () => {
    const list = actions([
      ...Array<OutcomeName>(4).fill('keepAlive401'),
      'keepAliveOk',
      ...Array<OutcomeName>(4).fill('keepAlive401'),
    ]);
    expect(logouts(list)).toEqual([]);
  });

  it('a successful other call does not reset the keepAlive count', () => {
    const list = actions([
      'keepAlive401',
      'keepAlive401',
      'otherOk',
      'keepAlive401',
      'keepAlive401',
      'keepAlive401',
    ]);
    expect(list[5]).toEqual({ type: 'logout', reason: { code: 'keepAliveUnauthorized' } });
  });
});

describe('recovery', () => {
  it('a successful keepAlive after failures re-registers and restores the connection once', () => {
    const list = actions(['keepAliveNetwork', 'keepAliveTryLater', 'keepAliveOk', 'keepAliveOk']);
    expect(list[2]).toEqual({ type: 'reRegister', connectionRestored: true });
    expect(list[3]).toEqual({ type: 'none' });
  });

  it('a successful keepAlive with no failure before it does nothing', () => {
    expect(actions(['otherNetwork', 'keepAliveOk'])).toEqual([
      { type: 'countNetworkError', count: 1 },
      { type: 'none' },
    ]);
  });

  it('a 404 on keepAlive re-registers once and resets the keepAlive count', () => {
    const list = actions([
      'keepAlive404',
      'keepAliveOk',
      ...Array<OutcomeName>(4).fill('keepAlive401'),
    ]);
    expect(list[0]).toEqual({ type: 'reRegister', connectionRestored: false });
    expect(list[1]).toEqual({ type: 'none' });
    expect(logouts(list)).toEqual([]);
  });

  it('a 404 after failures re-registers and restores, and the next success does not again', () => {
    const list = actions(['keepAliveNetwork', 'keepAlive404', 'keepAliveOk']);
    expect(list[1]).toEqual({ type: 'reRegister', connectionRestored: true });
    expect(list[2]).toEqual({ type: 'none' });
  });
});

/** Reference model written straight from the catalogue, independent of the reducer. */
function model(names: OutcomeName[]): Array<{ logout: string | null; restored: boolean }> {
  let net = 0;
  let keepAliveFails = 0;
  let pending = false;
  return names.map((name) => {
    const o: CallOutcome = OUTCOMES[name];
    let logout: string | null = null;
    let restored = false;
    const answered = o.ok || o.status !== null;
    if (answered) net = 0;
    if (!o.ok && o.status === null && !o.timedOut) net += 1;
    if (name === 'keepAliveTryLater' || name === 'keepAlive401') keepAliveFails += 1;
    if (name === 'keepAliveOk' || name === 'keepAlive404') {
      keepAliveFails = 0;
      restored = pending;
      pending = false;
    } else if (o.kind === 'keepAlive') {
      pending = true;
    }
    if (net === 5) logout = 'networkErrors';
    if (keepAliveFails === 5)
      logout = name === 'keepAliveTryLater' ? 'keepAliveTryLater' : 'keepAliveUnauthorized';
    if (logout !== null) {
      net = 0;
      keepAliveFails = 0;
      pending = false;
    }
    return { logout, restored };
  });
}

describe('property: consecutive failures', () => {
  it('logout happens exactly on 5 consecutive failures of a kind, never earlier; any success resets', () => {
    const names = Object.keys(OUTCOMES) as OutcomeName[];
    const failures: OutcomeName[] = [
      'otherNetwork',
      'keepAliveNetwork',
      'keepAliveTryLater',
      'keepAlive401',
      'keepAliveTimeout',
    ];
    // failures weighted up so runs of five are common, successes still break them often
    const outcome = fc.oneof(
      { arbitrary: fc.constantFrom(...failures), weight: 4 },
      { arbitrary: fc.constantFrom(...names), weight: 1 },
    );
    let logoutsSeen = 0;
    let restoresSeen = 0;
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 60 }), (sequence) => {
        const got = run(sequence).map(({ action }) => ({
          logout: action.type === 'logout' ? action.reason.code : null,
          restored: action.type === 'reRegister' && action.connectionRestored,
        }));
        expect(got).toEqual(model(sequence));
        logoutsSeen += got.filter((g) => g.logout !== null).length;
        restoresSeen += got.filter((g) => g.restored).length;
      }),
      { numRuns: 2000 },
    );
    // the property must have exercised both outcomes, or it proves nothing; the runs are
    // random, so the floor sits far below what they give (a run read 96 logouts of 2,000)
    expect(logoutsSeen).toBeGreaterThan(25);
    expect(restoresSeen).toBeGreaterThan(25);
  });
});
