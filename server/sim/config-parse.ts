/**
 * Builds a SimConfig from SIM_* environment variables and command-line flags
 * (flags win). Unknown flags are left alone: the server has its own.
 */
import { DEFAULT_SIM_CONFIG, MEDIA, type Media, type SimConfig } from './config';

export interface SimConfigSources {
  env?: Record<string, string | undefined>;
  argv?: readonly string[];
  /** Wall clock at start; becomes startTimeMs and the default shift start. */
  nowMs: number;
}

/** Flag name -> environment variable. */
const KNOBS = {
  bps: 'SIM_BPS',
  agents: 'SIM_AGENTS',
  rate: 'SIM_RATE',
  seed: 'SIM_SEED',
  accel: 'SIM_ACCEL',
  media: 'SIM_MEDIA',
  'sl-goal': 'SIM_SL_GOAL_SECONDS',
  handling: 'SIM_HANDLING_SECONDS',
  'duration-scale': 'SIM_DURATION_SCALE',
  'shift-start': 'SIM_SHIFT_START',
  'shift-cycles': 'SIM_SHIFT_CYCLES',
  'start-hour': 'SIM_START_HOUR',
} as const;
type Knob = keyof typeof KNOBS;

/** Reads `--flag value` and `--flag=value` pairs for the known knobs. */
export function readFlags(argv: readonly string[], names: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!names.includes(name)) continue;
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[i + 1];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    if (eq < 0) i++;
    out.set(name, value);
  }
  return out;
}

/**
 * The server starts a shift every compressed day: with the default thresholds a shift-long
 * rate would otherwise carry one peak's abandons for the rest of the run, and cards would sit
 * in Danger for good (issue: figures that fit the default floor).
 */
export const SERVER_SHIFT_CYCLES = 1;

export function parseSimConfig(sources: SimConfigSources): SimConfig {
  const flags = readFlags(sources.argv ?? [], Object.keys(KNOBS));
  const get = (knob: Knob): string | undefined => flags.get(knob) ?? sources.env?.[KNOBS[knob]];
  const config: SimConfig = {
    ...DEFAULT_SIM_CONFIG,
    startTimeMs: sources.nowMs,
    shiftStartMs: sources.nowMs,
    shiftCycles: SERVER_SHIFT_CYCLES,
  };

  const bps = get('bps');
  if (bps !== undefined)
    config.businessProcesses = parseNumber('bps', bps, { min: 1, max: 100_000, integer: true });
  const agents = get('agents');
  if (agents !== undefined)
    config.agents = parseNumber('agents', agents, { min: 0, max: 1_000_000, integer: true });
  const rate = get('rate');
  if (rate !== undefined) config.rateMultiplier = parseNumber('rate', rate, { min: 0, max: 1e6 });
  const seed = get('seed');
  if (seed !== undefined)
    config.seed = parseNumber('seed', seed, { min: 0, max: 2 ** 32 - 1, integer: true });
  const accel = get('accel');
  if (accel !== undefined) config.accel = parseNumber('accel', accel, { min: 0.001, max: 1e6 });
  const media = get('media');
  if (media !== undefined) config.mediaMix = parseMediaMix(media);
  const goal = get('sl-goal');
  if (goal !== undefined)
    config.serviceLevelGoalSeconds = parseNumber('sl-goal', goal, { min: 1, max: 86_400 });
  const handling = get('handling');
  if (handling !== undefined)
    config.handlingMeanSeconds = parseNumber('handling', handling, { min: 1, max: 86_400 });
  const scale = get('duration-scale');
  if (scale !== undefined)
    config.durationScale = parseNumber('duration-scale', scale, { min: 1e-6, max: 1e6 });
  const hour = get('start-hour');
  if (hour !== undefined)
    config.startHourOfDay = parseNumber('start-hour', hour, { min: 0, max: 23.999 });
  const shiftCycles = get('shift-cycles');
  if (shiftCycles !== undefined)
    config.shiftCycles = parseNumber('shift-cycles', shiftCycles, {
      min: 0,
      max: 1_000_000,
      integer: true,
    });
  const shiftStart = get('shift-start');
  if (shiftStart !== undefined) config.shiftStartMs = parseInstant(shiftStart);
  return config;
}

/** "telephony=60,chat=20,email=12,sms=8" (any positive weights; missing media get 0). */
export function parseMediaMix(text: string): Record<Media, number> {
  const mix: Record<Media, number> = { telephony: 0, chat: 0, email: 0, sms: 0 };
  for (const part of text.split(',')) {
    const [rawName, rawValue] = part.split(/[=:]/);
    const name = rawName?.trim() as Media;
    if (!MEDIA.includes(name))
      throw new Error(`--media: unknown media "${rawName ?? ''}" (use ${MEDIA.join(', ')})`);
    mix[name] = parseNumber(`media ${name}`, rawValue ?? '', { min: 0, max: 1e9 });
  }
  if (MEDIA.every((m) => mix[m] === 0))
    throw new Error('--media: at least one media needs a positive share');
  return mix;
}

function parseNumber(
  name: string,
  text: string,
  limits: { min: number; max: number; integer?: boolean },
): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value))
    throw new Error(`--${name}: "${text}" is not a number`);
  if (limits.integer === true && !Number.isInteger(value))
    throw new Error(`--${name}: "${text}" is not a whole number`);
  if (value < limits.min || value > limits.max)
    throw new Error(`--${name}: ${value} is outside ${limits.min}..${limits.max}`);
  return value;
}

/** ms since the epoch, or an ISO date-time. */
function parseInstant(text: string): number {
  const asNumber = Number(text);
  const value = Number.isFinite(asNumber) ? asNumber : Date.parse(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--shift-start: "${text}" is not an instant`);
  return value;
}
