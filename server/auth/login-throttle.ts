/**
 * Login attempts counted twice: per username (as the login validator normalises it, so
 * " Agent " and "agent" share one count whatever address they come from) and per client
 * address (so one address cannot try many usernames). Fixed one-minute windows.
 */

/** Distinct keys kept at most: beyond this the entries nearest their window's end go first. */
const THROTTLE_KEYS_MAX = 100_000;
const WINDOW_MS = 60_000;

export interface LoginThrottleOptions {
  perUsernamePerMinute: number;
  perAddressPerMinute: number;
  now: () => number;
}

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The key a username is counted under: what the login looks up (trimmed; usernames compare without case). */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export function createLoginThrottle({
  perUsernamePerMinute,
  perAddressPerMinute,
  now,
}: LoginThrottleOptions) {
  // Map order is insertion order: the first entries are those whose window ends first.
  const windows = new Map<string, { count: number; endsAt: number }>();

  function spend(key: string, max: number, at: number): number | null {
    let entry = windows.get(key);
    if (entry === undefined || entry.endsAt <= at) {
      windows.delete(key);
      if (windows.size >= THROTTLE_KEYS_MAX) {
        for (const [old, value] of windows) {
          if (value.endsAt > at && windows.size < THROTTLE_KEYS_MAX) break;
          windows.delete(old);
        }
      }
      entry = { count: 0, endsAt: at + WINDOW_MS };
      windows.set(key, entry);
    }
    entry.count += 1;
    return entry.count > max ? Math.max(1, Math.ceil((entry.endsAt - at) / 1000)) : null;
  }

  return {
    /** Counts one attempt against both limits; refused when either is spent. */
    attempt(address: string, username: string): ThrottleVerdict {
      const at = now();
      const byAddress = spend(`a|${address}`, perAddressPerMinute, at);
      const byUsername = spend(`u|${usernameKey(username)}`, perUsernamePerMinute, at);
      const wait = Math.max(byAddress ?? 0, byUsername ?? 0);
      return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
