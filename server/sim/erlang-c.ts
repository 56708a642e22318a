/**
 * Erlang C: the M/M/c queue with no abandonment. The simulator is checked against it
 * (exponential handling, no abandonment), which keeps the dashboard numbers honest.
 */
export interface ErlangCResult {
  /** Offered traffic in Erlangs, A = lambda * handling time. */
  trafficErlangs: number;
  /** Probability an arrival has to wait, C(c, A). */
  probabilityWait: number;
  /** Fraction answered within the goal: 1 - C * exp(-(c - A) * goal / handling). */
  serviceLevel: number;
  /** Average speed of answer in seconds: C * handling / (c - A). */
  averageSpeedOfAnswerSeconds: number;
  /** A / c. */
  occupancy: number;
}

/**
 * Erlang C figures for `agents` servers, `callsPerHour` Poisson arrivals and an
 * exponential handling time of mean `handlingSeconds`. Unstable systems (A >= c) give
 * probabilityWait 1, serviceLevel 0 and an infinite ASA.
 */
export function erlangC(
  agents: number,
  callsPerHour: number,
  handlingSeconds: number,
  goalSeconds: number,
): ErlangCResult {
  const traffic = (callsPerHour / 3600) * handlingSeconds;
  if (traffic >= agents) {
    return {
      trafficErlangs: traffic,
      probabilityWait: 1,
      serviceLevel: 0,
      averageSpeedOfAnswerSeconds: Infinity,
      occupancy: 1,
    };
  }
  // Erlang B by the stable recursion B(k) = A B(k-1) / (k + A B(k-1)), then C from B
  let b = 1;
  for (let k = 1; k <= agents; k++) b = (traffic * b) / (k + traffic * b);
  const c = (agents * b) / (agents - traffic * (1 - b));
  const gap = agents - traffic;
  return {
    trafficErlangs: traffic,
    probabilityWait: c,
    serviceLevel: 1 - c * Math.exp((-gap * goalSeconds) / handlingSeconds),
    averageSpeedOfAnswerSeconds: (c * handlingSeconds) / gap,
    occupancy: traffic / agents,
  };
}
