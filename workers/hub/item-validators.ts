/**
 * Hand-written checks for the items of the hot batch kinds. Without its compiled fast path
 * (the CSP forbids eval) zod is the hub's largest single cost at a busy floor's rates, and
 * nearly every item the server sends is well formed. A check here only ever says "this is
 * exactly what zod would accept and return unchanged": the item is then kept as it came.
 * Anything else (a bad value, an unknown key zod would strip, a kpiStairs of a full load)
 * goes to zod, which decides. So this file can make decoding faster, never more lenient:
 * `item-validators.test.ts` checks it against ZOD_ITEM_VALIDATORS on generated items.
 */
import { AGENT_STATES } from '../../src/domain/agent-state';
import { ALL_KPI_IDS } from '../../src/domain/kpi-ids';
import {
  agentCountsSchema,
  agentStateSchema,
  agentStatisticsSchema,
  counterValueSchema,
} from '../../src/protocol/events';
import {
  ZOD_ITEM_VALIDATORS,
  type BatchEventName,
  type BatchItem,
  type ItemValidator,
} from './decode-events';

type Check = (value: unknown) => boolean;

const isCount: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isInstant: Check = (value) => isCount(value) && (value as number) >= 0;
const isId: Check = (value) =>
  typeof value === 'string' && value.length >= 1 && value.length <= 128;
const isTextUpTo =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length <= max;
const isBoolean: Check = (value) => typeof value === 'boolean';

/** Plain objects only: zod reads inherited keys, JSON makes none, and a null prototype has none. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * An object whose every key is one of `fields` and passes its check, with every `required`
 * key present. An undefined value fails: zod's treatment of it is left to zod.
 */
function objectOf(fields: Readonly<Record<string, Check>>, required: readonly string[]): Check {
  const checks = new Map(Object.entries(fields));
  const requiredKeys = new Set(required);
  return (value) => {
    if (!isPlainObject(value)) return false;
    let requiredSeen = 0;
    for (const key in value) {
      const check = checks.get(key);
      const field = value[key];
      if (check === undefined || field === undefined || !check(field)) return false;
      if (requiredKeys.has(key)) requiredSeen += 1;
    }
    return requiredSeen === requiredKeys.size;
  };
}

function fieldsOf<K extends string>(keys: readonly K[], check: Check): Record<K, Check> {
  return Object.fromEntries(keys.map((key) => [key, check])) as Record<K, Check>;
}

const agentCountsPatch = objectOf(fieldsOf(Object.keys(agentCountsSchema.shape), isCount), []);
const kpiValues = objectOf(fieldsOf(ALL_KPI_IDS, isCount), []);

/** A live patch: kpiStairs travel only with a full load, and go to zod. */
const businessProcessPatch = objectOf(
  {
    businessProcessId: isId,
    businessProcessName: isTextUpTo(256),
    lastResetTime: isInstant,
    totalReadyAgents: isCount,
    totalBusyAgents: isCount,
    totalBreakAgents: isCount,
    totalUnavailableAgents: isCount,
    agentCounts: agentCountsPatch,
    kpis: kpiValues,
  },
  ['businessProcessId'],
);

const agentStatisticsPatch = objectOf(
  {
    ...fieldsOf(Object.keys(agentStatisticsSchema.shape), isCount),
    agentId: isId,
    agentName: isTextUpTo(256),
    countedAt: isInstant,
  },
  ['agentId'],
);

const AGENT_STATE_IDS: ReadonlySet<unknown> = new Set(AGENT_STATES);
const agentState = objectOf(
  {
    agentId: isId,
    stateId: (value) => AGENT_STATE_IDS.has(value),
    stateName: isTextUpTo(128),
    breakTypeId: (value) => value === null || isId(value),
    since: isInstant,
    loadAllowanceId: isId,
    hasTelephonyInteraction: isBoolean,
  },
  Object.keys(agentStateSchema.shape),
);

const counterValue = objectOf(
  { handlerId: isId, counterTypeId: isId, dimension: isTextUpTo(64), value: isCount },
  Object.keys(counterValueSchema.shape).filter((key) => key !== 'dimension'),
);

function fastThenZod<T>(fast: Check, zod: ItemValidator<T>): ItemValidator<T> {
  // the item is what the server sent, parsed from JSON: nothing else holds it
  return (input) => (fast(input) ? (input as T) : zod(input));
}

/** What the hub decodes batch items with: the fast checks, zod for everything they refuse. */
export const FAST_ITEM_VALIDATORS: { [N in BatchEventName]: ItemValidator<BatchItem<N>> } = {
  'stats:businessProcess': fastThenZod(
    businessProcessPatch,
    ZOD_ITEM_VALIDATORS['stats:businessProcess'],
  ),
  'stats:agent': fastThenZod(agentStatisticsPatch, ZOD_ITEM_VALIDATORS['stats:agent']),
  'agent:state': fastThenZod(agentState, ZOD_ITEM_VALIDATORS['agent:state']),
  counters: fastThenZod(counterValue, ZOD_ITEM_VALIDATORS.counters),
};
