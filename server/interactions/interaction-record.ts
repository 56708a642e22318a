/** The server's copy of one interaction of one agent, and how new ones are built. */
import { DEFAULT_COMPLETION_STATUS } from '../../src/domain/agent-desktop-constants';
import type {
  ElementStateId,
  Interaction,
  InteractionElement,
  InteractionMediaType,
  InteractionStateId,
  InteractionType,
} from '../../src/protocol/interaction-events';
import { isDispositionMandatory } from './dispositions';
import type { Customer } from './customers';

/** Expected wrap-up, like the simulator's mean wrap-up: the countdown's fallback. */
export const WRAP_UP_TIME_SECONDS = 20;
/** Wrap-up completes by itself after this: long enough to pick a code and write a remark. */
export const WRAP_UP_TIMEOUT_SECONDS = 60;

export type InteractionRole = 'main' | 'consultReceiver';

export interface InteractionRecord {
  /** The wire form, changed in place and copied when emitted. */
  ix: Interaction;
  ownerId: string;
  /** The simulator's id when the simulator routed it; null for interactions made here (outgoing, consult, transfer). */
  simInteractionId: string | null;
  customer: Customer;
  role: InteractionRole;
  /** The linked interaction of another agent: consult partner, internal call or chat peer. */
  peer: { ownerId: string; interactionId: string } | null;
  /** Pending scheduled work (customer replies, timeouts): cancelled when the interaction leaves. */
  timers: Set<() => void>;
  elementSeq: number;
}

const STATE_NAMES: Record<InteractionStateId, string> = {
  offered: 'Offered',
  preview: 'Preview',
  dialing: 'Dialing',
  handling: 'Handling',
  consulting: 'Consulting',
  inConference: 'In Conference',
  wrapUp: 'Wrap Up',
  handled: 'Handled',
  missed: 'Missed',
  rejected: 'Rejected',
  delegatedToSupervisor: 'Delegated To Supervisor',
  canceled: 'Canceled',
};
const ELEMENT_STATE_NAMES: Partial<Record<ElementStateId, string>> = {
  diverted: 'On Hold',
  active: 'Active',
  closed: 'Closed',
};

export const elementStateName = (s: ElementStateId): string =>
  ELEMENT_STATE_NAMES[s] ?? s.charAt(0).toUpperCase() + s.slice(1);

/** States that count as historic (agent-desktop §4). */
export const isHistoric = (s: InteractionStateId): boolean =>
  s === 'handled' || s === 'delegatedToSupervisor' || s === 'canceled';
/** Element states that count as ended (agent-desktop §4). */
export const isElementEnded = (s: ElementStateId): boolean =>
  s === 'closed' ||
  s === 'abandoned' ||
  s === 'unreachableDestination' ||
  s === 'forwarded' ||
  s === 'busy' ||
  s === 'canceled' ||
  s === 'noAnswer' ||
  s === 'failed';

/** Sets the state with its name, start time and the flags that follow from it. */
export function setState(rec: InteractionRecord, state: InteractionStateId, now: number): void {
  const ix = rec.ix;
  ix.interactionStateId = state;
  ix.interactionStateName = STATE_NAMES[state];
  ix.interactionStateTime = now;
  ix.lastStateStartTime = now;
  ix.isOffered = state === 'offered' || state === 'preview';
  ix.isOnWrapUp = state === 'wrapUp';
  ix.isPreview = state === 'preview';
  ix.isPendingConsult =
    rec.role === 'consultReceiver' && (state === 'offered' || state === 'handling');
}

export interface NewInteraction {
  interactionId: string;
  ownerId: string;
  agentName: string;
  mediaType: InteractionMediaType;
  type: InteractionType;
  state: InteractionStateId;
  businessProcessId: string;
  businessProcessName: string;
  customer: Customer;
  /** The customer leg's receptor; defaults to the customer. */
  receptor?: InteractionElement['receptor'];
  origin: string;
  destination: string;
  noAnswerTimeoutSeconds: number;
  entryTime: number;
  now: number;
  simInteractionId: string | null;
  role?: InteractionRole;
  recordingEnabled: boolean;
  mainElementState: ElementStateId;
}

export function newElement(
  rec: InteractionRecord,
  input: {
    state: ElementStateId;
    receptor: InteractionElement['receptor'];
    handlingType: string;
    origin: string;
    now: number;
    recordingEnabled: boolean;
  },
): InteractionElement {
  rec.elementSeq += 1;
  const element: InteractionElement = {
    elementId: `${rec.ix.interactionId}-el-${rec.elementSeq}`,
    interactionId: rec.ix.interactionId,
    elementStateId: input.state,
    elementStateName: elementStateName(input.state),
    entryTime: input.now,
    waitingTime: 0,
    receptor: input.receptor,
    recording: { isEnabled: input.recordingEnabled, isPaused: false },
    answeredAt: input.state === 'active' ? input.now : null,
    origin: input.origin,
    handlingType: input.handlingType,
    connectedParties: [],
  };
  rec.ix.elements.push(element);
  return element;
}

