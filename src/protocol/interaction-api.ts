/**
 * REST payloads of the interaction, contact and CRM calls (agent-desktop §7 "Interaction
 * calls", "Contact and CRM calls") as the reference backend answers them. Each travels
 * inside `{ data }`. Interaction, element, message and email shapes: interaction-events.ts.
 */
import type { LastMessage } from '../domain/media-lists';
import type { ConversationMessage, Interaction, InteractionMediaType } from './interaction-events';

/** Contact (agent-desktop §3 "Contact"). */
export interface Contact {
  id: string;
  contactType: 'crm' | 'enterprise' | 'external';
  /** Display name: first and last name, else email, else phone1. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Main number (phone1, else mobile): what a dial uses. */
  endPoint: string;
  phone1: string;
  phone2: string;
  mobile: string;
  company: string;
  title: string;
  city: string;
  dnc: boolean;
  /** Further CRM properties (PUT api/crm/contact/{id}/properties). */
  properties: Record<string, string>;
  createdAt: number;
  updatedAt: number;
}

/** POST api/crm/contact: the answer carries contactId (agent-desktop §7). */
export interface CreatedContact {
  contactId: string;
}

/** Contact Note or Interaction Remark (agent-desktop §3 note kinds). */
export interface ContactNote {
  id: string;
  contactId: string;
  agentId: string;
  kind: 'contactNote' | 'interactionRemark';
  interactionId: string | null;
  text: string;
  createdAt: number;
}

/** GET api/interaction/{id}/remark/all */
export interface InteractionRemark {
  id: string;
  interactionId: string;
  agentId: string;
  remark: string;
  createdAt: number;
}

/** A search answer page (basicSearch, advancedSearch). */
export interface ContactSearchPage {
  contacts: Contact[];
  total: number;
  pageNumber: number;
  maxNumberOfResults: number;
}

/** GET api/contact/favorites/{id} */
export interface ContactFavorites {
  internal: Contact[];
  external: Contact[];
  favorites: Contact[];
}

/** One completed interaction of the agent history. */
export interface InteractionHistoryEntry {
  interactionId: string;
  agentId: string;
  businessProcessId: string;
  businessProcessName: string;
  interactionMediaType: InteractionMediaType;
  interactionType: string;
  interactionStateId: string;
  contactId: string | null;
  customerFullName: string;
  remoteParty: string;
  dispositionCodeId: string | null;
  dispositionCodeName: string | null;
  completionStatusId: number;
  completionStatusName: string;
  completionStatusInformation: string;
  remarks: string[];
  startTime: number;
  answeredAt: number | null;
  endTime: number | null;
  completedAt: number;
  /** The interaction as the agent last saw it. */
  interaction: Interaction;
  /** Chat and SMS: the last message a person wrote (null when none was); absent for other media. */
  lastMessage?: LastMessage | null;
}

/** GET api/contact/interactions/history */
export interface AgentInteractionHistory {
  agentInteractions: InteractionHistoryEntry[];
}

/** POST telephony/dial, chat, email, sms and handleCallbackNow: the started interaction. */
export interface StartedInteraction {
  interactionId: string;
  interaction: Interaction;
}

/** POST api/interaction/callback */
export interface CallbackRecord {
  callbackId: string;
  agentId: string;
  businessProcessId: string;
  phoneNumber: string;
  contactId: string | null;
  interactionId: string | null;
  scheduledAt: number;
  note: string;
  handledAt: number | null;
}

/** GET api/interaction/{id}/conversation, GET sms/history */
export interface ConversationAnswer {
  interactionId: string | null;
  messages: ConversationMessage[];
}

/** Disposition code tree of a business process with usage counts (GET dispositionCode/all). */
export interface DispositionCodeTreeAnswer {
  businessProcessId: string;
  dispositionCodeMandatory: boolean;
  tree: Array<{
    id: string;
    label: string;
    children?: Array<{
      id: string;
      label: string;
      children?: Array<{ id: string; label: string }>;
    }>;
  }>;
  usages: Array<{ id: string; count: number }>;
}

/** GET email/signature/{id}, email/replySignature/{id} */
export interface EmailSignature {
  signature: string;
}

/** A completion status (GET api/interaction/completionStatus/all). */
export interface CompletionStatus {
  id: number;
  name: string;
}

/** A postpone option (GET api/interaction/postponeOption/all); `delayMs` null: the agent picks the moment. */
export interface PostponeOption {
  id: string;
  name: string;
  delayMs: number | null;
}

/** A field of a business process's CRM template (GET api/businessProcess/{id}/crm/template). */
export interface TemplateField {
  name: string;
  label: string;
  subType: string;
}

/** A transfer target of the directory (GET api/contact/maincontacts). */
export interface DirectoryEntry {
  id: string;
  name: string;
  email: string;
  contactType: string;
  username?: string;
}
