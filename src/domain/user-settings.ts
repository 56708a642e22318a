/**
 * User settings (agent-desktop §3 "User settings", §5 "Settings options"): the schema every
 * stored or patched value must pass, the default object a new user starts from, and the
 * dotted-path patch rule of PUT api/settings/{agentId}. Pure: the server and the client
 * both use it, so an option the client offers is exactly an option the server accepts.
 */
import { z } from './zod';
import { findPrototypeKey, isPrototypeKey } from './prototype-keys';

/** Id of the seeded theme every user starts with; it cannot be deleted. */
export const DEFAULT_THEME_ID = 'theme-default';

/** Hours of interaction history shown (§5: 24, 168 or 720; default 168). */
export const INTERACTION_HISTORY_PERIOD_OPTIONS = [24, 168, 720] as const;
/** Seconds idle before showing the agent intelligence center; -1 means off (§5). */
export const IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER_OPTIONS = [-1, 10, 30, 60, 300] as const;
/** Seconds before the planned end of a break the agent is alerted; 0 means off, the default (§5). */
export const ALERT_END_OF_BREAK_OPTIONS = [0, 10, 30, 60, 300] as const;

/**
 * Largest serialized supervisor dashboard settings accepted, in bytes of JSON: dashboards,
 * wallboards and summary columns of a large centre fit well below it, and it keeps one
 * user's row from growing without bound.
 */
export const SUPERVISOR_DASHBOARD_SETTINGS_MAX_BYTES = 256 * 1024;
/** Most dotted paths one patch may carry: the largest settings screen saves far fewer. */
export const SETTINGS_PATCH_MAX_KEYS = 200;

const ringtone = z.enum(['silent', 'tone1', 'tone2', 'tone3', 'tone4']);
const businessProcessId = z.string().min(1).max(128);
const volume = z.number().int().min(0).max(100);

/** How a prototype key inside a value is reported: the path to it, dotted. */
function prototypeKeyMessage(at: ReadonlyArray<string | number>): string {
  return `the key "${String(at[at.length - 1])}" is not allowed (at ${at.map(String).join('.')})`;
}

/**
 * Free-form object below supervisorDashboardSettings (supervisor-dashboards §3), bounded in
 * size, with no prototype key at any depth (neither stored nor read back).
 */
export const supervisorDashboardSettingsSchema = z
  .record(z.string().max(256), z.json())
  .superRefine((value, context) => {
    const at = findPrototypeKey(value);
    if (at !== null)
      context.addIssue({ code: 'custom', message: prototypeKeyMessage(at), path: at });
  })
  .refine((value) => JSON.stringify(value).length <= SUPERVISOR_DASHBOARD_SETTINGS_MAX_BYTES, {
    message: `larger than ${SUPERVISOR_DASHBOARD_SETTINGS_MAX_BYTES} bytes`,
  });

/** Every user setting; unknown keys are refused at every level. */
export const userSettingsSchema = z.strictObject({
  preferencesSettings: z.strictObject({
    incomingInteractionDisplay: z.enum(['banner', 'panel', 'bannerAndPanel']),
    autoPlayRecordings: z.boolean(),
    autoOffHookState: z.boolean(),
    autoOpenInteractionDetails: z.boolean(),
    pauseKPIEvents: z.boolean(),
    muteDTMF: z.boolean(),
    incomingInteractionRingtones: z.strictObject({
      call: ringtone,
      chat: ringtone,
      email: ringtone,
      sms: ringtone,
    }),
    interactionHistoryPeriod: z.literal(INTERACTION_HISTORY_PERIOD_OPTIONS),
    idleTimeToAgentIntelligenceCenter: z.literal(IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER_OPTIONS),
    alertEndOfBreak: z.literal(ALERT_END_OF_BREAK_OPTIONS),
    showAppCurrentTime: z.boolean(),
    useSoftPhone: z.boolean(),
  }),
  applicationSettings: z.strictObject({
    language: z.enum(['en', 'es', 'fr', 'de', 'nl']),
    timeFormat: z.enum(['hh:mm A', 'HH:mm']),
    timeZoneId: z.string().min(1).max(128),
    // Minutes east of UTC: real zones span UTC-12:00 to UTC+14:00.
    timeZoneUtcOffset: z.number().int().min(-720).max(840),
  }),
  audioSettings: z.strictObject({ speakerVolume: volume, microphoneVolume: volume }),
  agentSettings: z.strictObject({
    defaultOutgoingCallBusinessProcessId: businessProcessId.nullable(),
    defaultOutgoingEmailBusinessProcessId: businessProcessId.nullable(),
    defaultOutgoingSmsBusinessProcessId: businessProcessId.nullable(),
    defaultCallingLineIdentification: z.record(businessProcessId, z.string().max(64)),
  }),
  agentStateSettings: z.strictObject({
    lastSelectedTerminal: z.strictObject({
      terminalURI: z.string().max(256),
      terminalType: z.string().max(64),
      useInternalPhone: z.boolean(),
    }),
  }),
  featuresSettings: z.strictObject({
    showApplicationTour: z.boolean(),
    latestShowedFeatures: z.array(z.string().max(128)).max(200),
    pinnedSideBarOnMaximizedMode: z.boolean(),
  }),
  theme: z.strictObject({ mode: z.enum(['light', 'dark']), _id: z.string().min(1).max(128) }),
  supervisorDashboardSettings: supervisorDashboardSettingsSchema.exactOptional(),
});