export function customerReceptor(
  customer: Customer,
  mediaType: InteractionMediaType,
): InteractionElement['receptor'] {
  return {
    type: 'customer',
    id: customer.contactId ?? '',
    name: customer.fullName,
    email: customer.email || null,
    endPoint: mediaType === 'EMAIL' || mediaType === 'CHAT' ? customer.email : customer.phone,
    contactType: 'other',
  };
}

export function createRecord(input: NewInteraction): InteractionRecord {
  const waitingSeconds = Math.max(0, (input.now - input.entryTime) / 1000);
  const ix: Interaction = {
    interactionId: input.interactionId,
    interactionMediaType: input.mediaType,
    interactionType: input.type,
    interactionStateId: input.state,
    interactionStateName: STATE_NAMES[input.state],
    interactionStateTime: input.now,
    timestamp: input.now,
    noAnswerTimeout: input.noAnswerTimeoutSeconds,
    wrapUpTime: WRAP_UP_TIME_SECONDS,
    wrapUpTimeout: WRAP_UP_TIMEOUT_SECONDS,
    lastStateStartTime: input.now,
    timing: {
      entryTime: input.entryTime,
      waitingTime: waitingSeconds,
      answeredWithinGoalTime: false,
      automaticAcception: false,
      numberOfPreviousAttempts: 0,
      startTime: null,
      directCallAnsweredAt: null,
      endTime: null,
      talkTime: 0,
      handlingDuration: 0,
    },
    routing: {
      agentId: input.ownerId,
      agentName: input.agentName,
      businessProcessId: input.businessProcessId,
      businessProcessName: input.businessProcessName,
      origin: input.origin,
      destination: input.destination,
      remoteParty:
        input.mediaType === 'EMAIL' || input.mediaType === 'CHAT'
          ? input.customer.email || input.customer.fullName
          : input.customer.phone,
    },
    disposition: {
      dispositionCodeMandatory: isDispositionMandatory(input.businessProcessId),
      dispositionCodeCategoryId: null,
      dispositionCodeCategoryName: null,
      dispositionCodeSubCategoryId: null,
      dispositionCodeSubCategoryName: null,
      dispositionCodeId: null,
      dispositionCodeName: null,
    },
    crm: {
      contactId: input.customer.contactId,
      customerFullName: input.customer.fullName,
      customerEmail: input.customer.email || null,
      previousAttempts: 0,
      remarks: [],
    },
    completionStatus: {
      completionStatusId: DEFAULT_COMPLETION_STATUS.id,
      completionStatusName: DEFAULT_COMPLETION_STATUS.name,
      completionStatusInformation: '',
    },
    consult: { requestor: null, receiver: null },
    transfer: null,
    isOffered: false,
    isPendingConsult: false,
    isOnWrapUp: false,
    isPreview: false,
    isConference: false,
    recording: { isEnabled: input.recordingEnabled, isPaused: false },
    elements: [],
    Links: [],
    InteractionVariables: [],
    email: null,
  };
  const rec: InteractionRecord = {
    ix,
    ownerId: input.ownerId,
    simInteractionId: input.simInteractionId,
    customer: input.customer,
    role: input.role ?? 'main',
    peer: null,
    timers: new Set(),
    elementSeq: 0,
  };
  setState(rec, input.state, input.now);
  newElement(rec, {
    state: input.mainElementState,
    receptor: input.receptor ?? customerReceptor(input.customer, input.mediaType),
    handlingType: 'main',
    origin: input.origin,
    now: input.now,
    recordingEnabled: input.recordingEnabled,
  });
  return rec;
}

/** The customer leg (first element). */
export function mainElement(rec: InteractionRecord): InteractionElement {
  const element = rec.ix.elements[0];
  if (element === undefined) throw new Error(`interaction ${rec.ix.interactionId} has no element`);
  return element;
}

export function setElementState(
  element: InteractionElement,
  state: ElementStateId,
  now: number,
): void {
  if (element.elementStateId === 'activating' && state === 'active') element.answeredAt = now;
  if (state === 'active' && element.answeredAt === null) element.answeredAt = now;
  element.elementStateId = state;
  element.elementStateName = elementStateName(state);
}
