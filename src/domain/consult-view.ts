/**
 * What a consult looks like on each side (agent-desktop §3 consult requestor and receiver,
 * §4 consulting, inConference, pending consult, element states): who consults whom on which
 * call, every party with its state, and which of the §7 calls the requestor may make now
 * (conference start and stop, complete transfer = transfer of the consult element, cancel
 * consult = close of the consult element).
 */
import type { DeskElementRecord, DeskInteractionRecord } from './desk-model';

/** handlingType of the customer leg on the consulted agent's copy (its origin is the requestor's interactionId). */
export const CONSULTED_CALL_HANDLING = 'consultedCall';

export type ConsultPartyRole = 'customer' | 'consultedAgent' | 'consultingAgent' | 'external';
export type ConsultPartyState = 'ringing' | 'connected' | 'onHold' | 'inConference' | 'ended';

export interface ConsultParty {
  elementId: string;
  name: string;
  role: ConsultPartyRole;
  state: ConsultPartyState;
}

export interface ConsultView {
  /** requestor: this agent asked for help; receiver: this agent is consulted. */
  side: 'requestor' | 'receiver';
  requestorName: string;
  receiverName: string;
  customerName: string;
  /** The requestor's interaction the consult is about (receiver side), when known. */
  consultedInteractionId: string | null;
  /** The requestor's leg to the consulted party: the element complete-transfer and cancel act on. */
  consultElementId: string | null;
  inConference: boolean;
  parties: ConsultParty[];
  canConference: boolean;
  canStopConference: boolean;
  canCompleteTransfer: boolean;
  canCancel: boolean;
}

const ENDED: ReadonlySet<string> = new Set([
  'closed',
  'abandoned',
  'unreachableDestination',
  'failed',
  'noAnswer',
  'busy',
  'forwarded',
  'canceled',
  'cpaTimeout',
  'serviceUnavailable',
]);

/** A party's state from its element's state: diverted is on hold (§4). */
export function partyState(elementStateId: string): ConsultPartyState {
  switch (elementStateId) {
    case 'created':
    case 'activating':
      return 'ringing';
    case 'active':
      return 'connected';
    case 'diverted':
    case 'conferencedDiverted':
      return 'onHold';
    case 'conferenced':
      return 'inConference';
    default:
      return ENDED.has(elementStateId) ? 'ended' : 'connected';
  }
}

type Element = DeskElementRecord & { origin?: string };

/** The consult on this interaction as `agentId` sees it, or null when there is none. */
export function consultView<E extends Element>(
  ix: DeskInteractionRecord<E>,
  agentId: string,
): ConsultView | null {
  const { requestor, receiver } = ix.consult;
  if (requestor === null || receiver === null) return null;
  const inConference = ix.interactionStateId === 'inConference' || ix.isConference;
  // by handling type, not position: the desk lists conferenced legs first (desk-elements)
  const main = ix.elements.find((e) => e.handlingType === 'main') ?? ix.elements[0];
  if (main === undefined) return null;

  if (requestor.id === agentId) {
    if (ix.interactionStateId !== 'consulting' && !inConference) return null;
    const legs = ix.elements.filter((e) => e.handlingType === 'consult');
    const leg = legs.find((e) => !ENDED.has(e.elementStateId)) ?? legs[legs.length - 1];
    const parties: ConsultParty[] = [
      {
        elementId: main.elementId,
        name: main.receptor.name,
        role: 'customer',
        state: partyState(main.elementStateId),
      },
    ];
    if (leg !== undefined) {
      parties.push({
        elementId: leg.elementId,
        name: leg.receptor.name || receiver.name,
        role: leg.receptor.type === 'agent' ? 'consultedAgent' : 'external',
        state: partyState(leg.elementStateId),
      });
    }
    const legState = leg === undefined ? 'ended' : partyState(leg.elementStateId);
    const answered =
      legState === 'connected' || legState === 'inConference' || legState === 'onHold';
    return {
      side: 'requestor',
      requestorName: requestor.name,
      receiverName: receiver.name,
      customerName: main.receptor.name || ix.crm.customerFullName,
      consultedInteractionId: null,
      consultElementId: leg?.elementId ?? null,
      inConference,
      parties,
      canConference:
        !inConference && ix.interactionStateId === 'consulting' && legState === 'connected',
      canStopConference: inConference,
      canCompleteTransfer: answered,
      canCancel: !inConference && legState !== 'ended',
    };
  }

  if (receiver.id === agentId) {
    const call = ix.elements.find((e) => e.handlingType === CONSULTED_CALL_HANDLING);
    const parties: ConsultParty[] = [
      {
        elementId: main.elementId,
        name: main.receptor.name || requestor.name,
        role: 'consultingAgent',
        state: partyState(main.elementStateId),
      },
    ];
    if (call !== undefined)
      parties.push({
        elementId: call.elementId,
        name: call.receptor.name,
        role: 'customer',
        state: partyState(call.elementStateId),
      });
    return {
      side: 'receiver',
      requestorName: requestor.name,
      receiverName: receiver.name,
      customerName: call?.receptor.name || ix.crm.customerFullName,
      consultedInteractionId: call?.origin || null,
      consultElementId: null,
      inConference,
      parties,
      canConference: false,
      canStopConference: false,
      canCompleteTransfer: false,
      canCancel: false,
    };
  }
  return null;
}

/**
 * Whether the window shows the wrap-up form (disposition, completion status, remarks). The
 * consulted agent helps on someone else's interaction: while their leg lasts they see the
 * consult or conference, and a wrap-up form only once their leg has ended into wrap-up.
 * Anyone else may fill it in during the interaction, ahead of the wrap-up.
 */
export function showsWrapUpForm(
  ix: Pick<DeskInteractionRecord, 'consult' | 'interactionStateId' | 'isOnWrapUp'>,
  agentId: string,
): boolean {
  if (ix.consult.receiver?.id !== agentId) return true;
  return ix.interactionStateId === 'wrapUp' || ix.isOnWrapUp;
}
