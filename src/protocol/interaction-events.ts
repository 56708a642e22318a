/**
 * Interaction entities as they travel on the socket and in REST answers (agent-desktop §3:
 * Interaction, Interaction element, Connected party, Email, Conversation and message,
 * Recording state). `events.ts` registers the socket events built from these schemas.
 *
 * Units: instants in ms since the epoch; timeouts and durations in seconds (the spec's
 * noAnswerTimeout, wrapUpTime and wrapUpTimeout are seconds).
 */
import { z } from '../domain/zod';

const id = z.string().min(1).max(128);
const instant = z.number().finite().nonnegative();
const seconds = z.number().finite().nonnegative();
const name = z.string().max(256);
const text = z.string().max(100_000);

/** Media types, stored upper-case (agent-desktop §3). */
export const INTERACTION_MEDIA_TYPES = ['TELEPHONY', 'CHAT', 'EMAIL', 'SMS'] as const;
export type InteractionMediaType = (typeof INTERACTION_MEDIA_TYPES)[number];

/** Interaction types of agent-desktop §3, upper-case. */
export const INTERACTION_TYPES = [
  'CAMPAIGN_TELEPHONY',
  'INCOMING_TELEPHONY',
  'DIRECT_INCOMING_CALL',
  'CALLBACK_TELEPHONY',
  'INTERNAL_CALL',
  'EXTERNAL_CALL',
  'INCOMING_CHAT',
  'INTERNAL_CHAT',
  'INCOMING_EMAIL',
  'OUTGOING_EMAIL',
  'INCOMING_SMS',
  'OUTGOING_SMS',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** Interaction states (agent-desktop §4). Historic: handled, delegatedToSupervisor, canceled. */
export const INTERACTION_STATE_IDS = [
  'offered',
  'preview',
  'dialing',
  'handling',
  'consulting',
  'inConference',
  'wrapUp',
  'handled',
  'missed',
  'rejected',
  'delegatedToSupervisor',
  'canceled',
] as const;
export type InteractionStateId = (typeof INTERACTION_STATE_IDS)[number];

/** Element states (agent-desktop §4). diverted is "on hold". */
export const ELEMENT_STATE_IDS = [
  'created',
  'activating',
  'diverted',
  'active',
  'conferenced',
  'conferencedDiverted',
  'forwarded',
  'returned',
  'closed',
  'abandoned',
  'failed',
  'noAnswer',
  'busy',
  'unreachableDestination',
  'callBack',
  'waitingCall',
  'faxDetected',
  'answeringMachine',
  'serviceUnavailable',
  'canceled',
  'cpaTimeout',
  'none',
] as const;
export type ElementStateId = (typeof ELEMENT_STATE_IDS)[number];

export const TRANSFER_TYPES = ['attendedTransfer', 'blindTransfer'] as const;
export const PARTY_TYPES = ['agent', 'customer'] as const;
export const RECEPTOR_CONTACT_TYPES = ['agent', 'supervisor', 'enterprise', 'other'] as const;

export const recordingStateSchema = z.object({ isEnabled: z.boolean(), isPaused: z.boolean() });
export type RecordingState = z.infer<typeof recordingStateSchema>;

export const connectedPartySchema = z.object({
  id,
  name,
  contactUri: z.string().max(512),
  partyType: z.enum(PARTY_TYPES),
});
export type ConnectedParty = z.infer<typeof connectedPartySchema>;

/** Interaction element (agent-desktop §3): one leg of the interaction (customer, consulted agent, external party). */
export const interactionElementSchema = z.object({
  elementId: id,
  interactionId: id,
  elementStateId: z.enum(ELEMENT_STATE_IDS),
  elementStateName: name,
  entryTime: instant,
  /** Seconds the party waited before the element was offered. */
  waitingTime: seconds,
  receptor: z.object({
    type: z.enum(['customer', 'agent', 'external']),
    id: z.string().max(128),
    name,
    email: z.string().max(512).nullable(),
    endPoint: z.string().max(512),
    contactType: z.enum(RECEPTOR_CONTACT_TYPES),
  }),
  recording: recordingStateSchema,
  answeredAt: instant.nullable(),
  origin: z.string().max(512),
  /** 'main' for the customer leg, 'consult' or 'transfer' for legs the agent added. */
  handlingType: z.string().max(64),
  connectedParties: z.array(connectedPartySchema).max(64),
});
export type InteractionElement = z.infer<typeof interactionElementSchema>;

/** Conversation message (agent-desktop §3). System messages carry an i18nKey for the view. */
export const conversationMessageSchema = z.object({
  messageId: id,
  type: z.enum(['regular', 'system']),
  icon: z.string().max(64).nullable(),
  originator: z.object({ id: z.string().max(128), name }),
  content: text,
  timestamp: instant,
  i18nKey: z.string().max(128).nullable(),
  from: z.string().max(512),
  to: z.string().max(512),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const emailAttachmentInfoSchema = z.object({
  id,
  name: z.string().max(255),
  size: z.number().int().nonnegative(),
  mimeType: z.string().max(128),
});
export type EmailAttachmentInfo = z.infer<typeof emailAttachmentInfoSchema>;

/** Email record of an interaction (agent-desktop §3 "Email record and draft"). */
export const emailRecordSchema = z.object({
  interactionId: id,
  contactId: id.nullable(),
  incomingEmailData: z
    .object({
      from: z.string().max(2048),
      to: z.string().max(2048),
      cc: z.string().max(2048),
      subject: z.string().max(998),
      body: text,
      receivedAt: instant,
      attachments: z.array(emailAttachmentInfoSchema).max(100),
    })
    .nullable(),
  outgoingEmailData: z
    .object({
      from: z.string().max(2048),
      to: z.string().max(2048),
      cc: z.string().max(2048),
      bcc: z.string().max(2048),
      requiredBcc: z.string().max(2048),
      subject: z.string().max(998),
      body: text,
      creationTime: instant,
      /** Null while a draft; set when sent. */
      sentAt: instant.nullable(),
      attachments: z.array(emailAttachmentInfoSchema).max(100),
      canceled: z.boolean(),
      signature: z.string().max(10_000),
      signatureIndex: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

const party = z.object({ id: z.string().max(128), name, endPoint: z.string().max(512) });

/** Interaction (agent-desktop §3): what the client needs to apply every rule of §4. */
export const interactionSchema = z.object({
  interactionId: id,
  interactionMediaType: z.enum(INTERACTION_MEDIA_TYPES),
  interactionType: z.enum(INTERACTION_TYPES),
  interactionStateId: z.enum(INTERACTION_STATE_IDS),
  interactionStateName: name,
  /** When the current state was entered. */
  interactionStateTime: instant,
  /** When the interaction was created on this server. */
  timestamp: instant,
  /** Seconds the agent has to accept an offer (pending countdown, §9); 0 for none. */
  noAnswerTimeout: seconds,
  /** Expected wrap-up seconds (the countdown's fallback when no timeout). */
  wrapUpTime: seconds,
  /** Seconds after which wrap-up completes by itself. */
  wrapUpTimeout: seconds,
  /** Start of the current state: countdowns run from it (§9). */
  lastStateStartTime: instant,
  timing: z.object({
    entryTime: instant,
    waitingTime: seconds,
    answeredWithinGoalTime: z.boolean(),
    automaticAcception: z.boolean(),
    numberOfPreviousAttempts: z.number().int().nonnegative(),
    startTime: instant.nullable(),
    /** Answer time: the call duration ticks from it. */
    directCallAnsweredAt: instant.nullable(),
    endTime: instant.nullable(),
    talkTime: seconds,
    handlingDuration: seconds,
  }),
  routing: z.object({
    agentId: id,
    agentName: name,
    businessProcessId: z.string().max(128),
    businessProcessName: name,
    origin: z.string().max(512),
    destination: z.string().max(512),
    remoteParty: z.string().max(512),
  }),
  disposition: z.object({
    dispositionCodeMandatory: z.boolean(),
    dispositionCodeCategoryId: id.nullable(),
    dispositionCodeCategoryName: name.nullable(),
    dispositionCodeSubCategoryId: id.nullable(),
    dispositionCodeSubCategoryName: name.nullable(),
    dispositionCodeId: id.nullable(),
    dispositionCodeName: name.nullable(),
  }),
  crm: z.object({
    contactId: id.nullable(),
    customerFullName: name,
    customerEmail: z.string().max(512).nullable(),
    previousAttempts: z.number().int().nonnegative(),
    remarks: z.array(z.string().max(4000)).max(500),
  }),
  completionStatus: z.object({
    completionStatusId: z.number().int(),
    completionStatusName: name,
    completionStatusInformation: z.string().max(4000),
  }),
  consult: z.object({
    requestor: party.nullable(),
    receiver: party.extend({ type: z.enum(['agent', 'external']) }).nullable(),
  }),
  transfer: z
    .object({
      handlerName: name,
      handlerId: z.string().max(128),
      handlerType: z.enum(['agent', 'external']),
      handlerTypeId: z.number().int(),
      endPoint: z.string().max(512),
      transferType: z.enum(TRANSFER_TYPES),
    })
    .nullable(),
  isOffered: z.boolean(),
  isPendingConsult: z.boolean(),
  isOnWrapUp: z.boolean(),
  isPreview: z.boolean(),
  isConference: z.boolean(),
  recording: recordingStateSchema,
  elements: z.array(interactionElementSchema).max(64),
  Links: z.array(z.object({ Name: name, Url: z.string().max(2083) })).max(50),
  InteractionVariables: z
    .array(
      z.object({
        ID: id,
        Name: name,
        Value: z.string().max(4000),
        Type: z.string().max(64),
        Description: z.string().max(1000),
        TypeID: z.number().int(),
      }),
    )
    .max(200),
  /** Email interactions only. */
  email: emailRecordSchema.nullable(),
});
export type Interaction = z.infer<typeof interactionSchema>;

/**
 * What happened to an interaction; the client applies agent-desktop §4 per kind:
 * - offered: add to pending (a consult offer has isPendingConsult, a transfer has transfer set).
 * - created: an outgoing interaction the agent started: add to active at once.
 * - accepted: pending -> active (keep consult, completion status, recording); open or restore its window.
 * - updated: replace the stored copy (state, flags, disposition, remarks, contact, variables).
 * - consultRequested / conferenceStarted / conferenceStopped / transferred: updated with that meaning.
 * - declined: removed from active and pending.
 * - postponed: removed from the agent; closed elements and historical entries dropped.
 * - ended: the agent's part is over; interaction in wrapUp (isOnWrapUp, wrap-up countdown).
 * - removedFromAgent: dropped from pending (offered, missed, rejected, canceled offers); the state says why.
 * - movedToHistory: completed (handled or canceled email): close the window, clear notifications,
 *   recording state and conversations, keep in history.
 * - delegatedToSupervisor: removed from the agent (historic).
 */
export const INTERACTION_EVENT_TYPES = [
  'offered',
  'created',
  'accepted',
  'updated',
  'consultRequested',
  'conferenceStarted',
  'conferenceStopped',
  'transferred',
  'declined',
  'postponed',
  'ended',
  'removedFromAgent',
  'movedToHistory',
  'delegatedToSupervisor',
] as const;
export type InteractionEventType = (typeof INTERACTION_EVENT_TYPES)[number];

/** 'interaction': one interaction changed; `interaction` is the whole current record. */
export const interactionEventSchema = z.object({
  t: instant,
  eventType: z.enum(INTERACTION_EVENT_TYPES),
  interaction: interactionSchema,
});

/**
 * 'element': one element changed state (also new elements). The client applies the element
 * rules of §4: answer time on activating -> active; busy/forwarded/canceled/cpaTimeout/
 * serviceUnavailable remove it; each change adds a system message to the conversation.
 */
export const elementEventSchema = z.object({
  t: instant,
  interactionId: id,
  element: interactionElementSchema,
});

/** 'recording': started/stopped/paused/resumed by the agent: flags of the element and of the interaction. */
export const recordingEventSchema = z.object({
  t: instant,
  interactionId: id,
  elementId: id,
  action: z.enum(['started', 'stopped', 'paused', 'resumed']),
  isRecording: z.boolean(),
  isPaused: z.boolean(),
});

/** 'conversation:message': a chat/SMS message (either direction) or a system message. */
export const conversationMessageEventSchema = z.object({
  t: instant,
  interactionId: id,
  elementId: id,
  message: conversationMessageSchema,
});

/** 'typing': the other party (customer or agent) started or stopped typing. */
export const typingEventSchema = z.object({
  t: instant,
  interactionId: id,
  elementId: id,
  party: z.object({ id: z.string().max(128), name }),
  isTyping: z.boolean(),
});

/**
 * 'email': the email record of an interaction changed. received: an incoming email arrived
 * (with attachments); replyStarted: a reply draft exists (element state created); sent: the
 * outgoing email left; canceled: the draft was cancelled (the interaction moves to history).
 */
export const emailEventSchema = z.object({
  t: instant,
  interactionId: id,
  eventType: z.enum(['received', 'replyStarted', 'sent', 'canceled']),
  email: emailRecordSchema,
});
