/**
 * Knobs of the simulated contact centre. Defaults aim at what a real centre looks like:
 * service level swinging around 80 % within 20 s as the load cycles, about 4 minutes of
 * agent handling (talk + wrap-up), under the default 5-minute handling threshold.
 * Durations are in seconds here; the engine works in ms.
 */
export const MEDIA = ['telephony', 'chat', 'email', 'sms'] as const;
export type Media = (typeof MEDIA)[number];
/** Media that wait live in the queue; email is a deferrable backlog. */
export const LIVE_MEDIA = ['telephony', 'chat', 'sms'] as const;
export type LiveMedia = (typeof LIVE_MEDIA)[number];

export interface SimConfig {
  businessProcesses: number;
  agents: number;
  /** Multiplies every arrival rate. */
  rateMultiplier: number;
  /** Arrivals per hour per business process at intraday factor 1; null derives it from staffing. */
  arrivalsPerHourPerBusinessProcess: number | null;
  /** Occupancy the derived arrival rate aims at (only when the rate is derived). */
  targetOccupancy: number;
  /** Shares of arrivals per media (normalised by the engine). */
  mediaMix: Record<Media, number>;
  /**
   * Time compression: every model duration (arrivals, handling, wrap-up, patience...) is
   * divided by it, folded into durationScale when the simulation is created. Timestamps
   * stay wall-clock time (the simulated clock never runs ahead of the wall).
   */
  accel: number;
  seed: number;
  serviceLevelGoalSeconds: number;
  /** Abandons faster than this leave service level and abandoned % (a misdial, not a lost customer). */
  shortAbandonGraceSeconds: number;
  /** Simulated clock at creation, ms since the epoch. */
  startTimeMs: number;
  /** Shift start (lastResetTime), ms since the epoch. */
  shiftStartMs: number;
  /** Centre-local hour of day at startTimeMs, positions the intraday curve. */
  startHourOfDay: number;
  /**
   * Shape of the arrival rate: 'cycle' (default) is a compressed day whose load rises and
   * falls every `intradayCycleMinutes`; 'typical' a real two-peak day; 'flat' constant.
   */
  intradayCurve: 'cycle' | 'typical' | 'flat';
  /** Period of the 'cycle' curve, minutes of model time. */
  intradayCycleMinutes: number;
  /** Rate factor at the quietest point of the 'cycle' curve (its peak is 1). */
  cycleTroughFactor: number;
  /**
   * When the rate is derived for the 'cycle' curve: the Erlang C service level the
   * available agents (one pool) reach on the cycle's mean load, i.e. the staffing plan.
   */
  plannedServiceLevel: number;
  /** Model minutes a 'cycle' centre runs before its start so it opens busy (0 = opens empty). */
  warmUpMinutes: number;
  /**
   * A 'cycle' centre starts a new shift (every in-shift counter back to zero, like a real
   * centre's daily reset) every this many load cycles, at the phase it started at; 0 = one
   * endless shift. Each compressed day is then a shift, so shift-long rates (service level,
   * abandoned %) recover after a peak instead of carrying it for the rest of the run.
   */
  shiftCycles: number;
  handlingDistribution: 'lognormal' | 'exponential';
  /** Mean handling of a telephony interaction; other media scale from it. */
  handlingMeanSeconds: number;
  /** Coefficient of variation of lognormal handling. */
  handlingCv: number;
  wrapUpMeanSeconds: number;
  /** Mean time a simulated agent lets an offer ring before answering. */
  ringMeanSeconds: number;
  noAnswerTimeoutSeconds: number;
  noAnswerProbability: number;
  noAnswerStateMeanSeconds: number;
  rejectProbability: number;
  /** Mean customer patience; null = nobody abandons. */
  patienceMeanSeconds: number | null;
  /** Waiting longer than this moves an interaction out (overflow); null = never. */
  overflowThresholdSeconds: number | null;
  callbackRequestProbability: number;
  voiceMailProbability: number;
  callbackDelayMeanSeconds: number;
  callbackExpirySeconds: number;
  callbackMaxAttempts: number;
  callbackSuccessProbability: number;
  callbackRescheduleProbability: number;
  consultProbability: number;
  transferInternalProbability: number;
  transferExternalProbability: number;
  dncProbability: number;
  /** Simulated agents take breaks, do backoffice, place outgoing calls and log out. */
  agentActivities: boolean;
  activityMeanIntervalMinutes: number;
  offlineAtStartFraction: number;
  assignmentsPerAgent: { min: number; max: number };
  /** Multiplies every duration (load mode compresses time to keep the centre balanced). */
  durationScale: number;
  /** Keep every raw event (tests) instead of a bounded ring. */
  recordFullLog: boolean;
  eventLogCapacity: number;
}

