/**
 * Load mode (`--load`, or `--events-per-second N`): a big centre producing about N
 * statistics changes per second. The arrival rate is scaled up and every duration
 * compressed by the same factor (durationScale), so the centre stays in balance
 * (occupancy, queues) instead of drowning: the changes are of a working centre.
 */
import { parseSimConfig, readFlags, type SimConfigSources } from './config-parse';
import type { SimConfig } from './config';
import type { SimWorld } from './world';
import { availableShare, workSecondsPerArrival } from './world-build';

export const LOAD_MODE_DEFAULT_BUSINESS_PROCESSES = 1000;
export const LOAD_MODE_DEFAULT_AGENTS = 10_000;
export const LOAD_MODE_DEFAULT_EVENTS_PER_SECOND = 20_000;
/**
 * Socket items (business-process patches, agent statistics patches, agent states) one
 * arrival yields at a 100 ms drain; measured at 1,000 business processes and 10,000
 * agents (8.1 to 8.9 depending on the compression).
 */
export const STATISTICS_CHANGES_PER_ARRIVAL = 8.1;

export interface LoadModeSettings {
  eventsPerSecond: number;
  config: SimConfig;
}

/** Arrivals per simulated second the derived rate gives for a config (flat day, factor 1). */
export function arrivalsPerSecond(config: SimConfig): number {
  if (config.arrivalsPerHourPerBusinessProcess !== null) {
    return (
      (config.arrivalsPerHourPerBusinessProcess *
        config.rateMultiplier *
        config.businessProcesses) /
      3600 /
      config.durationScale
    );
  }
  const busy =
    config.targetOccupancy * config.agents * availableShare(config) * config.rateMultiplier;
  return busy / (workSecondsPerArrival(config) * config.durationScale);
}

/** A config producing about `eventsPerSecond` statistics changes per second. */
export function loadModeConfig(base: SimConfig, eventsPerSecond: number): SimConfig {
  const flat: SimConfig = { ...base, intradayCurve: 'flat', durationScale: 1 };
  const wanted = eventsPerSecond / STATISTICS_CHANGES_PER_ARRIVAL;
  const natural = arrivalsPerSecond(flat);
  return { ...flat, durationScale: natural > 0 ? natural / wanted : 1 };
}

/** The durationScale at which this centre produces about `eventsPerSecond` changes per second. */
export function durationScaleFor(config: SimConfig, eventsPerSecond: number): number {
  return loadModeConfig(config, eventsPerSecond).durationScale;
}

/**
 * Compresses every model duration by `scale` from now on, the arrival rates with them, so a
 * running centre changes its pace without a restart (the bench's rate ladder). Interactions
 * already under way and the next arrival already drawn keep their old timing: the new pace
 * is reached within the longest of those (about a second at load-mode rates).
 */
export function rescaleDurations(world: SimWorld, scale: number): void {
  if (!(Number.isFinite(scale) && scale > 0))
    throw new Error(`durationScale must be a positive number, got ${scale}`);
  const factor = world.config.durationScale / scale;
  world.config.durationScale = scale;
  for (const bp of world.bps) bp.baseRatePerMs *= factor;
}

/** Load-mode settings from flags/env, or null when load mode is not asked for. */
export function parseLoadMode(sources: SimConfigSources): LoadModeSettings | null {
  const argv = sources.argv ?? [];
  const flags = readFlags(argv, ['events-per-second']);
  const eps = flags.get('events-per-second') ?? sources.env?.SIM_EVENTS_PER_SECOND;
  if (!argv.includes('--load') && eps === undefined && sources.env?.SIM_LOAD !== '1') return null;
  const eventsPerSecond = eps === undefined ? LOAD_MODE_DEFAULT_EVENTS_PER_SECOND : Number(eps);
  if (!Number.isFinite(eventsPerSecond) || eventsPerSecond <= 0)
    throw new Error(`--events-per-second: "${eps ?? ''}" is not a positive number`);
  const base = parseSimConfig(sources);
  const sized = readFlags(argv, ['bps', 'agents']);
  if (!sized.has('bps') && sources.env?.SIM_BPS === undefined)
    base.businessProcesses = LOAD_MODE_DEFAULT_BUSINESS_PROCESSES;
  if (!sized.has('agents') && sources.env?.SIM_AGENTS === undefined)
    base.agents = LOAD_MODE_DEFAULT_AGENTS;
  return { eventsPerSecond, config: loadModeConfig(base, eventsPerSecond) };
}