/** A complete, valid settings object. */
export type UserSettingsValue = z.infer<typeof userSettingsSchema>;

/**
 * The settings a user starts with. Values the spec names are as named; the others are
 * the quiet choice (nothing plays, opens or pins itself until the user asks).
 */
export const DEFAULT_USER_SETTINGS: UserSettingsValue = {
  preferencesSettings: {
    incomingInteractionDisplay: 'bannerAndPanel',
    autoPlayRecordings: false,
    autoOffHookState: false,
    autoOpenInteractionDetails: false,
    pauseKPIEvents: false,
    muteDTMF: false,
    incomingInteractionRingtones: {
      call: 'silent',
      chat: 'silent',
      email: 'silent',
      sms: 'silent',
    },
    interactionHistoryPeriod: 168,
    idleTimeToAgentIntelligenceCenter: 300,
    alertEndOfBreak: 0,
    showAppCurrentTime: false,
    // The reference backend has no telephony bridge, so a softphone starts off.
    useSoftPhone: false,
  },
  applicationSettings: {
    language: 'en',
    timeFormat: 'hh:mm A',
    timeZoneId: 'Eastern Standard Time',
    timeZoneUtcOffset: -300,
  },
  audioSettings: { speakerVolume: 80, microphoneVolume: 80 },
  agentSettings: {
    defaultOutgoingCallBusinessProcessId: null,
    defaultOutgoingEmailBusinessProcessId: null,
    defaultOutgoingSmsBusinessProcessId: null,
    defaultCallingLineIdentification: {},
  },
  agentStateSettings: {
    lastSelectedTerminal: { terminalURI: '', terminalType: '', useInternalPhone: false },
  },
  // A first-time user is offered the tour once.
  featuresSettings: {
    showApplicationTour: true,
    latestShowedFeatures: [],
    pinnedSideBarOnMaximizedMode: false,
  },
  theme: { mode: 'light', _id: DEFAULT_THEME_ID },
};

/** Outcome of a patch: the new settings, or the first offending field and why. */
export type SettingsPatchResult =
  { ok: true; value: UserSettingsValue } | { ok: false; field: string; message: string };

type Resolved = { kind: 'schema'; schema: z.ZodType } | { kind: 'freeForm' } | { kind: 'unknown' };

function unwrapOptional(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodExactOptional)
    return unwrapOptional(schema.unwrap() as z.ZodType);
  return schema;
}

/**
 * The schema a dotted path leads to; below supervisorDashboardSettings any path of
 * non-empty segments goes. Every segment is checked first, the free-form ones included: a
 * prototype key anywhere makes the path unknown.
 */