export const DEFAULT_SIM_CONFIG: SimConfig = {
  businessProcesses: 12,
  agents: 60,
  rateMultiplier: 1,
  arrivalsPerHourPerBusinessProcess: null,
  targetOccupancy: 0.8,
  mediaMix: { telephony: 0.6, chat: 0.2, email: 0.12, sms: 0.08 },
  accel: 1,
  seed: 1,
  serviceLevelGoalSeconds: 20,
  shortAbandonGraceSeconds: 5,
  startTimeMs: 0,
  shiftStartMs: 0,
  startHourOfDay: 9,
  intradayCurve: 'cycle',
  intradayCycleMinutes: 10,
  cycleTroughFactor: 0.55,
  plannedServiceLevel: 0.93,
  warmUpMinutes: 12,
  // the engine's default is one endless shift (tests read whole-hour totals); the server
  // starts a shift every compressed day (`SERVER_SHIFT_CYCLES` in config-parse.ts)
  shiftCycles: 0,
  handlingDistribution: 'lognormal',
  // 210 s talk (chat x1.4) + 20 s wrap-up: ~250 s handling, 50 s under the default
  // warning threshold (5:00), so cards are not in permanent Warning on handling time
  handlingMeanSeconds: 210,
  handlingCv: 0.6,
  wrapUpMeanSeconds: 20,
  ringMeanSeconds: 3,
  noAnswerTimeoutSeconds: 15,
  noAnswerProbability: 0.02,
  noAnswerStateMeanSeconds: 45,
  rejectProbability: 0.005,
  patienceMeanSeconds: 180,
  overflowThresholdSeconds: 300,
  callbackRequestProbability: 0.3,
  voiceMailProbability: 0.1,
  callbackDelayMeanSeconds: 120,
  callbackExpirySeconds: 7200,
  callbackMaxAttempts: 3,
  callbackSuccessProbability: 0.7,
  callbackRescheduleProbability: 0.15,
  consultProbability: 0.08,
  transferInternalProbability: 0.04,
  transferExternalProbability: 0.015,
  dncProbability: 0.03,
  agentActivities: true,
  activityMeanIntervalMinutes: 50,
  offlineAtStartFraction: 0.1,
  assignmentsPerAgent: { min: 1, max: 4 },
  durationScale: 1,
  recordFullLog: false,
  eventLogCapacity: 10_000,
};

/**
 * The "check" model that must agree with Erlang C: exponential handling, no abandonment,
 * overflow, ringing, wrap-up, breaks or side effects; telephony only, flat arrivals.
 */
export function checkModeConfig(overrides: Partial<SimConfig> = {}): SimConfig {
  return {
    ...DEFAULT_SIM_CONFIG,
    businessProcesses: 1,
    mediaMix: { telephony: 1, chat: 0, email: 0, sms: 0 },
    intradayCurve: 'flat',
    handlingDistribution: 'exponential',
    wrapUpMeanSeconds: 0,
    ringMeanSeconds: 0,
    noAnswerProbability: 0,
    rejectProbability: 0,
    patienceMeanSeconds: null,
    overflowThresholdSeconds: null,
    consultProbability: 0,
    transferInternalProbability: 0,
    transferExternalProbability: 0,
    agentActivities: false,
    offlineAtStartFraction: 0,
    assignmentsPerAgent: { min: 1, max: 1 },
    ...overrides,
  };
}
