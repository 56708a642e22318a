/**
 * Payloads of the reference calls (agent-desktop §7 "Reference calls", base
 * api/reference). Each travels inside `{ data }`.
 */
import type { BusinessProcessKpiId } from '../domain/kpi-ids';
import type { AgentStateId } from './events';

/** GET api/reference/timeZone/all (a list) and timeZone/default (one). */
export interface TimeZoneInfo {
  /** Windows time-zone id, e.g. "Eastern Standard Time" (the id user settings store). */
  id: string;
  /** e.g. "(UTC-05:00) Eastern Time (US & Canada)". */
  displayName: string;
  /** Standard (non-daylight) offset, minutes east of UTC. */
  utcOffsetMinutes: number;
  /** IANA zone used for formatting, e.g. "America/New_York". */
  iana: string;
}

/** GET api/reference/agent/state/all */
export interface AgentStateInfo {
  id: AgentStateId;
  name: string;
  /** Whether a user picks this state directly (the others are entered by the system). */
  selectable: boolean;
}

export interface BreakCategory {
  id: string;
  name: string;
}

/** GET api/reference/break/type/all: custom break types (agent state `break` plus breakTypeId). */
export interface BreakType {
  id: string;
  name: string;
  breakCategoryId: string;
  /** Planned length of a break of this type, minutes (the Agent entity's breakDuration); 0 = none. */
  breakDuration: number;
}

export const MEDIA_TYPES = ['telephony', 'chat', 'email', 'sms'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** GET api/reference/cannedResponse?businessProcessId&mediaType */
export interface CannedResponse {
  id: string;
  title: string;
  text: string;
  mediaType: MediaType;
  /** null: offered on every business process. */
  businessProcessId: string | null;
}

/** GET api/reference/supervisorKPIDescription/all */
export interface KpiDescription {
  kpiId: BusinessProcessKpiId;
  name: string;
  description: string;
}

/** GET api/reference/smtpDetails */
export interface SmtpDetails {
  fromAddress: string;
  fromDisplayName: string;
  replyToAddress: string;
  /** Total attachment size limit of one email. */
  maxAttachmentBytes: number;
}

/** GET api/reference/mailSignatureFormat: `{{name}}` placeholders are filled by the client. */
export interface MailSignatureFormat {
  format: 'html';
  template: string;
  placeholders: string[];
}

/** GET api/reference/mailReplyFormat */
export interface MailReplyFormat {
  format: 'html';
  subjectPrefix: string;
  forwardSubjectPrefix: string;
  /** Line above the quoted original; placeholders {{date}} and {{from}}. */
  quoteHeaderTemplate: string;
  /** Where the reply goes relative to the quoted original. */
  replyPosition: 'above';
}

/** GET api/reference/smsDetails */
export interface SmsDetails {
  senderNumbers: Array<{ businessProcessId: string; number: string }>;
  /** Characters in one SMS segment (GSM-7). */
  segmentLength: number;
  maxMessageLength: number;
}

/** GET api/reference/valueSets: the choices of ValueSet data fields. */
export interface ValueSet {
  id: string;
  name: string;
  values: Array<{ id: string; name: string }>;
}

export interface LoadAllowance {
  id: string;
  name: string;
  maxTelephony: number;
  maxChat: number;
  maxEmail: number;
  maxSms: number;
}

/** Organization data (agent-desktop §3) as the reference backend knows it. */
export interface OrganizationConfiguration {
  orgId: string;
  orgName: string;
  shortName: string;
  businessProcesses: Array<{ id: string; name: string }>;
  breakCategories: BreakCategory[];
  breakTypes: BreakType[];
  loadAllowances: LoadAllowance[];
  availableTimeZones: TimeZoneInfo[];
  smtp: SmtpDetails;
  sms: SmsDetails;
}

/**
 * GET api/reference/configuration?version: when `version` is the current one the answer
 * says so and carries nothing else; otherwise it carries the whole configuration.
 */
export type ConfigurationResponse =
  | { configurationVersion: number; upToDate: true }
  | ({ configurationVersion: number; upToDate: false } & OrganizationConfiguration);
