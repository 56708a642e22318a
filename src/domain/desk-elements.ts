/**
 * Element, recording and email changes of the agent's interactions (agent-desktop §4
 * "Element states", "Recording", "Email"), as pure functions of one interaction.
 */
import type { DeskElementRecord, DeskInteractionRecord, DeskSystemMessage } from './desk-model';

/** These states take the element away (§4). */
const REMOVING_STATES: ReadonlySet<string> = new Set([
  'busy',
  'forwarded',
  'canceled',
  'cpaTimeout',
  'serviceUnavailable',
]);
/** closed, abandoned and unreachable count as ended (§4). */
const ENDED_STATES: ReadonlySet<string> = new Set([
  'closed',
  'abandoned',
  'unreachableDestination',
]);
const CONFERENCED_STATES: ReadonlySet<string> = new Set(['conferenced', 'conferencedDiverted']);
/** Handling types whose receptor is the interaction's contact when the element is new to us. */
const CONTACT_HANDLING_TYPES: ReadonlySet<string> = new Set(['callback', 'undertakeHandling']);

export const isElementEnded = (state: string): boolean => ENDED_STATES.has(state);

export interface ElementChange<I> {
  interaction: I;
  /** The system message this state change adds to the conversation (null when the state did not change). */
  systemMessage: DeskSystemMessage | null;
  /** A cancelled element removes the conversation (§4). */
  dropConversation: boolean;
  /** Abandoned raises an unread notification (§4). */
  unreadDelta: number;
}

/** Conferenced legs first, otherwise in the order they came. */
function sortElements<E extends DeskElementRecord>(elements: E[]): E[] {
  const first = elements.filter((e) => CONFERENCED_STATES.has(e.elementStateId));
  return first.length === 0
    ? elements
    : [...first, ...elements.filter((e) => !CONFERENCED_STATES.has(e.elementStateId))];
}

function systemMessage(element: DeskElementRecord, t: number): DeskSystemMessage {
  return {
    messageId: `system:${element.elementId}:${element.elementStateId}:${t}`,
    type: 'system',
    icon: null,
    originator: { id: 'system', name: 'System' },
    content: `${element.receptor.name}: ${element.elementStateName}`,
    timestamp: t,
    i18nKey: `elementState.${element.elementStateId}`,
    from: '',
    to: '',
  };
}

/**
 * The system messages of the element state changes an 'interaction' event carries: the server
 * often sends the interaction (a customer who joined on accept, left, or was transferred) before
 * or instead of the element event, and the conversation must still say so. An interaction seen
 * for the first time says nothing (its history is not news); an element seen for the first time
 * is announced.
 */
export function elementStateMessages(
  before: DeskInteractionRecord | undefined,
  after: DeskInteractionRecord,
  t: number,
): Array<{ elementId: string; message: DeskSystemMessage }> {
  if (before === undefined) return [];
  const messages: Array<{ elementId: string; message: DeskSystemMessage }> = [];
  for (const element of after.elements) {
    const previous = before.elements.find((e) => e.elementId === element.elementId);
    if (previous?.elementStateId === element.elementStateId) continue;
    messages.push({ elementId: element.elementId, message: systemMessage(element, t) });
  }
  return messages;
}

/** Applies an 'element' event to one interaction. */
export function applyElementChange<I extends DeskInteractionRecord>(
  ix: I,
  incoming: I['elements'][number],
  t: number,
): ElementChange<I> {
  const index = ix.elements.findIndex((e) => e.elementId === incoming.elementId);
  const previous = index >= 0 ? ix.elements[index] : undefined;
  const stateChanged = previous?.elementStateId !== incoming.elementStateId;
  let element = incoming;
  if (previous === undefined && CONTACT_HANDLING_TYPES.has(incoming.handlingType)) {
    element = {
      ...incoming,
      receptor: {
        ...incoming.receptor,
        type: 'customer',
        id: ix.crm.contactId ?? incoming.receptor.id,
        name: ix.crm.customerFullName || incoming.receptor.name,
        email: ix.crm.customerEmail,
      },
    };
  }
  if (
    previous?.elementStateId === 'activating' &&
    element.elementStateId === 'active' &&
    element.answeredAt === null
  ) {
    element = { ...element, answeredAt: t };
  }

  let elements = ix.elements;
  let consult = ix.consult;
  let unreadDelta = 0;
  const others = ix.elements.filter((e) => e.elementId !== element.elementId);
  if (REMOVING_STATES.has(element.elementStateId)) {
    elements = others;
  } else if (element.elementStateId === 'abandoned') {
    unreadDelta = 1;
    elements =
      ix.interactionMediaType === 'CHAT' && ix.elements.length > 1
        ? others
        : replaceOrAdd(ix.elements, index, element);
    // the consulted party hung up before answering: the requestor no longer waits on them
    if (previous?.elementStateId === 'activating') consult = { ...consult, receiver: null };
  } else {
    elements = replaceOrAdd(ix.elements, index, element);
  }
  return {
    interaction: { ...ix, elements: sortElements(elements), consult },
    systemMessage: stateChanged ? systemMessage(element, t) : null,
    dropConversation: element.elementStateId === 'canceled',
    unreadDelta,
  };
}

function replaceOrAdd<E>(elements: readonly E[], index: number, element: E): E[] {
  if (index < 0) return [...elements, element];
  const next = [...elements];
  next[index] = element;
  return next;
}

export interface RecordingChange {
  elementId: string;
  isRecording: boolean;
  isPaused: boolean;
}

/** Started, stopped, paused, resumed: flags on the element and on the interaction's recording state. */
export function applyRecordingChange<I extends DeskInteractionRecord>(
  ix: I,
  change: RecordingChange,
): I {
  const recording = { isEnabled: change.isRecording, isPaused: change.isPaused };
  return {
    ...ix,
    recording,
    elements: ix.elements.map((e) => (e.elementId === change.elementId ? { ...e, recording } : e)),
  };
}

/** The email record changed (received, reply started, sent, canceled). */
export function applyEmailChange<I extends DeskInteractionRecord & { email: unknown }>(
  ix: I,
  email: I['email'],
): I {
  return { ...ix, email };
}

/** Linking a contact (§4): the interaction's contact id and its main element's receptor. */
export function linkContact<I extends DeskInteractionRecord>(
  ix: I,
  contact: { contactId: string; fullName: string; email: string | null },
): I {
  return {
    ...ix,
    crm: {
      ...ix.crm,
      contactId: contact.contactId,
      customerFullName: contact.fullName,
      customerEmail: contact.email,
    },
    elements: ix.elements.map((e) =>
      e.handlingType === 'main'
        ? {
            ...e,
            receptor: {
              ...e.receptor,
              id: contact.contactId,
              name: contact.fullName,
              email: contact.email,
            },
          }
        : e,
    ),
  };
}
