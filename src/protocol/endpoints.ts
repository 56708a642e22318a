/**
 * Every REST call of the two spec documents, named once (agent-desktop §7, supervisor-dashboards
 * §7): method, route (the path builder's pattern and the server's route), body and answer.
 * The hub calls them by name (`call(name, input)`); no other module writes an API path
 * (src/protocol/no-path-literals.test.ts keeps it so). Answers travel inside `{ data }`.
 */
import type { AvatarEntry } from '../domain/avatar-batch';
import type { CallbackScheduleRequest } from '../domain/callback-schedule';
import type { ContactDraft, ContactMedia } from '../domain/contact-draft';
import type { Wallboard, WallboardCard, WallboardUpdate } from '../domain/wallboard';
import type {
  KeepAliveRequest,
  KeepAliveResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResumeResponse,
  SettingsPatch,
  Theme,
  UserSettings,
} from './api';
import { del, get, NO_BODY, post, put, typed, type Endpoint } from './endpoint';
import type {
  AgentInteractionHistory,
  CallbackRecord,
  CompletionStatus,
  Contact,
  ContactFavorites,
  ContactNote,
  ContactSearchPage,
  ConversationAnswer,
  CreatedContact,
  DirectoryEntry,
  DispositionCodeTreeAnswer,
  EmailSignature,
  InteractionHistoryEntry,
  InteractionRemark,
  PostponeOption,
  StartedInteraction,
  TemplateField,
} from './interaction-api';
import type { OpenIdConfigResponse, OpenIdLoginRequest, OpenIdStartResponse } from './openid-api';
import type {
  AgentStateInfo,
  BreakType,
  CannedResponse,
  ConfigurationResponse,
  KpiDescription,
  MailReplyFormat,
  MailSignatureFormat,
  SmsDetails,
  SmtpDetails,
  TimeZoneInfo,
  ValueSet,
} from './reference-api';
import type { DeletedResponse, LogoutResponse, SupervisorRegisteredResponse } from './session-api';
import type {
  AgentLoadAllowance,
  AssignedBusinessProcess,
  AssignmentChangeResult,
  BusinessProcessAssignment,
  Campaign,
  MonitoringState,
  SupervisedInteraction,
  ThresholdProfile,
  ThresholdProfileBody,
  ThresholdsToOthersBody,
  ThresholdsToOthersResult,
} from './supervision-api';
import type { ServiceLevelFigures } from '../domain/summary-details';
import type { CallbackQueue } from '../domain/callbacks';
import type { WallboardBoards } from './wallboard-api';

/** The answer the hub decodes itself with the socket events' schemas. */
const decoded = typed<unknown>;
/** An answer no client reads yet; typed when a view first needs it. */
const unread = typed<unknown>;

/** Outgoing interactions: a destination, optionally a business process and a contact. */
interface OutgoingBody {
  destination?: string;
  businessProcessId?: string;
  contactId?: string;
  message?: string;
  subject?: string;
}

const state = typed<{ stateId: string; breakTypeId?: string | null }>;
const loadAllowance = typed<{ loadAllowanceId: string }>;
/** Hours; without a duration the change is permanent. */
const assignmentChange = typed<{ agentIds: string[]; duration?: number }>;
const expiration = typed<{ expiration?: string; expirationMinutes?: number }>;

