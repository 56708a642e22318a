/** Offers from the simulator, and accept / decline / end / postpone / pending status (agent-desktop §4 lifecycle). */
import type {
  InteractionMediaType,
  InteractionStateId,
  InteractionType,
} from '../../src/protocol/interaction-events';
import {
  checkPostponeUntil,
  POSTPONE_UNTIL_MAX_DAYS,
  POSTPONE_UNTIL_OPTION_ID,
} from '../../src/domain/postpone';
import { HttpError } from '../http/errors';
import type { SimOfferEvent } from '../sim/world';
import { pickCustomer } from './customers';
import { POSTPONE_OPTIONS } from './dispositions';
import { attachIncomingEmail } from './email';
import type { InteractionCore } from './interaction-core';
import {
  createRecord,
  isElementEnded,
  setElementState,
  setState,
  type InteractionRecord,
} from './interaction-record';
import { openCustomerConversation } from './messaging';

const MEDIA: Record<
  SimOfferEvent['media'],
  { mediaType: InteractionMediaType; type: InteractionType }
> = {
  telephony: { mediaType: 'TELEPHONY', type: 'INCOMING_TELEPHONY' },
  chat: { mediaType: 'CHAT', type: 'INCOMING_CHAT' },
  email: { mediaType: 'EMAIL', type: 'INCOMING_EMAIL' },
  sms: { mediaType: 'SMS', type: 'INCOMING_SMS' },
};
/** States in which the agent is on the interaction: End (or a new call, for telephony) ends it. */
const ENDABLE: ReadonlySet<InteractionStateId> = new Set([
  'dialing',
  'handling',
  'consulting',
  'inConference',
]);
const POSTPONE_UNTIL_PROBLEMS = {
  missing: 'a moment (ms since the epoch) is required for this option',
  past: 'the moment is not in the future',
  tooFar: `the moment is more than ${POSTPONE_UNTIL_MAX_DAYS} days ahead`,
} as const;
/** Service-level goal of the reference centre: answered within 20 s counts as within goal. */
const SERVICE_LEVEL_GOAL_SECONDS = 20;

/** Test support: what the next offer to a user says, instead of generated text. */
export interface OfferContent {
  customerName?: string | undefined;
  subject?: string | undefined;
  body?: string | undefined;
  message?: string | undefined;
}

