/**
 * Which reads a change makes stale, declared once beside the endpoint table: a successful
 * call of a mutation (by its name, from its params) and the server's events. The hub marks
 * those reads stale and bumps them on the `readChanges` topic; the tabs holding one read it
 * again, and the hub's cache makes their reads one request.
 */
import type { EndpointName } from './endpoints';
import type { ReadPrefix } from './reads';

type Params = Readonly<Record<string, string>>;
type Invalidates = (params: Params) => readonly ReadPrefix[];

/** Reads a change to a contact can show in (its card, the searches, the directory). */
const CONTACT_READS: readonly ReadPrefix[] = [
  ['contacts'],
  ['enterpriseContacts'],
  ['externalContacts'],
  ['crmBasicSearch'],
  ['crmAdvancedSearch'],
];

const themes: Invalidates = () => [['themes'], ['theme']];
const assignments: Invalidates = (p) => [['assignments', { id: p.id ?? '' }]];
const campaignAssignments: Invalidates = (p) => [
  ['campaignAssignments', { campaignId: p.campaignId ?? '', bpId: p.bpId ?? '' }],
];
const thresholdProfiles: Invalidates = (p) => [
  ['thresholdProfiles', { supId: p.supId ?? '', bpId: p.bpId ?? '' }],
];
const thresholdsOfOthers: Invalidates = (p) => [['thresholdProfiles', { supId: p.supId ?? '' }]];
const favorites: Invalidates = (p) => [['favorites', { id: p.id ?? '' }]];
const contactAvatar: Invalidates = (p) => [['contactAvatar', { id: p.id ?? '' }]];
const ownAvatar: Invalidates = (p) => [['avatar', { id: p.id ?? '' }]];
const wallboardBoards: Invalidates = (p) => [['wallboardBoards', { id: p.id ?? '' }]];

/** Mutation name -> the reads its success makes stale. */
export const MUTATION_INVALIDATES: Partial<Record<EndpointName, Invalidates>> = {
  themeCreate: themes,
  themeUpdate: themes,
  themeDelete: themes,
  settingsUpdate: (p) => [['settings', { agentId: p.agentId ?? '' }]],
  assignmentsActivate: assignments,
  assignmentsDeactivate: assignments,
  assignmentsExpiration: assignments,
  campaignAssignmentsActivate: campaignAssignments,
  campaignAssignmentsDeactivate: campaignAssignments,
  campaignAssignmentsExpiration: campaignAssignments,
  thresholdProfileCreate: thresholdProfiles,
  thresholdProfileUpdate: thresholdProfiles,
  thresholdProfileDelete: thresholdProfiles,
  thresholdsAddToOthers: thresholdsOfOthers,
  thresholdsAddAndApplyToOthers: thresholdsOfOthers,
  healthConfigurationApply: (p) => [
    ['thresholdProfiles'],
    ['healthConfiguration', { id: p.id ?? '' }],
    ['healthConfigurations'],
  ],
  favoritesCreate: favorites,
  favoritesUpdate: favorites,
  avatarSet: ownAvatar,
  avatarReplace: ownAvatar,
  contactAvatarSet: contactAvatar,
  contactAvatarReplace: contactAvatar,
  crmContactCreate: () => CONTACT_READS,
  crmContactProperties: (p) => [['crmContact', { id: p.id ?? '' }], ...CONTACT_READS],
  crmContactNote: (p) => [['crmContactNotes', { id: p.id ?? '' }]],
  linkContact: (p) => [['interactionHistory'], ['crmContactHistory', { id: p.contactId ?? '' }]],
  remark: (p) => [['remarks', { id: p.id ?? '' }]],
  agentLoadAllowanceSet: (p) => [['agentLoadAllowance', { id: p.id ?? '' }]],
  supervisorAgentLoadAllowanceSet: (p) => [
    ['supervisorAgentLoadAllowance', { agentId: p.agentId ?? '' }],
  ],
  wallboardUpdate: (p) => [['wallboard', { id: p.id ?? '' }]],
  wallboardBoardCreate: wallboardBoards,
  wallboardBoardSelect: wallboardBoards,
  wallboardBoardDelete: wallboardBoards,
};

/** The reads a successful call makes stale (none for a read or a call the table leaves out). */
export function invalidatedByCall(name: EndpointName, params: Params = {}): readonly ReadPrefix[] {
  return MUTATION_INVALIDATES[name]?.(params) ?? [];
}

/** The server's events -> the reads they make stale. */
export const EVENT_INVALIDATES = {
  /** `businessProcess:assignments`: that business process's agent list. */
  assignmentsChanged: (businessProcessId: string): readonly ReadPrefix[] => [
    ['assignments', { id: businessProcessId }],
  ],
  /** `businessProcess:healthConfiguration`: the threshold profiles and configurations. */
  healthConfigurationChanged: (businessProcessId: string): readonly ReadPrefix[] => [
    ['thresholdProfiles', { bpId: businessProcessId }],
    ['healthConfiguration', { id: businessProcessId }],
    ['healthConfigurations'],
  ],
  /** An interaction of the agent went to history: the history pages gain a row. */
  interactionEnded: (): readonly ReadPrefix[] => [
    ['interactionHistory'],
    ['crmContactHistory'],
    ['smsHistory'],
    ['agentInteractionList'],
  ],
} as const;
