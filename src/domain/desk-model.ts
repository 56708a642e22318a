/**
 * The parts of the agent-desktop entities (agent-desktop §3 "Interaction", "Interaction
 * element", "Conversation and message") that the interaction reducers read. The socket
 * contracts in src/protocol carry more; the reducers are generic over these shapes, so
 * they keep every other field as it came.
 */

export interface RecordingFlags {
  isEnabled: boolean;
  isPaused: boolean;
}

export interface PartyRef {
  id: string;
  name: string;
}

export interface DeskElementRecord {
  elementId: string;
  elementStateId: string;
  elementStateName: string;
  answeredAt: number | null;
  /** 'main' for the customer leg; 'consult', 'transfer', 'callback', 'undertakeHandling' for others. */
  handlingType: string;
  recording: RecordingFlags;
  receptor: { type: string; id: string; name: string; email: string | null };
}

export interface DeskInteractionRecord<E extends DeskElementRecord = DeskElementRecord> {
  interactionId: string;
  /** TELEPHONY, CHAT, EMAIL or SMS. */
  interactionMediaType: string;
  interactionType: string;
  interactionStateId: string;
  isOffered: boolean;
  isOnWrapUp: boolean;
  isConference: boolean;
  consult: { requestor: PartyRef | null; receiver: PartyRef | null };
  completionStatus: { completionStatusId: number; completionStatusInformation: string };
  recording: RecordingFlags;
  disposition: {
    dispositionCodeId: string | null;
    dispositionCodeName: string | null;
    dispositionCodeCategoryId: string | null;
    dispositionCodeCategoryName: string | null;
    dispositionCodeSubCategoryId: string | null;
    dispositionCodeSubCategoryName: string | null;
  };
  crm: { contactId: string | null; customerFullName: string; customerEmail: string | null };
  elements: E[];
}

/** A conversation message as the reducers see it; the system messages they make have every field of the contract. */
export interface DeskMessage {
  messageId: string;
  type: 'regular' | 'system';
  originator: PartyRef;
  content: string;
  timestamp: number;
}

export interface DeskSystemMessage extends DeskMessage {
  type: 'system';
  icon: null;
  i18nKey: string;
  from: string;
  to: string;
}

/** What happened to an interaction (the event kinds of the socket contract). */
export type DeskEventType =
  | 'offered'
  | 'created'
  | 'accepted'
  | 'updated'
  | 'consultRequested'
  | 'conferenceStarted'
  | 'conferenceStopped'
  | 'transferred'
  | 'declined'
  | 'postponed'
  | 'ended'
  | 'removedFromAgent'
  | 'movedToHistory'
  | 'delegatedToSupervisor';