export function createLifecycle(core: InteractionCore) {
  const bySim = new Map<string, InteractionRecord>();
  const simKey = (agentId: string, simId: string) => `${agentId}|${simId}`;
  const nextContent = new Map<string, OfferContent>();

  function onOffered(offer: SimOfferEvent): void {
    const profile = core.deps.users.findProfile(offer.agentId);
    if (profile === null) return;
    const { mediaType, type } = MEDIA[offer.media];
    const content = nextContent.get(profile.userId);
    nextContent.delete(profile.userId);
    const picked = pickCustomer(core.random, core.crmContacts());
    const customer =
      content?.customerName === undefined
        ? picked
        : { ...picked, contactId: null, fullName: content.customerName };
    const at = core.now();
    const rec = createRecord({
      interactionId: core.newId('int'),
      ownerId: profile.userId,
      agentName: profile.displayName,
      mediaType,
      type,
      state: 'offered',
      businessProcessId: offer.businessProcessId,
      businessProcessName:
        core.deps.businessProcessName(offer.businessProcessId) ?? offer.businessProcessId,
      customer,
      origin: mediaType === 'EMAIL' || mediaType === 'CHAT' ? customer.email : customer.phone,
      destination: offer.businessProcessId,
      noAnswerTimeoutSeconds: offer.noAnswerTimeoutMs / 1000,
      entryTime: Math.min(offer.at, at),
      now: at,
      simInteractionId: offer.interactionId,
      recordingEnabled: mediaType === 'TELEPHONY' && profile.alwaysRecord,
      mainElementState: 'activating',
    });
    if (mediaType === 'EMAIL') attachIncomingEmail(core, rec);
    const incoming = rec.ix.email?.incomingEmailData;
    if (incoming && content?.subject !== undefined) incoming.subject = content.subject;
    if (incoming && content?.body !== undefined) incoming.body = content.body;
    core.add(rec);
    bySim.set(simKey(profile.userId, offer.interactionId), rec);
    core.emitInteraction(rec, 'offered');
    if (rec.ix.email !== null)
      core.deps.emit(rec.ownerId, 'email', {
        t: at,
        interactionId: rec.ix.interactionId,
        eventType: 'received',
        email: structuredClone(rec.ix.email),
      });
    if (mediaType === 'CHAT' || mediaType === 'SMS')
      openCustomerConversation(core, rec, content?.message);
  }

  /** The simulator's offers to real agents: new interactions, and the ones it took back. */
  function onSimOffer(offer: SimOfferEvent): void {
    if (offer.kind === 'offered') return onOffered(offer);
    const key = simKey(offer.agentId, offer.interactionId);
    const rec = bySim.get(key);
    bySim.delete(key);
    if (
      rec === undefined ||
      core.records.get(rec.ix.interactionId) !== rec ||
      rec.ix.interactionStateId !== 'offered'
    )
      return;
    core.drop(rec, offer.kind === 'missed' ? 'missed' : 'canceled');
  }

  function accept(agentId: string, interactionId: string): InteractionRecord {
    const rec = core.own(agentId, interactionId);
    core.requireState(rec, ['offered', 'preview'], 'accept');
    const result = core.simAction(rec, 'accept');
    if (result !== null && !result.ok) {
      // the simulator already took it back (missed or abandoned in the same instant)
      core.drop(rec, 'missed');
      throw new HttpError(409, `Cannot accept: the offer is no longer available (${result.error})`);
    }
    if (rec.ix.interactionMediaType === 'TELEPHONY') endOtherTelephony(rec);
    const at = core.now();
    const ix = rec.ix;
    setState(rec, 'handling', at);
    ix.timing.startTime = at;
    ix.timing.directCallAnsweredAt = at;
    ix.timing.answeredWithinGoalTime =
      (at - ix.timing.entryTime) / 1000 <= SERVICE_LEVEL_GOAL_SECONDS;
    const main = core.mainElement(rec);
    if (!isElementEnded(main.elementStateId)) setElementState(main, 'active', at);
    core.emitInteraction(rec, 'accepted');
    core.emitElement(rec, main);
    const peer = core.peerOf(rec);
    if (peer !== null) {
      // the consult requestor or the caller of an internal call: their leg to this agent is now live
      const leg = peer.ix.elements.find(
        (e) => e.receptor.id === agentId && !isElementEnded(e.elementStateId),
      );
      if (leg !== undefined) {
        setElementState(leg, 'active', at);
        core.emitElement(peer, leg);
      }
      if (peer.ix.interactionStateId === 'dialing') {
        setState(peer, 'handling', at);
        peer.ix.timing.startTime = at;
        peer.ix.timing.directCallAnsweredAt = at;
      }
      core.emitInteraction(peer, 'updated');
    }
    return rec;
  }

  /**
   * A new telephony interaction ends any other active telephony interaction (agent-desktop §4):
   * each goes to wrap-up as if the agent had hung up (a consult leg they answered simply ends),
   * so every tab sees it leave the call the same way. The desk asks the agent first.
   */
  function endOtherTelephony(accepted: InteractionRecord): void {
    endTelephonyOf(accepted.ownerId, accepted);
  }

  /** Ends the agent's active telephony but `except`: before a call they accept or start. */
  function endTelephonyOf(ownerId: string, except: InteractionRecord | null): void {
    const others = [...core.records.values()].filter(
      (r) =>
        r !== except &&
        r.ownerId === ownerId &&
        r.ix.interactionMediaType === 'TELEPHONY' &&
        ENDABLE.has(r.ix.interactionStateId),
    );
    for (const other of others) endActive(other);
  }

  /** The agent's part ends: the peer's leg is released, then wrap-up (a consult leg simply leaves). */
  function endActive(rec: InteractionRecord): void {
    releasePeer(rec, 'closed');
    if (rec.role === 'consultReceiver') core.drop(rec, 'handled');
    else core.enterWrapUp(rec);
  }

  /** A peer's leg ended without them: the requestor goes back to handling, a caller ends. */
  function releasePeer(
    rec: InteractionRecord,
    legState: 'noAnswer' | 'closed',
    declined = false,
  ): void {
    const peer = core.peerOf(rec);
    rec.peer = null;
    if (peer === null) return;
    peer.peer = null;
    const at = core.now();
    for (const leg of peer.ix.elements) {
      if (leg.receptor.id !== rec.ownerId || isElementEnded(leg.elementStateId)) continue;
      // a colleague who declined did answer: the other side reads that, not No answer
      if (declined)
        core.systemMessage(peer, leg, 'declinedByColleague', `${leg.receptor.name} declined`);
      setElementState(leg, legState, at);
      core.emitElement(peer, leg);
    }
    if (
      peer.ix.interactionStateId === 'consulting' ||
      peer.ix.interactionStateId === 'inConference'
    ) {
      peer.ix.consult = { requestor: null, receiver: null };
      peer.ix.isConference = false;
      const main = core.mainElement(peer);
      if (
        main.elementStateId === 'diverted' ||
        main.elementStateId === 'conferenced' ||
        main.elementStateId === 'conferencedDiverted'
      ) {
        setElementState(main, 'active', at);
        core.emitElement(peer, main);
      }
      setState(peer, 'handling', at);
      core.emitInteraction(peer, 'conferenceStopped');
    } else if (
      peer.role === 'main' &&
      (peer.ix.interactionType === 'INTERNAL_CALL' ||
        peer.ix.interactionType === 'INTERNAL_CHAT' ||
        peer.ix.interactionType === 'DIRECT_INCOMING_CALL')
    ) {
      if (peer.ix.interactionStateId === 'handling' || peer.ix.interactionStateId === 'dialing')
        core.enterWrapUp(peer);
    } else if (peer.role === 'consultReceiver') {
      core.drop(peer, 'handled');
    }
  }

  function decline(agentId: string, interactionId: string): void {
    const rec = core.own(agentId, interactionId);
    core.requireState(rec, ['offered', 'preview'], 'decline');
    core.simAction(rec, 'decline');
    releasePeer(rec, 'closed', true);
    core.drop(rec, 'rejected', 'declined');
  }

  /** Ends the agent's part (to wrap-up); in wrap-up, ends the wrap-up (to history). */
  function end(agentId: string, interactionId: string): void {
    const rec = core.own(agentId, interactionId);
    const ix = rec.ix;
    if (ix.interactionStateId === 'wrapUp') {
      if (ix.disposition.dispositionCodeMandatory && ix.disposition.dispositionCodeId === null) {
        throw new HttpError(
          409,
          'Cannot end the wrap-up: a disposition code is required for this business process',
        );
      }
      core.complete(rec, 'handled', 'movedToHistory');
      return;
    }
    core.requireState(rec, [...ENDABLE], 'end');
    endActive(rec);
  }

  function postpone(
    agentId: string,
    interactionId: string,
    postponeOptionId: string,
    postponeUntil?: number,
  ): void {
    const rec = core.own(agentId, interactionId);
    if (rec.ix.interactionMediaType !== 'EMAIL')
      throw new HttpError(409, 'Cannot postpone: only emails can be postponed');
    core.requireState(rec, ['offered', 'handling'], 'postpone');
    const option = POSTPONE_OPTIONS.find((o) => o.id === postponeOptionId);
    if (option === undefined)
      throw new HttpError(
        400,
        `postponeOptionId: unknown option ${postponeOptionId}`,
        'postponeOptionId',
      );
    let delayMs = option.delayMs;
    if (delayMs === null) {
      const problem = checkPostponeUntil(postponeUntil ?? null, core.now());
      if (problem !== null)
        throw new HttpError(
          400,
          `postponeUntil: ${POSTPONE_UNTIL_PROBLEMS[problem]}`,
          'postponeUntil',
        );
      delayMs = (postponeUntil ?? 0) - core.now();
    } else if (postponeUntil !== undefined) {
      throw new HttpError(
        400,
        `postponeUntil: only the ${POSTPONE_UNTIL_OPTION_ID} option takes a moment`,
        'postponeUntil',
      );
    }
    if (rec.ix.interactionStateId === 'offered') core.simAction(rec, 'accept');
    core.simAction(rec, 'end');
    core.simAction(rec, 'complete');
    core.drop(rec, rec.ix.interactionStateId === 'offered' ? 'canceled' : 'handled', 'postponed');
    // offered again to the same agent once the delay is over (no longer routed by the simulator)
    core.deps.queue.after(delayMs, () => {
      const again = structuredClone(rec.ix);
      const copy: InteractionRecord = {
        ...rec,
        ix: again,
        simInteractionId: null,
        timers: new Set(),
        peer: null,
      };
      copy.ix.noAnswerTimeout = 0;
      for (const element of copy.ix.elements) setElementState(element, 'activating', core.now());
      setState(copy, 'offered', core.now());
      core.add(copy);
      core.emitInteraction(copy, 'offered');
    });
  }

  function setPendingStatus(
    agentId: string,
    interactionId: string,
    pendingStatus: 'delegateToSupervisor' | 'cancel',
    remark: string | undefined,
  ): void {
    const rec = core.own(agentId, interactionId);
    core.requireState(
      rec,
      ['handling', 'wrapUp'],
      pendingStatus === 'cancel' ? 'cancel' : 'delegate to a supervisor',
    );
    if (remark !== undefined && remark.trim() !== '') {
      const at = core.now();
      core.persist('a remark', () =>
        core.repos.notes.addRemark(interactionId, agentId, remark, at),
      );
      rec.ix.crm.remarks.push(remark);
    }
    releasePeer(rec, 'closed');
    if (pendingStatus === 'delegateToSupervisor') {
      core.complete(rec, 'delegatedToSupervisor', 'delegatedToSupervisor');
      return;
    }
    const email = rec.ix.email;
    if (email?.outgoingEmailData) {
      email.outgoingEmailData.canceled = true;
      core.deps.emit(rec.ownerId, 'email', {
        t: core.now(),
        interactionId,
        eventType: 'canceled',
        email: structuredClone(email),
      });
    }
    core.complete(rec, 'canceled', 'movedToHistory');
  }

  return {
    /** Test support: the next offer to this user carries this content. */
    setNextOfferContent: (agentId: string, content: OfferContent) =>
      void nextContent.set(agentId, content),
    onSimOffer,
    accept,
    decline,
    end,
    postpone,
    setPendingStatus,
    releasePeer,
    endTelephonyOf,
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
