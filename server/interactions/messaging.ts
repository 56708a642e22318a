/**
 * Chat and SMS conversations: agent messages, the simulated customer (opening line,
 * typing, replies after a short seeded delay), internal chats mirrored to the other agent,
 * and typing indications.
 */
import type { ConversationMessage } from '../../src/protocol/interaction-events';
import { HttpError } from '../http/errors';
import { customerOpening, customerReply } from './customer-texts';
import type { InteractionCore } from './interaction-core';
import { isElementEnded, mainElement, type InteractionRecord } from './interaction-record';

/** A customer starts typing this long after the agent's message (ms, seeded within the range). */
const CUSTOMER_TYPING_DELAY_MS = { min: 800, max: 2_000 } as const;
/** ...and sends the reply this long after starting to type. */
const CUSTOMER_TYPING_DURATION_MS = { min: 1_500, max: 4_000 } as const;

const awaitingReply = new WeakSet<InteractionRecord>();

const customerParty = (rec: InteractionRecord) => ({
  id: rec.customer.contactId ?? 'customer',
  name: rec.customer.fullName,
});
const customerAddress = (rec: InteractionRecord) =>
  rec.ix.interactionMediaType === 'SMS' ? rec.customer.phone : rec.customer.email;
const agentAddress = (rec: InteractionRecord) =>
  rec.ix.interactionMediaType === 'SMS' ? rec.ix.routing.destination : rec.ownerId;

/** The customer's first message, present when the offer arrives. */
export function openCustomerConversation(
  core: InteractionCore,
  rec: InteractionRecord,
  opening?: string,
): void {
  core.addMessage(rec, mainElement(rec), {
    type: 'regular',
    originator: customerParty(rec),
    content: opening ?? customerOpening(core.random),
    from: customerAddress(rec),
    to: agentAddress(rec),
  });
}

function emitTyping(
  core: InteractionCore,
  rec: InteractionRecord,
  party: { id: string; name: string },
  isTyping: boolean,
): void {
  core.deps.emit(rec.ownerId, 'typing', {
    t: core.now(),
    interactionId: rec.ix.interactionId,
    elementId: mainElement(rec).elementId,
    party,
    isTyping,
  });
}

function scheduleCustomerReply(core: InteractionCore, rec: InteractionRecord): void {
  if (awaitingReply.has(rec)) return;
  awaitingReply.add(rec);
  const typingAfter = core.random.int(CUSTOMER_TYPING_DELAY_MS.min, CUSTOMER_TYPING_DELAY_MS.max);
  const replyAfter = core.random.int(
    CUSTOMER_TYPING_DURATION_MS.min,
    CUSTOMER_TYPING_DURATION_MS.max,
  );
  core.schedule(rec, typingAfter, () => {
    emitTyping(core, rec, customerParty(rec), true);
    core.schedule(rec, replyAfter, () => {
      awaitingReply.delete(rec);
      const element = mainElement(rec);
      if (isElementEnded(element.elementStateId)) return;
      emitTyping(core, rec, customerParty(rec), false);
      core.addMessage(rec, element, {
        type: 'regular',
        originator: customerParty(rec),
        content: customerReply(core.random),
        from: customerAddress(rec),
        to: agentAddress(rec),
      });
    });
  });
}

export function createMessaging(core: InteractionCore) {
  function liveElement(
    agentId: string,
    interactionId: string,
    elementId: string,
    medium: 'CHAT' | 'SMS',
  ) {
    const rec = core.own(agentId, interactionId);
    if (rec.ix.interactionMediaType !== medium) {
      throw new HttpError(
        409,
        `Cannot send: interaction ${interactionId} is ${rec.ix.interactionMediaType}, not ${medium}`,
      );
    }
    core.requireState(rec, ['handling', 'consulting', 'inConference'], 'send a message');
    const element = core.element(rec, elementId);
    if (isElementEnded(element.elementStateId))
      throw new HttpError(409, `Cannot send: element ${elementId} is ${element.elementStateId}`);
    return { rec, element };
  }

  function sendMessage(
    agentId: string,
    interactionId: string,
    elementId: string,
    content: string,
    medium: 'CHAT' | 'SMS',
  ): ConversationMessage {
    const { rec, element } = liveElement(agentId, interactionId, elementId, medium);
    const agent = { id: agentId, name: core.agentName(agentId) };
    const to =
      element.receptor.type === 'customer' ? customerAddress(rec) : element.receptor.endPoint;
    const message = core.addMessage(rec, element, {
      type: 'regular',
      originator: agent,
      content,
      from: agentAddress(rec),
      to,
    });
    const peer = core.peerOf(rec);
    if (peer !== null && peer.ix.interactionMediaType === medium) {
      core.addMessage(peer, mainElement(peer), {
        type: 'regular',
        originator: agent,
        content,
        from: agentId,
        to: peer.ownerId,
      });
    } else if (element.receptor.type === 'customer') {
      scheduleCustomerReply(core, rec);
    }
    return message;
  }

  /** The agent's typing reaches the other agent of an internal chat; a simulated customer does not look. */
  function typing(
    agentId: string,
    interactionId: string,
    elementId: string,
    isTyping: boolean,
  ): void {
    const rec = core.own(agentId, interactionId);
    core.requireState(rec, ['handling', 'consulting', 'inConference'], 'send a typing indication');
    core.element(rec, elementId);
    const peer = core.peerOf(rec);
    if (peer !== null)
      emitTyping(core, peer, { id: agentId, name: core.agentName(agentId) }, isTyping);
  }

  return { sendMessage, typing };
}
