/**
 * REST contract between the client (hub) and the server: paths, headers and payloads.
 * Every successful answer is wrapped as `{ data }` (agent-desktop §7: a 200 without a
 * data field is an error); every failure is `{ statusCode, error, message }`.
 */

/** Prefix of every REST path. */
export const API_BASE = '/api';
/** Header carrying the session id on every call (agent-desktop §7). */
export const SESSION_HEADER = 'session-id';
/** Optional header carrying the username. */
export const USERNAME_HEADER = 'username';
/** Header carrying the organization id on email signature calls. */
export const ORGANIZATION_HEADER = 'organization-id';
/**
 * HttpOnly cookie that lets a fresh hub (after the only tab reloaded) resume the session
 * without the session id ever being readable by script or kept in web storage.
 */
export const RESUME_COOKIE = 'cc_resume';

/** Successful answer envelope. */
export interface ApiSuccess<T> {
  data: T;
}

/** Failure answer envelope (Fastify's error shape). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Name of the offending field for 400 answers. */
  field?: string;
}

/** The logged-in user as the server describes it. */
export interface UserProfile {
  userId: string;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  organizationId: string;
  isSupervisor: boolean;
  isWallboard: boolean;
  /** The supervisor features flag (default off). */
  supervisorFeatures: boolean;
  assignedBusinessProcessIds: string[];
  defaultLoadAllowanceId: string;
  /** Agent call-recording setting: recording enabled at creation. */
  alwaysRecord: boolean;
}

/** POST api/login */
export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  sessionId: string;
  user: UserProfile;
}

/** POST api/session/resume: answered from the resume cookie. */
export type ResumeResponse = LoginResponse;

/** POST api/agent/register */
export interface RegisterRequest {
  terminal?: string;
  useInternalPhone?: boolean;
}
export interface RegisterResponse {
  instanceId: string;
  user: UserProfile;
}

/** POST api/agent/current/keepAlive */
export interface KeepAliveRequest {
  instanceId: string;
}
export interface KeepAliveResponse {
  instanceId: string;
  serverTime: number;
}

export const INCOMING_INTERACTION_DISPLAYS = ['banner', 'panel', 'bannerAndPanel'] as const;
export type IncomingInteractionDisplay = (typeof INCOMING_INTERACTION_DISPLAYS)[number];

export const RINGTONES = ['silent', 'tone1', 'tone2', 'tone3', 'tone4'] as const;
export type Ringtone = (typeof RINGTONES)[number];

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TIME_FORMATS = ['hh:mm A', 'HH:mm'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** User settings (agent-desktop §3 "User settings"). */
export interface UserSettings {
  preferencesSettings: {
    incomingInteractionDisplay: IncomingInteractionDisplay;
    autoPlayRecordings: boolean;
    autoOffHookState: boolean;
    autoOpenInteractionDetails: boolean;
    pauseKPIEvents: boolean;
    muteDTMF: boolean;
    incomingInteractionRingtones: {
      call: Ringtone;
      chat: Ringtone;
      email: Ringtone;
      sms: Ringtone;
    };
    /** Hours: 24, 168 or 720. */
    interactionHistoryPeriod: number;
    /** Seconds: -1 (off), 10, 30, 60 or 300. */
    idleTimeToAgentIntelligenceCenter: number;
    /** Seconds: 0, 10, 30, 60 or 300. */
    alertEndOfBreak: number;
    showAppCurrentTime: boolean;
    useSoftPhone: boolean;
  };
  applicationSettings: {
    language: Language;
    timeFormat: TimeFormat;
    /** Windows time-zone id, e.g. "Eastern Standard Time". */
    timeZoneId: string;
    /** Minutes east of UTC. */
    timeZoneUtcOffset: number;
  };
  audioSettings: { speakerVolume: number; microphoneVolume: number };
  agentSettings: {
    defaultOutgoingCallBusinessProcessId: string | null;
    defaultOutgoingEmailBusinessProcessId: string | null;
    defaultOutgoingSmsBusinessProcessId: string | null;
    /** businessProcessId -> calling line identification. */
    defaultCallingLineIdentification: Record<string, string>;
  };
  agentStateSettings: {
    lastSelectedTerminal: { terminalURI: string; terminalType: string; useInternalPhone: boolean };
  };
  theme: { mode: ThemeMode; _id: string };
  /** Supervisor dashboard settings (supervisor-dashboards §3). Opaque to the agent desktop. */
  supervisorDashboardSettings?: Record<string, unknown>;
}

/** PUT api/settings/{agentId}: dotted property paths to new values. */
export type SettingsPatch = Record<string, unknown>;

/** A colour set of a theme. */
export interface ThemeColours {
  primary: string;
  secondary: string;
  surface: string;
  info: string;
  error: string;
  success: string;
  warning: string;
  accent: string;
}

/** Theme resource (GET/POST/PUT/DELETE api/themes). */
export interface Theme {
  _id: string;
  name: string;
  dark: ThemeColours;
  light: ThemeColours;
}