function resolvePath(segments: readonly string[]): Resolved {
  if (segments.some((segment) => segment === '' || isPrototypeKey(segment)))
    return { kind: 'unknown' };
  let schema: z.ZodType = userSettingsSchema;
  for (const segment of segments) {
    const current = unwrapOptional(schema);
    if (current === supervisorDashboardSettingsSchema) return { kind: 'freeForm' };
    if (current instanceof z.ZodObject) {
      const shape = current.shape as Record<string, z.ZodType>;
      const child = Object.hasOwn(shape, segment) ? shape[segment] : undefined;
      if (!child) return { kind: 'unknown' };
      schema = child;
    } else if (current instanceof z.ZodRecord) {
      if (!z.safeParse(current.keyType, segment).success) return { kind: 'unknown' };
      schema = current.valueType as z.ZodType;
    } else {
      return { kind: 'unknown' };
    }
  }
  return { kind: 'schema', schema };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Sets `value` at `segments` below `root`, creating missing objects; false if a non-object
 * is in the way. Walks own properties only and never a prototype key, whatever the caller
 * checked before.
 */
function setAtPath(
  root: Record<string, unknown>,
  segments: readonly string[],
  value: unknown,
): boolean {
  if (segments.some(isPrototypeKey)) return false;
  let node = root;
  for (const segment of segments.slice(0, -1)) {
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (next === undefined) {
      const created: Record<string, unknown> = {};
      node[segment] = created;
      node = created;
    } else if (isPlainObject(next)) {
      node = next;
    } else {
      return false;
    }
  }
  const last = segments[segments.length - 1];
  if (last === undefined) return false;
  node[last] = value;
  return true;
}

function failure(path: string, issue: z.core.$ZodIssue | undefined): SettingsPatchResult {
  const suffix = issue && issue.path.length > 0 ? `.${issue.path.map(String).join('.')}` : '';
  const field = `${path}${suffix}`;
  return { ok: false, field, message: `${field}: ${issue?.message ?? 'invalid value'}` };
}

/**
 * Applies a PUT api/settings patch: keys are dotted property paths
 * ("preferencesSettings.pauseKPIEvents"), values replace what is there. Every key must be a
 * known path and every value must pass that path's schema; on the first failure nothing
 * is applied (the input object is never modified).
 */
export function applySettingsPatch(
  settings: UserSettingsValue,
  patch: unknown,
): SettingsPatchResult {
  if (!isPlainObject(patch))
    return {
      ok: false,
      field: 'body',
      message: 'body: expected an object of dotted property paths',
    };
  const entries = Object.entries(patch);
  if (entries.length > SETTINGS_PATCH_MAX_KEYS) {
    return {
      ok: false,
      field: 'body',
      message: `body: at most ${SETTINGS_PATCH_MAX_KEYS} properties per update`,
    };
  }
  const draft = structuredClone(settings) as Record<string, unknown>;
  for (const [path, raw] of entries) {
    const segments = path.split('.');
    const prototypeSegment = segments.find(isPrototypeKey);
    if (prototypeSegment !== undefined) {
      return {
        ok: false,
        field: path,
        message: `${path}: the path segment "${prototypeSegment}" is not allowed`,
      };
    }
    const resolved = resolvePath(segments);
    if (resolved.kind === 'unknown')
      return { ok: false, field: path, message: `${path}: unknown settings property` };
    const inside = findPrototypeKey(raw);
    if (inside !== null)
      return { ok: false, field: path, message: `${path}: ${prototypeKeyMessage(inside)}` };
    const leaf = resolved.kind === 'schema' ? resolved.schema : z.json();
    const parsed = leaf.safeParse(raw);
    if (!parsed.success) return failure(path, parsed.error.issues[0]);
    if (!setAtPath(draft, segments, parsed.data)) {
      return {
        ok: false,
        field: path,
        message: `${path}: a parent of this property is not an object`,
      };
    }
  }
  const whole = userSettingsSchema.safeParse(draft);
  if (!whole.success) {
    const issue = whole.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    return { ok: false, field, message: `${field}: ${issue?.message ?? 'invalid settings'}` };
  }
  return { ok: true, value: whole.data };
}

/** Merges `raw` onto `fallback` guided by `schema`: each valid stored value is kept, anything else falls back. */
function mergeValid(schema: z.ZodType, fallback: unknown, raw: unknown): unknown {
  const current = unwrapOptional(schema);
  if (current instanceof z.ZodObject && isPlainObject(raw)) {
    const base = isPlainObject(fallback) ? fallback : {};
    const merged: Record<string, unknown> = {};
    const shape: Record<string, z.ZodType> = current.shape;
    for (const [key, child] of Object.entries(shape)) {
      const value = mergeValid(child, base[key], raw[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  return raw !== undefined && schema.safeParse(raw).success ? raw : fallback;
}

/**
 * Brings stored settings up to the current schema: settings added since they were saved
 * take their default, values that no longer validate fall back to the default, the rest
 * is kept. Always answers a valid object.
 */
export function normalizeUserSettings(raw: unknown): UserSettingsValue {
  const merged = mergeValid(userSettingsSchema, DEFAULT_USER_SETTINGS, raw);
  const parsed = userSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : structuredClone(DEFAULT_USER_SETTINGS);
}
