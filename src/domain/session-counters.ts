/**
 * The consecutive-failure counters of agent-desktop §8 as a pure reducer: every call's
 * outcome goes in, the session's next action comes out. "Exactly the 5th" consecutive
 * failure of a kind logs out; never the 4th.
 *
 * Decisions:
 * - The network counter counts fetch rejections of any call after login; any answer
 *   from the server (success or an HTTP error) breaks the run, since the network
 *   evidently works. Timeouts neither count nor break it (logged only).
 * - Calls already in flight when a network error was counted fail with the same cut and
 *   are logged, not counted again: "5 consecutive" means five tries one after another,
 *   not the five first loads after a login that one blip of a second fails together.
 * - The keepAlive counter counts keepAlive 500 "Try Later" and 401 answers together;
 *   the kind of the 5th decides the logout text. Only a successful keepAlive or a
 *   re-registration (after a 404 / "No registered session found") resets it.
 * - Any failed keepAlive (network error, timeout, counted or not) marks a recovery as
 *   pending: the next successful keepAlive re-registers and reports the connection
 *   restored, once. A re-registration triggered by a 404 in the meantime consumes it.
 */
import {
  MAX_CONSECUTIVE_KEEP_ALIVE_FAILURES,
  MAX_CONSECUTIVE_NETWORK_ERRORS,
} from './agent-desktop-constants';
import { classifyFailure } from './session-errors';
import type {
  FailedCall,
  SessionAction,
  SessionCallKind,
  SessionLogoutCode,
} from './session-errors';

/** Running counters of one session. */
export interface SessionCounters {
  /** Network errors since the server last answered. */
  consecutiveNetworkErrors: number;
  /** keepAlive "Try Later" / 401 answers since the last keepAlive success or re-registration. */
  consecutiveKeepAliveFailures: number;
  /** A keepAlive failed since the last success: the next success re-registers. */
  keepAliveRecoveryPending: boolean;
  /** Calls numbered up to this one were in flight when the last network error was counted. */
  networkErrorCoversThrough: number;
}

/** Counters of a fresh session. */
export const INITIAL_SESSION_COUNTERS: SessionCounters = Object.freeze({
  consecutiveNetworkErrors: 0,
  consecutiveKeepAliveFailures: 0,
  keepAliveRecoveryPending: false,
  networkErrorCoversThrough: 0,
});

/**
 * Where a call stands among the others: calls are numbered as they are sent, and an outcome
 * names its own number and the last one sent by the time it came back. Without it a call
 * counts as sent after every earlier outcome came back.
 */
export interface SendOrder {
  serial: number;
  lastSent: number;
}

/** One call's outcome as the reducer needs it. */
export type CallOutcome =
  { ok: true; kind: SessionCallKind } | ({ ok: false; sendOrder?: SendOrder } & FailedCall);

export interface SessionStep {
  counters: SessionCounters;
  action: SessionAction;
}

/** Apply one call's outcome: the next counters and what the session must do. */
export function reduceSessionOutcome(counters: SessionCounters, outcome: CallOutcome): SessionStep {
  if (outcome.ok) return reduceSuccess(counters, outcome.kind);
  if (outcome.kind === 'login') return { counters, action: classifyFailure(outcome) };

  const action = classifyFailure(outcome);
  const answered = outcome.status !== null;
  const next: SessionCounters = {
    ...counters,
    consecutiveNetworkErrors: answered ? 0 : counters.consecutiveNetworkErrors,
    keepAliveRecoveryPending: counters.keepAliveRecoveryPending || outcome.kind === 'keepAlive',
  };

  switch (action.type) {
    case 'countNetworkError': {
      const order = outcome.sendOrder;
      if (order !== undefined && order.serial <= counters.networkErrorCoversThrough) {
        return { counters: next, action: { type: 'logOnly' } };
      }
      const count = counters.consecutiveNetworkErrors + 1;
      if (count >= MAX_CONSECUTIVE_NETWORK_ERRORS) return loggedOut('networkErrors');
      return {
        counters: {
          ...next,
          consecutiveNetworkErrors: count,
          networkErrorCoversThrough: order?.lastSent ?? next.networkErrorCoversThrough,
        },
        action: { ...action, count },
      };
    }
    case 'countKeepAliveFailure': {
      const count = counters.consecutiveKeepAliveFailures + 1;
      if (count >= MAX_CONSECUTIVE_KEEP_ALIVE_FAILURES) {
        return loggedOut(
          action.failure === 'tryLater' ? 'keepAliveTryLater' : 'keepAliveUnauthorized',
        );
      }
      return {
        counters: { ...next, consecutiveKeepAliveFailures: count },
        action: { ...action, count },
      };
    }
    case 'reRegister':
      return {
        counters: { ...next, consecutiveKeepAliveFailures: 0, keepAliveRecoveryPending: false },
        action: { type: 'reRegister', connectionRestored: counters.keepAliveRecoveryPending },
      };
    case 'logout':
      return { counters: INITIAL_SESSION_COUNTERS, action };
    case 'none':
    case 'passToCaller':
    case 'registerFailed':
    case 'logOnly':
      return { counters: next, action };
  }
}

function reduceSuccess(counters: SessionCounters, kind: SessionCallKind): SessionStep {
  if (kind === 'login') return { counters: INITIAL_SESSION_COUNTERS, action: { type: 'none' } };
  if (kind === 'keepAlive') {
    return {
      // call numbers only grow: what the last counted error covered stays covered
      counters: {
        ...INITIAL_SESSION_COUNTERS,
        networkErrorCoversThrough: counters.networkErrorCoversThrough,
      },
      action: counters.keepAliveRecoveryPending
        ? { type: 'reRegister', connectionRestored: true }
        : { type: 'none' },
    };
  }
  return { counters: { ...counters, consecutiveNetworkErrors: 0 }, action: { type: 'none' } };
}

function loggedOut(code: SessionLogoutCode): SessionStep {
  return { counters: INITIAL_SESSION_COUNTERS, action: { type: 'logout', reason: { code } } };
}