export const ENDPOINTS = {
  // session (agent-desktop §7 "Session calls")
  login: post('/api/login', typed<LoginRequest>(), typed<LoginResponse>()),
  logout: post('/api/logout', NO_BODY, typed<LogoutResponse>()),
  sessionResume: post('/api/session/resume', NO_BODY, typed<ResumeResponse>()),
  openIdConfig: get('/api/openid/config', typed<OpenIdConfigResponse>()),
  openIdStart: get('/api/openid/start-auth', typed<OpenIdStartResponse>()),
  openIdLogin: post('/api/openid/login', typed<OpenIdLoginRequest>(), typed<LoginResponse>()),
  agentRegister: post('/api/agent/register', typed<RegisterRequest>(), typed<RegisterResponse>()),
  agentKeepAlive: post(
    '/api/agent/current/keepAlive',
    typed<KeepAliveRequest>(),
    typed<KeepAliveResponse>(),
  ),
  supervisorRegister: get('/api/supervisor/register', unread()),
  supervisorRegistered: get('/api/supervisor/registered', typed<SupervisorRegisteredResponse>()),
  /** A user's own record; with id `current`, the session check. */
  agent: get('/api/agent/:id', unread()),

  // the agent's own work
  agentBusinessProcesses: get(
    '/api/agent/current/businessProcess/all',
    typed<AssignedBusinessProcess[]>(),
  ),
  agentInteractions: get('/api/agent/current/interaction/all', decoded()),
  agentState: get('/api/agent/:id/state', decoded()),
  agentStateSet: put('/api/agent/:id/state', state(), unread()),
  agentStateBatch: post('/api/agent/state/batch', typed<{ agentIds: string[] }>(), unread()),
  agentLoadAllowance: get('/api/agent/:id/loadAllowance', typed<AgentLoadAllowance>()),
  agentLoadAllowanceSet: put('/api/agent/:id/loadAllowance', loadAllowance(), unread()),
  agentsCurrentState: get('/api/agent/current/agentsCurrentState', unread()),

  // settings and themes
  settings: get('/api/settings/:agentId', typed<UserSettings>()),
  settingsCreate: post('/api/settings/:agentId', typed<UserSettings>(), typed<UserSettings>()),
  settingsUpdate: put('/api/settings/:agentId', typed<SettingsPatch>(), typed<UserSettings>()),
  settingsDelete: del('/api/settings/:id', typed<DeletedResponse>()),
  themes: get('/api/themes/all', typed<Theme[]>()),
  theme: get('/api/themes/:id', typed<Theme>()),
  themeCreate: post('/api/themes', typed<Omit<Theme, '_id'>>(), typed<Theme>()),
  themeUpdate: put('/api/themes/:id', typed<Omit<Theme, '_id'>>(), typed<Theme>()),
  themeDelete: del('/api/themes/:id', typed<DeletedResponse>()),

  // reference data (agent-desktop §7 "Reference calls")
  configuration: get('/api/reference/configuration', typed<ConfigurationResponse>()),
  timeZones: get('/api/reference/timeZone/all', typed<TimeZoneInfo[]>()),
  defaultTimeZone: get('/api/reference/timeZone/default', typed<TimeZoneInfo>()),
  agentStates: get('/api/reference/agent/state/all', typed<AgentStateInfo[]>()),
  breakTypes: get('/api/reference/break/type/all', typed<BreakType[]>()),
  smtpDetails: get('/api/reference/smtpDetails', typed<SmtpDetails>()),
  mailSignatureFormat: get('/api/reference/mailSignatureFormat', typed<MailSignatureFormat>()),
  mailReplyFormat: get('/api/reference/mailReplyFormat', typed<MailReplyFormat>()),
  smsDetails: get('/api/reference/smsDetails', typed<SmsDetails>()),
  valueSets: get('/api/reference/valueSets', typed<ValueSet[]>()),
  kpiDescriptions: get('/api/reference/supervisorKPIDescription/all', typed<KpiDescription[]>()),
  cannedResponses: get('/api/reference/cannedResponse', typed<CannedResponse[]>()),

  // avatars
  avatar: get('/api/avatar/:id', unread()),
  contactAvatar: get('/api/avatar/contact/:id', typed<AvatarEntry>()),
  // POST and PUT both set an avatar (agent-desktop §7 lists both for the same body)
  avatarSet: post('/api/avatar/encoded/:id', typed<{ avatar: string }>(), typed<AvatarEntry>()),
  avatarReplace: put('/api/avatar/encoded/:id', typed<{ avatar: string }>(), typed<AvatarEntry>()),
  contactAvatarSet: post(
    '/api/avatar/contact/encoded/:id',
    typed<{ avatar: string }>(),
    typed<AvatarEntry>(),
  ),
  contactAvatarReplace: put(
    '/api/avatar/contact/encoded/:id',
    typed<{ avatar: string }>(),
    typed<AvatarEntry>(),
  ),
  avatars: post('/api/avatar/batch', typed<{ userIds: string[] }>(), typed<AvatarEntry[]>()),
  contactAvatars: post(
    '/api/avatar/contact/batch',
    typed<{ userIds: string[] }>(),
    typed<AvatarEntry[]>(),
  ),

  // contacts and CRM
  contacts: get('/api/contact', typed<ContactSearchPage>()),
  enterpriseContacts: get('/api/contact/enterprisecontacts', typed<ContactSearchPage>()),
  externalContacts: get('/api/contact/externalcontacts', typed<ContactSearchPage>()),
  mainContacts: get('/api/contact/maincontacts', typed<DirectoryEntry[]>()),
  favorites: get('/api/contact/favorites/:id', typed<ContactFavorites>()),
  favoritesCreate: post(
    '/api/contact/favorites/:id',
    typed<{ contactIds: string[] }>(),
    typed<ContactFavorites>(),
  ),
  favoritesUpdate: put(
    '/api/contact/favorites/:id',
    typed<{ contactIds: string[] }>(),
    typed<ContactFavorites>(),
  ),
  interactionHistory: get('/api/contact/interactions/history', typed<AgentInteractionHistory>()),
  crmBasicSearch: get('/api/crm/basicSearch', typed<ContactSearchPage>()),
  crmAdvancedSearch: get('/api/crm/advancedSearch', typed<ContactSearchPage>()),
  crmContact: get('/api/crm/contact/:id', typed<Contact>()),
  crmContactCreate: post(
    '/api/crm/contact',
    typed<ContactDraft & { mediaType: ContactMedia }>(),
    typed<CreatedContact>(),
  ),
  crmContactBatch: post('/api/crm/contact/batch', typed<{ ids: string[] }>(), typed<Contact[]>()),
  crmContactProperties: put(
    '/api/crm/contact/:id/properties',
    typed<Record<string, unknown>>(),
    typed<Contact>(),
  ),
  crmContactHistory: get(
    '/api/crm/contact/:id/interactionHistory',
    typed<InteractionHistoryEntry[]>(),
  ),
  crmContactNotes: get('/api/crm/contact/:id/note/all', typed<ContactNote[]>()),
  crmContactNote: put('/api/crm/contact/:id/note', typed<{ note: string }>(), typed<ContactNote>()),
  crmContactTemplate: get('/api/crm/contact/:id/template', typed<{ fields: TemplateField[] }>()),
  businessProcessCrmTemplate: get(
    '/api/businessProcess/:id/crm/template',
    typed<{ fields: TemplateField[] }>(),
  ),

  // interactions: outgoing (agent-desktop §7 "Interaction calls")
  dial: post('/api/interaction/telephony/dial', typed<OutgoingBody>(), typed<StartedInteraction>()),
  emailStart: post('/api/interaction/email', typed<OutgoingBody>(), typed<StartedInteraction>()),
  smsStart: post('/api/interaction/sms', typed<OutgoingBody>(), typed<StartedInteraction>()),
  chatStart: post('/api/interaction/chat', typed<OutgoingBody>(), typed<StartedInteraction>()),
  callbackSchedule: post(
    '/api/interaction/callback',
    typed<CallbackScheduleRequest>(),
    typed<CallbackRecord>(),
  ),
  callbackHandleNow: post('/api/interaction/telephony/handleCallbackNow/:id', NO_BODY, unread()),
  dtmf: post(
    '/api/interaction/telephony/dtmf',
    typed<{ interactionId: string; digitsToSend: string }>(),
    unread(),
  ),

  // interactions: the agent's actions on one
  accept: put('/api/interaction/:id/accept', NO_BODY, unread()),
  decline: put('/api/interaction/:id/decline', NO_BODY, unread()),
  end: put('/api/interaction/:id/end', NO_BODY, unread()),
  conferenceStop: put('/api/interaction/:id/conference/stop', NO_BODY, unread()),
  conferenceStart: put(
    '/api/interaction/:id/conference/start',
    typed<{ conversation?: string }>(),
    unread(),
  ),
  transferToAutoVM: post('/api/interaction/:id/transferToAutoVM', NO_BODY, unread()),
  transferToSurvey: post('/api/interaction/:id/transferToSurvey', NO_BODY, unread()),
  postpone: put(
    '/api/interaction/:id/postpone',
    typed<{ postponeOptionId: string; postponeUntil?: number }>(),
    unread(),
  ),
  consult: put('/api/interaction/:id/consult', typed<{ uri: string }>(), unread()),
  transfer: put('/api/interaction/:id/transfer', typed<{ uri: string }>(), unread()),
  elementTransfer: put(
    '/api/interaction/:id/element/:elementId/transfer',
    typed<{ uri: string }>(),
    unread(),
  ),
  hold: put('/api/interaction/:id/element/:elementId/hold', NO_BODY, unread()),
  activate: put('/api/interaction/:id/element/:elementId/activate', NO_BODY, unread()),
  close: put('/api/interaction/:id/element/:elementId/close', NO_BODY, unread()),
  recordStart: put('/api/interaction/:id/record/start', NO_BODY, unread()),
  recordStop: put('/api/interaction/:id/record/stop', NO_BODY, unread()),
  recordPause: put('/api/interaction/:id/record/pause', NO_BODY, unread()),
  recordResume: put('/api/interaction/:id/record/resume', NO_BODY, unread()),
  dispositionCode: put(
    '/api/interaction/:id/dispositionCode',
    typed<{ dispositionCodeId: string }>(),
    unread(),
  ),
  completionStatus: put(
    '/api/interaction/:id/completionStatus',
    typed<{ completionStatusId: number }>(),
    unread(),
  ),
  completionStatusInformation: put(
    '/api/interaction/:id/completionStatusInformation',
    typed<{ information: string }>(),
    unread(),
  ),
  pendingStatus: put(
    '/api/interaction/:id/pendingStatus',
    typed<{ pendingStatus: string; delegateToSupervisorRemark?: string }>(),
    unread(),
  ),
  remark: put('/api/interaction/:id/remark', typed<{ remark: string }>(), unread()),
  remarks: get('/api/interaction/:id/remark/all', typed<InteractionRemark[]>()),
  linkContact: post('/api/interaction/:id/contact/:contactId', NO_BODY, unread()),
  variable: post(
    '/api/interaction/:id/variable',
    typed<{ variableName: string; value: string }>(),
    unread(),
  ),
  message: post(
    '/api/interaction/:id/element/:elementId/message',
    typed<{ message: string }>(),
    unread(),
  ),
  smsMessage: post(
    '/api/interaction/:id/element/:elementId/smsmessage',
    typed<{ message: string }>(),
    unread(),
  ),
  typing: post('/api/interaction/:id/element/:elementId/typingIndication', NO_BODY, unread()),
  notTyping: post('/api/interaction/:id/element/:elementId/notTypingIndication', NO_BODY, unread()),
  conversation: get('/api/interaction/:id/conversation', typed<ConversationAnswer>()),
  smsHistory: get('/api/interaction/sms/history', typed<ConversationAnswer>()),
  /** Multipart (fields and files), no timeout (agent-desktop §9). */
  sendEmail: post('/api/interaction/:id/sendEmail', NO_BODY, unread()),
  replyEmail: post('/api/interaction/:id/replyEmail', NO_BODY, unread()),
  downloadEmailAttachments: post(
    '/api/interaction/:id/downloadEmailAttachments',
    typed<{ attachmentId: string }>(),
    typed<Blob>(),
  ),
  emailSignature: get('/api/interaction/email/signature/:id', typed<EmailSignature>()),
  emailReplySignature: get('/api/interaction/email/replySignature/:id', typed<EmailSignature>()),
  agentInteractionList: get('/api/interaction/agent/all', unread()),
  dispositionCodes: get('/api/interaction/dispositionCode/all', typed<DispositionCodeTreeAnswer>()),
  completionStatuses: get('/api/interaction/completionStatus/all', typed<CompletionStatus[]>()),
  postponeOptions: get('/api/interaction/postponeOption/all', typed<PostponeOption[]>()),

  // statistics (supervisor-dashboards §7)
  subscribeForCounters: post(
    '/api/statistics/subscribeForCounters',
    typed<Record<string, unknown>>(),
    unread(),
  ),
  businessProcessStats: get('/api/businessProcess/all/stats', decoded()),
  agentStats: get('/api/agent/all/stats', decoded()),
  businessProcess: get('/api/businessProcess/:id', unread()),
  supervisedBusinessProcesses: get(
    '/api/supervisor/:supId/businessProcess/all',
    typed<Array<{ businessProcessId: string; businessProcessName: string }>>(),
  ),
  supervisedAgents: get('/api/supervisor/:supId/supervisedAgent/all', decoded()),
  serviceLevel: get('/api/businessProcess/:id/serviceLevel', typed<ServiceLevelFigures>()),
  callbacks: get('/api/businessProcess/:id/callbacks', typed<CallbackQueue>()),

  // supervision of agents and calls
  supervisedInteractions: get(
    '/api/supervisor/:supId/supervisedInteraction/all',
    typed<SupervisedInteraction[]>(),
  ),
  supervisorAgentState: put('/api/supervisor/agent/:agentId/state', state(), unread()),
  supervisorAgentLoadAllowance: get(
    '/api/supervisor/agent/:agentId/loadAllowance',
    typed<AgentLoadAllowance>(),
  ),
  supervisorAgentLoadAllowanceSet: post(
    '/api/supervisor/agent/:agentId/loadAllowance',
    loadAllowance(),
    unread(),
  ),
  listenStart: post('/api/supervisor/listen/:supId/:agentId', NO_BODY, typed<MonitoringState>()),
  listenStop: post(
    '/api/supervisor/listen/:supId/:agentId/stop',
    NO_BODY,
    typed<MonitoringState>(),
  ),
  coachStart: post('/api/supervisor/coach/:supId/:agentId', NO_BODY, typed<MonitoringState>()),
  coachStop: post('/api/supervisor/coach/:supId/:agentId/stop', NO_BODY, typed<MonitoringState>()),
  interveneStart: post(
    '/api/supervisor/intervene/:supId/:agentId',
    NO_BODY,
    typed<MonitoringState>(),
  ),
  interveneStop: post(
    '/api/supervisor/intervene/:supId/:agentId/stop',
    NO_BODY,
    typed<MonitoringState>(),
  ),
  recordAgentStart: post(
    '/api/supervisor/record/:supId/:agentId',
    NO_BODY,
    typed<MonitoringState>(),
  ),
  recordAgentStop: post(
    '/api/supervisor/record/:supId/:agentId/stop',
    NO_BODY,
    typed<MonitoringState>(),
  ),

  // assignments (supervisor-dashboards §7)
  campaigns: get('/api/campaign/all', typed<Campaign[]>()),
  assignments: get('/api/businessProcess/:id/assignments', typed<BusinessProcessAssignment[]>()),
  assignmentsActivate: post(
    '/api/businessProcess/:id/assignments/activate',
    assignmentChange(),
    typed<AssignmentChangeResult>(),
  ),
  assignmentsDeactivate: post(
    '/api/businessProcess/:id/assignments/deactivate',
    assignmentChange(),
    typed<AssignmentChangeResult>(),
  ),
  assignmentsExpiration: post(
    '/api/businessProcess/:id/assignments/expiration',
    expiration(),
    typed<AssignmentChangeResult>(),
  ),
  campaignAssignments: get(
    '/api/campaign/:campaignId/bp/:bpId/assignments',
    typed<BusinessProcessAssignment[]>(),
  ),
  campaignAssignmentsActivate: post(
    '/api/campaign/:campaignId/bp/:bpId/assignments/activate',
    assignmentChange(),
    typed<AssignmentChangeResult>(),
  ),
  campaignAssignmentsDeactivate: post(
    '/api/campaign/:campaignId/bp/:bpId/assignments/deactivate',
    assignmentChange(),
    typed<AssignmentChangeResult>(),
  ),
  campaignAssignmentsExpiration: post(
    '/api/campaign/:campaignId/bp/:bpId/assignments/expiration',
    expiration(),
    typed<AssignmentChangeResult>(),
  ),

  // health thresholds (supervisor-dashboards §5)
  thresholdProfiles: get(
    '/api/supervisor/:supId/businessProcess/:bpId/health/thresholds',
    typed<ThresholdProfile[]>(),
  ),
  thresholdProfileCreate: post(
    '/api/supervisor/:supId/businessProcess/:bpId/health/thresholds',
    typed<ThresholdProfileBody>(),
    typed<ThresholdProfile>(),
  ),
  thresholdProfileUpdate: put(
    '/api/supervisor/:supId/businessProcess/:bpId/health/thresholds',
    typed<ThresholdProfileBody>(),
    typed<ThresholdProfile>(),
  ),
  thresholdProfileDelete: del(
    '/api/supervisor/:supId/businessProcess/:bpId/health/thresholds/:thresholdId',
    typed<{ deleted: string }>(),
  ),
  thresholdsAddToOthers: post(
    '/api/supervisor/:supId/health/thresholds/add-to-other-business-processes',
    typed<ThresholdsToOthersBody>(),
    typed<ThresholdsToOthersResult>(),
  ),
  thresholdsAddAndApplyToOthers: post(
    '/api/supervisor/:supId/health/thresholds/and-and-apply-to-other-business-processes',
    typed<ThresholdsToOthersBody>(),
    typed<ThresholdsToOthersResult>(),
  ),
  healthTemplates: get('/api/businessProcess/health/configuration/templates', unread()),
  healthConfigurations: get('/api/businessProcess/all/health/configuration', decoded()),
  healthConfiguration: get('/api/businessProcess/:id/health/configuration', decoded()),
  healthConfigurationApply: post(
    '/api/businessProcess/:id/health/configuration',
    typed<{ configurationId: string }>(),
    typed<ThresholdProfile>(),
  ),

  // wallboard (supervisor-dashboards §7); `current` is the caller's own
  wallboard: get('/api/wallboard/:id', typed<Wallboard<WallboardCard>>()),
  wallboardUpdate: put(
    '/api/wallboard/:id',
    typed<WallboardUpdate>(),
    typed<Wallboard<WallboardCard>>(),
  ),
  wallboardStats: get('/api/wallboard/stats', unread()),
  wallboardBoards: get('/api/wallboard/:id/boards', typed<WallboardBoards>()),
  wallboardBoardCreate: post(
    '/api/wallboard/:id/boards',
    typed<{ name: string }>(),
    typed<WallboardBoards>(),
  ),
  wallboardBoardSelect: put(
    '/api/wallboard/:id/boards/selected',
    typed<{ boardId: number }>(),
    typed<WallboardBoards>(),
  ),
  wallboardBoardDelete: del('/api/wallboard/:id/boards/:boardId', typed<WallboardBoards>()),
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
