/**
 * Consult, conference and transfer (agent-desktop §4). A target uri naming another
 * registered agent reaches that agent as an offer; anything else is an external party.
 */
import type { UserProfile } from '../../src/protocol/api';
import { externalTransferUri } from '../../src/domain/transfer-target';
import { badRequest, HttpError } from '../http/errors';
import { CONSULTED_CALL_HANDLING } from '../../src/domain/consult-view';
import type { InteractionCore } from './interaction-core';
import {
  createRecord,
  customerReceptor,
  isElementEnded,
  mainElement,
  newElement,
  setElementState,
  setState,
  type InteractionRecord,
} from './interaction-record';

/** An external party picks up a consult this long after it was dialled. */
const EXTERNAL_ANSWER_DELAY_MS = 2_000;
/** A transferred interaction waits this long for the target agent before it counts as missed. */
const TRANSFER_NO_ANSWER_TIMEOUT_SECONDS = 30;

type Target = { kind: 'agent'; profile: UserProfile } | { kind: 'external'; uri: string };

export function createConsultTransfer(core: InteractionCore) {
  /**
   * "user-2", "agent2", "agent:user-2", "sip:agent2@pbx" name an agent; otherwise the uri must
   * be a phone number or a SIP address (the desk's rule, src/domain/transfer-target.ts), else
   * 400: nothing is dialled or moved for a target that cannot be reached.
   */
  function resolve(agentId: string, uri: string, field = 'uri'): Target {
    const bare = uri
      .trim()
      .replace(/^(agent|sips?|user):/i, '')
      .replace(/@.*$/, '');
    const profile =
      bare === ''
        ? null
        : (core.deps.users.findProfile(bare) ?? core.deps.users.findByUsername(bare));
    if (profile !== null && !profile.isWallboard) {
      if (profile.userId === agentId)
        throw new HttpError(409, 'Cannot consult or transfer to yourself');
      if (!core.deps.isAgentAvailable(profile.userId))
        throw new HttpError(409, `Agent ${profile.displayName} is not logged in`);
      return { kind: 'agent', profile };
    }
    const external = externalTransferUri(uri);
    if (external === null)
      throw badRequest(
        field,
        `"${uri.trim().slice(0, 80)}" is not a phone number, a SIP address or a logged-in agent`,
      );
    return { kind: 'external', uri: external.uri };
  }

  const consultLeg = (rec: InteractionRecord) =>
    rec.ix.elements.find((e) => e.handlingType === 'consult' && !isElementEnded(e.elementStateId));

  function agentParty(profile: { userId: string; displayName: string }) {
    return { id: profile.userId, name: profile.displayName, endPoint: profile.userId };
  }

  function consult(agentId: string, interactionId: string, uri: string): void {
    const rec = core.own(agentId, interactionId);
    if (rec.role === 'consultReceiver')
      throw new HttpError(409, 'Cannot consult: you are the consulted agent');
    if (rec.ix.interactionMediaType !== 'TELEPHONY' && rec.ix.interactionMediaType !== 'CHAT')
      throw new HttpError(409, 'Cannot consult: only calls and chats');
    core.requireState(rec, ['handling'], 'consult');
    const target = resolve(agentId, uri);
    const at = core.now();
    const requestor = { id: agentId, name: core.agentName(agentId), endPoint: agentId };
    const main = mainElement(rec);
    if (rec.ix.interactionMediaType === 'TELEPHONY' && main.elementStateId === 'active') {
      setElementState(main, 'diverted', at);
      core.emitElement(rec, main);
    }
    if (target.kind === 'agent') {
      const receiver = { ...agentParty(target.profile), type: 'agent' as const };
      const leg = newElement(rec, {
        state: 'activating',
        handlingType: 'consult',
        origin: agentId,
        now: at,
        recordingEnabled: false,
        receptor: {
          type: 'agent',
          id: target.profile.userId,
          name: target.profile.displayName,
          email: target.profile.email,
          endPoint: target.profile.userId,
          contactType: target.profile.isSupervisor ? 'supervisor' : 'agent',
        },
      });
      const offer = createRecord({
        interactionId: core.newId('int'),
        ownerId: target.profile.userId,
        agentName: target.profile.displayName,
        mediaType: rec.ix.interactionMediaType,
        type: rec.ix.interactionType,
        state: 'offered',
        businessProcessId: rec.ix.routing.businessProcessId,
        businessProcessName: rec.ix.routing.businessProcessName,
        customer: rec.customer,
        origin: agentId,
        destination: target.profile.userId,
        noAnswerTimeoutSeconds: 0,
        receptor: {
          type: 'agent',
          id: agentId,
          name: requestor.name,
          email: null,
          endPoint: agentId,
          contactType: 'agent',
        },
        entryTime: at,
        now: at,
        simInteractionId: null,
        role: 'consultReceiver',
        recordingEnabled: false,
        mainElementState: 'activating',
      });
      offer.ix.consult = { requestor, receiver };
      // both legs on the consulted agent's side too: the customer's, as the requestor holds it
      newElement(offer, {
        state: main.elementStateId,
        receptor: customerReceptor(rec.customer, rec.ix.interactionMediaType),
        handlingType: CONSULTED_CALL_HANDLING,
        origin: interactionId,
        now: at,
        recordingEnabled: false,
      });
      offer.peer = { ownerId: agentId, interactionId };
      rec.peer = { ownerId: target.profile.userId, interactionId: offer.ix.interactionId };
      rec.ix.consult = { requestor, receiver };
      setState(rec, 'consulting', at);
      core.emitElement(rec, leg);
      core.emitInteraction(rec, 'consultRequested');
      core.add(offer);
      core.emitInteraction(offer, 'offered');
      return;
    }
    const leg = newElement(rec, {
      state: 'activating',
      handlingType: 'consult',
      origin: agentId,
      now: at,
      recordingEnabled: false,
      receptor: {
        type: 'external',
        id: '',
        name: target.uri,
        email: null,
        endPoint: target.uri,
        contactType: 'other',
      },
    });
    rec.ix.consult = {
      requestor,
      receiver: { id: '', name: target.uri, endPoint: target.uri, type: 'external' },
    };
    setState(rec, 'consulting', at);
    core.emitElement(rec, leg);
    core.emitInteraction(rec, 'consultRequested');
    core.schedule(rec, EXTERNAL_ANSWER_DELAY_MS, () => {
      if (leg.elementStateId !== 'activating') return;
      setElementState(leg, 'active', core.now());
      core.emitElement(rec, leg);
      core.emitInteraction(rec, 'updated');
    });
  }

  function conferenceStart(agentId: string, interactionId: string): void {
    const rec = core.own(agentId, interactionId);
    core.requireState(rec, ['consulting'], 'start a conference');
    const leg = consultLeg(rec);
    if (leg === undefined || leg.elementStateId !== 'active')
      throw new HttpError(409, 'Cannot start a conference: the consulted party has not answered');
    const at = core.now();
    for (const element of [mainElement(rec), leg]) {
      setElementState(element, 'conferenced', at);
      core.emitElement(rec, element);
    }
    rec.ix.isConference = true;
    setState(rec, 'inConference', at);
    core.emitInteraction(rec, 'conferenceStarted');
    const peer = core.peerOf(rec);
    if (peer !== null) {
      peer.ix.isConference = true;
      setState(peer, 'inConference', at);
      core.emitInteraction(peer, 'conferenceStarted');
    }
  }

  function conferenceStop(agentId: string, interactionId: string): void {
    const rec = core.own(agentId, interactionId);
    if (rec.role === 'consultReceiver')
      throw new HttpError(409, 'Cannot stop the conference: only the agent who started it may');
    core.requireState(rec, ['inConference'], 'stop the conference');
    const at = core.now();
    const leg = consultLeg(rec);
    if (leg !== undefined) {
      setElementState(leg, 'closed', at);
      core.emitElement(rec, leg);
    }
    const main = mainElement(rec);
    setElementState(main, 'active', at);
    core.emitElement(rec, main);
    const peer = core.peerOf(rec);
    rec.peer = null;
    if (peer !== null) {
      peer.peer = null;
      core.drop(peer, 'handled');
    }
    rec.ix.isConference = false;
    rec.ix.consult = { requestor: null, receiver: null };
    setState(rec, 'handling', at);
    core.emitInteraction(rec, 'conferenceStopped');
  }

  /** Gives the interaction to another agent (a new offer for them) or an external party; this agent wraps up. */
  function blindTransfer(rec: InteractionRecord, target: Target): void {
    const at = core.now();
    const from = { name: core.agentName(rec.ownerId), id: rec.ownerId };
    if (target.kind === 'agent') {
      const offer = createRecord({
        interactionId: core.newId('int'),
        ownerId: target.profile.userId,
        agentName: target.profile.displayName,
        mediaType: rec.ix.interactionMediaType,
        type: rec.ix.interactionType,
        state: 'offered',
        businessProcessId: rec.ix.routing.businessProcessId,
        businessProcessName: rec.ix.routing.businessProcessName,
        customer: rec.customer,
        origin: rec.ix.routing.origin,
        destination: target.profile.userId,
        noAnswerTimeoutSeconds: TRANSFER_NO_ANSWER_TIMEOUT_SECONDS,
        entryTime: rec.ix.timing.entryTime,
        now: at,
        simInteractionId: null,
        recordingEnabled:
          rec.ix.interactionMediaType === 'TELEPHONY' && target.profile.alwaysRecord,
        mainElementState: 'activating',
      });
      offer.ix.crm = structuredClone(rec.ix.crm);
      offer.ix.email =
        rec.ix.email === null
          ? null
          : { ...structuredClone(rec.ix.email), interactionId: offer.ix.interactionId };
      offer.ix.transfer = {
        handlerName: from.name,
        handlerId: from.id,
        handlerType: 'agent',
        handlerTypeId: 1,
        endPoint: from.id,
        transferType: 'blindTransfer',
      };
      core.add(offer);
      core.emitInteraction(offer, 'offered');
      core.schedule(offer, TRANSFER_NO_ANSWER_TIMEOUT_SECONDS * 1000, () => {
        if (offer.ix.interactionStateId === 'offered') core.drop(offer, 'missed');
      });
      rec.ix.transfer = {
        handlerName: target.profile.displayName,
        handlerId: target.profile.userId,
        handlerType: 'agent',
        handlerTypeId: 1,
        endPoint: target.profile.userId,
        transferType: 'blindTransfer',
      };
    } else {
      rec.ix.transfer = {
        handlerName: target.uri,
        handlerId: '',
        handlerType: 'external',
        handlerTypeId: 2,
        endPoint: target.uri,
        transferType: 'blindTransfer',
      };
    }
    const main = mainElement(rec);
    setElementState(main, 'forwarded', at);
    core.emitElement(rec, main);
    core.enterWrapUp(rec, 'transferred');
  }

  function transfer(agentId: string, interactionId: string, uri: string): void {
    const rec = core.own(agentId, interactionId);
    // transferable only when not consulting, not in conference and not the consult receiver (§4)
    if (rec.role === 'consultReceiver')
      throw new HttpError(409, 'Cannot transfer: you are the consulted agent');
    core.requireState(rec, ['handling'], 'transfer');
    blindTransfer(rec, resolve(agentId, uri));
  }

  /**
   * Transfers one element: the consult leg of a consult or conference hands the customer to the
   * consulted party (attended transfer); the customer leg is a blind transfer to uri.
   */
  function elementTransfer(
    agentId: string,
    interactionId: string,
    elementId: string,
    uri: string,
  ): void {
    const rec = core.own(agentId, interactionId);
    if (rec.role === 'consultReceiver')
      throw new HttpError(409, 'Cannot transfer: you are the consulted agent');
    const element = core.element(rec, elementId);
    if (element.handlingType !== 'consult') {
      core.requireState(rec, ['handling'], 'transfer');
      if (element !== mainElement(rec))
        throw new HttpError(409, `Cannot transfer element ${elementId}`);
      blindTransfer(rec, resolve(agentId, uri));
      return;
    }
    core.requireState(rec, ['consulting', 'inConference'], 'transfer to the consulted party');
    if (element.elementStateId !== 'active' && element.elementStateId !== 'conferenced') {
      throw new HttpError(409, 'Cannot transfer: the consulted party has not answered');
    }
    const at = core.now();
    const peer = core.peerOf(rec);
    const handler = {
      handlerName: core.agentName(agentId),
      handlerId: agentId,
      handlerType: 'agent' as const,
      handlerTypeId: 1,
      endPoint: agentId,
      transferType: 'attendedTransfer' as const,
    };
    if (peer !== null) {
      peer.role = 'main';
      peer.peer = null;
      rec.peer = null;
      peer.ix.consult = { requestor: null, receiver: null };
      peer.ix.isConference = false;
      peer.ix.transfer = handler;
      peer.ix.crm = structuredClone(rec.ix.crm);
      peer.ix.email =
        rec.ix.email === null
          ? null
          : { ...structuredClone(rec.ix.email), interactionId: peer.ix.interactionId };
      for (const mirror of peer.ix.elements.filter(
        (e) => e.handlingType === CONSULTED_CALL_HANDLING && !isElementEnded(e.elementStateId),
      )) {
        setElementState(mirror, 'closed', at);
        core.emitElement(peer, mirror);
      }
      const peerMain = mainElement(peer);
      peerMain.receptor = customerReceptor(rec.customer, rec.ix.interactionMediaType);
      setElementState(peerMain, 'active', at);
      setState(peer, 'handling', at);
      core.emitElement(peer, peerMain);
      core.emitInteraction(peer, 'transferred');
      rec.ix.transfer = {
        ...handler,
        handlerName: peer.ix.routing.agentName,
        handlerId: peer.ownerId,
        endPoint: peer.ownerId,
      };
    } else {
      rec.ix.transfer = {
        ...handler,
        handlerName: element.receptor.name,
        handlerId: '',
        handlerType: 'external',
        handlerTypeId: 2,
        endPoint: element.receptor.endPoint,
      };
    }
    const main = mainElement(rec);
    setElementState(main, 'forwarded', at);
    core.emitElement(rec, main);
    setElementState(element, 'closed', at);
    core.emitElement(rec, element);
    rec.ix.consult = { requestor: null, receiver: null };
    core.enterWrapUp(rec, 'transferred');
  }

  return { consult, conferenceStart, conferenceStop, transfer, elementTransfer, resolve };
}
export type ConsultTransfer = ReturnType<typeof createConsultTransfer>;
