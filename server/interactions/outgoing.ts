/** Interactions the agent starts: calls, internal chats, emails, SMS, and callbacks (agent-desktop §7). */
import type { UserProfile } from '../../src/protocol/api';
import type { CallbackRecord } from '../../src/protocol/interaction-api';
import type { InteractionMediaType, InteractionType } from '../../src/protocol/interaction-events';
import { badRequest, HttpError } from '../http/errors';
import { SMS_DETAILS } from '../reference-data/messaging';
import type { ConsultTransfer } from './consult-transfer';
import type { Customer } from './customers';
import { newDraft } from './email';
import type { InteractionCore } from './interaction-core';
import {
  createRecord,
  mainElement,
  setElementState,
  setState,
  type InteractionRecord,
} from './interaction-record';

/** A dialled external number answers after this (ms): long enough to see the dialing state. */
const DIAL_ANSWER_DELAY_MS = 3_000;
/** An internal call or chat rings the other agent this long before it counts as missed. */
const INTERNAL_NO_ANSWER_TIMEOUT_SECONDS = 30;

export interface StartRequest {
  destination?: string | undefined;
  businessProcessId?: string | undefined;
  contactId?: string | undefined;
  message?: string | undefined;
  subject?: string | undefined;
}

export function createOutgoing(
  core: InteractionCore,
  transfers: ConsultTransfer,
  send: (
    agentId: string,
    interactionId: string,
    elementId: string,
    text: string,
    medium: 'CHAT' | 'SMS',
  ) => void,
  /** Ends the agent's active calls: a new call ends any other (agent-desktop §4). */
  endCalls: (agentId: string) => void,
) {
  function profileOf(agentId: string): UserProfile {
    const profile = core.deps.users.findProfile(agentId);
    if (profile === null) throw new HttpError(403, 'Unknown agent');
    return profile;
  }

  function businessProcess(
    profile: UserProfile,
    requested: string | undefined,
  ): { id: string; name: string } {
    const id = requested ?? profile.assignedBusinessProcessIds[0] ?? 'bp-1';
    const name = core.deps.businessProcessName(id);
    if (name === null) throw badRequest('businessProcessId', `unknown business process ${id}`);
    return { id, name };
  }

  /**
   * The business process an outgoing call, email, SMS or callback goes out on: an agent only
   * works the ones assigned to them (403 otherwise); a supervisor oversees them all.
   */
  function ownBusinessProcess(
    profile: UserProfile,
    requested: string | undefined,
  ): { id: string; name: string } {
    const bp = businessProcess(profile, requested);
    if (!profile.isSupervisor && !profile.assignedBusinessProcessIds.includes(bp.id)) {
      throw new HttpError(403, `Business process ${bp.id} is not assigned to you`);
    }
    return bp;
  }

  async function customerFor(
    destination: string,
    contactId: string | undefined,
    media: InteractionMediaType,
  ): Promise<Customer> {
    const contact =
      contactId !== undefined
        ? await core.repos.contacts.find(contactId)
        : media === 'EMAIL'
          ? await core.repos.contacts.findByEmail(destination)
          : await core.repos.contacts.findByPhone(destination);
    if (contactId !== undefined && contact === null)
      throw new HttpError(404, `Contact ${contactId} not found`);
    if (contact !== null) {
      return {
        contactId: contact.id,
        fullName: contact.name,
        email: contact.email,
        phone: media === 'EMAIL' ? contact.phone1 : destination || contact.phone1 || contact.mobile,
      };
    }
    return {
      contactId: null,
      fullName: destination,
      email: media === 'EMAIL' ? destination : '',
      phone: media === 'EMAIL' ? '' : destination,
    };
  }

  function start(
    profile: UserProfile,
    input: {
      mediaType: InteractionMediaType;
      type: InteractionType;
      state: 'dialing' | 'handling';
      bp: { id: string; name: string };
      customer: Customer;
      destination: string;
      elementState: 'activating' | 'active' | 'created';
    },
  ): InteractionRecord {
    const at = core.now();
    const rec = createRecord({
      interactionId: core.newId('int'),
      ownerId: profile.userId,
      agentName: profile.displayName,
      mediaType: input.mediaType,
      type: input.type,
      state: input.state,
      businessProcessId: input.bp.id,
      businessProcessName: input.bp.name,
      customer: input.customer,
      origin: profile.userId,
      destination: input.destination,
      noAnswerTimeoutSeconds: 0,
      entryTime: at,
      now: at,
      simInteractionId: null,
      recordingEnabled: input.mediaType === 'TELEPHONY' && profile.alwaysRecord,
      mainElementState: input.elementState,
    });
    rec.ix.routing.remoteParty = input.destination;
    if (input.state === 'handling') {
      rec.ix.timing.startTime = at;
      rec.ix.timing.directCallAnsweredAt = at;
    }
    core.add(rec);
    core.emitInteraction(rec, 'created');
    return rec;
  }

  function answerAfterDelay(rec: InteractionRecord): void {
    core.schedule(rec, DIAL_ANSWER_DELAY_MS, () => {
      if (rec.ix.interactionStateId !== 'dialing') return;
      const at = core.now();
      const main = mainElement(rec);
      setElementState(main, 'active', at);
      setState(rec, 'handling', at);
      rec.ix.timing.startTime = at;
      rec.ix.timing.directCallAnsweredAt = at;
      core.emitElement(rec, main);
      core.emitInteraction(rec, 'updated');
    });
  }

  /** The other agent's side of an internal call or chat, linked both ways. */
  function offerToAgent(
    caller: InteractionRecord,
    callerProfile: UserProfile,
    target: UserProfile,
    type: InteractionType,
  ): InteractionRecord {
    const at = core.now();
    const offer = createRecord({
      interactionId: core.newId('int'),
      ownerId: target.userId,
      agentName: target.displayName,
      mediaType: caller.ix.interactionMediaType,
      type,
      state: 'offered',
      businessProcessId: caller.ix.routing.businessProcessId,
      businessProcessName: caller.ix.routing.businessProcessName,
      customer: {
        contactId: null,
        fullName: callerProfile.displayName,
        email: callerProfile.email,
        phone: callerProfile.userId,
      },
      receptor: {
        type: 'agent',
        id: callerProfile.userId,
        name: callerProfile.displayName,
        email: callerProfile.email,
        endPoint: callerProfile.userId,
        contactType: callerProfile.isSupervisor ? 'supervisor' : 'agent',
      },
      origin: callerProfile.userId,
      destination: target.userId,
      noAnswerTimeoutSeconds: INTERNAL_NO_ANSWER_TIMEOUT_SECONDS,
      entryTime: at,
      now: at,
      simInteractionId: null,
      recordingEnabled: false,
      mainElementState: 'activating',
    });
    const callerLeg = mainElement(caller);
    callerLeg.receptor = {
      type: 'agent',
      id: target.userId,
      name: target.displayName,
      email: target.email,
      endPoint: target.userId,
      contactType: target.isSupervisor ? 'supervisor' : 'agent',
    };
    offer.peer = { ownerId: caller.ownerId, interactionId: caller.ix.interactionId };
    caller.peer = { ownerId: target.userId, interactionId: offer.ix.interactionId };
    core.add(offer);
    core.emitInteraction(offer, 'offered');
    core.schedule(offer, INTERNAL_NO_ANSWER_TIMEOUT_SECONDS * 1000, () => {
      if (offer.ix.interactionStateId !== 'offered') return;
      core.drop(offer, 'missed');
      caller.peer = null;
      setElementState(callerLeg, 'noAnswer', core.now());
      core.emitElement(caller, callerLeg);
      if (caller.ix.interactionStateId === 'dialing' || caller.ix.interactionStateId === 'handling')
        core.enterWrapUp(caller);
    });
    return offer;
  }

  async function dial(agentId: string, req: StartRequest): Promise<InteractionRecord> {
    const profile = profileOf(agentId);
    const destination = req.destination ?? '';
    const bp = ownBusinessProcess(profile, req.businessProcessId);
    const target = transfers.resolve(agentId, destination, 'destination');
    // checked first, ended next: a refused number leaves the current call as it was, and the
    // ended calls' events go out before the new one, so no tab shows two live calls
    endCalls(agentId);
    if (target.kind === 'agent') {
      const caller = start(profile, {
        mediaType: 'TELEPHONY',
        type: 'INTERNAL_CALL',
        state: 'dialing',
        bp,
        destination: target.profile.userId,
        elementState: 'activating',
        customer: {
          contactId: null,
          fullName: target.profile.displayName,
          email: target.profile.email,
          phone: target.profile.userId,
        },
      });
      offerToAgent(caller, profile, target.profile, 'DIRECT_INCOMING_CALL');
      return caller;
    }
    const rec = start(profile, {
      mediaType: 'TELEPHONY',
      type: 'EXTERNAL_CALL',
      state: 'dialing',
      bp,
      destination,
      elementState: 'activating',
      customer: await customerFor(destination, req.contactId, 'TELEPHONY'),
    });
    answerAfterDelay(rec);
    return rec;
  }

  function chat(agentId: string, req: StartRequest): InteractionRecord {
    const profile = profileOf(agentId);
    const noAgent = new HttpError(
      404,
      `No logged-in agent matches ${req.destination ?? ''}: chats are started with agents`,
    );
    let target: ReturnType<ConsultTransfer['resolve']>;
    try {
      target = transfers.resolve(agentId, req.destination ?? '', 'destination');
    } catch (error) {
      throw error instanceof HttpError && error.statusCode === 400 ? noAgent : error;
    }
    if (target.kind !== 'agent') throw noAgent;
    const bp = businessProcess(profile, req.businessProcessId);
    const caller = start(profile, {
      mediaType: 'CHAT',
      type: 'INTERNAL_CHAT',
      state: 'handling',
      bp,
      destination: target.profile.userId,
      elementState: 'active',
      customer: {
        contactId: null,
        fullName: target.profile.displayName,
        email: target.profile.email,
        phone: target.profile.userId,
      },
    });
    offerToAgent(caller, profile, target.profile, 'INTERNAL_CHAT');
    if (req.message !== undefined && req.message !== '')
      send(agentId, caller.ix.interactionId, mainElement(caller).elementId, req.message, 'CHAT');
    return caller;
  }

  async function email(agentId: string, req: StartRequest): Promise<InteractionRecord> {
    const profile = profileOf(agentId);
    const bp = ownBusinessProcess(profile, req.businessProcessId);
    const to = req.destination ?? '';
    const rec = start(profile, {
      mediaType: 'EMAIL',
      type: 'OUTGOING_EMAIL',
      state: 'handling',
      bp,
      destination: to,
      elementState: 'created',
      customer: await customerFor(to, req.contactId, 'EMAIL'),
    });
    rec.ix.email = {
      interactionId: rec.ix.interactionId,
      contactId: rec.ix.crm.contactId,
      incomingEmailData: null,
      outgoingEmailData: newDraft(core, rec, to, req.subject ?? ''),
    };
    core.deps.emit(agentId, 'email', {
      t: core.now(),
      interactionId: rec.ix.interactionId,
      eventType: 'replyStarted',
      email: structuredClone(rec.ix.email),
    });
    return rec;
  }

  async function sms(agentId: string, req: StartRequest): Promise<InteractionRecord> {
    const profile = profileOf(agentId);
    const destination = req.destination ?? '';
    if (!/^\+?[0-9]{3,20}$/.test(destination))
      throw badRequest('destination', 'a phone number is required for SMS');
    const bp = ownBusinessProcess(profile, req.businessProcessId);
    const rec = start(profile, {
      mediaType: 'SMS',
      type: 'OUTGOING_SMS',
      state: 'handling',
      bp,
      destination,
      elementState: 'active',
      customer: await customerFor(destination, req.contactId, 'SMS'),
    });
    // the business process's sender number is the agent side of the SMS history
    rec.ix.routing.destination =
      SMS_DETAILS.senderNumbers.find((n) => n.businessProcessId === bp.id)?.number ?? bp.id;
    if (req.message !== undefined && req.message !== '')
      send(agentId, rec.ix.interactionId, mainElement(rec).elementId, req.message, 'SMS');
    return rec;
  }

  async function scheduleCallback(
    agentId: string,
    input: Omit<CallbackRecord, 'callbackId' | 'handledAt' | 'agentId'>,
  ): Promise<CallbackRecord> {
    const profile = profileOf(agentId);
    ownBusinessProcess(profile, input.businessProcessId);
    if (input.contactId !== null && (await core.repos.contacts.find(input.contactId)) === null)
      throw new HttpError(404, `Contact ${input.contactId} not found`);
    const callback = await core.repos.callbacks.add({ ...input, agentId }, core.now());
    core.deps.sim.addAgentCallback({
      callbackId: callback.callbackId,
      businessProcessId: callback.businessProcessId,
      agentId,
      agentName: core.agentName(agentId),
      destination: callback.phoneNumber,
      requestedAt: core.now(),
      dueAt: callback.scheduledAt,
    });
    return callback;
  }

  async function handleCallbackNow(
    agentId: string,
    callbackId: string,
  ): Promise<InteractionRecord> {
    const callback = await core.repos.callbacks.find(callbackId);
    if (callback === null) throw new HttpError(404, `Callback ${callbackId} not found`);
    if (callback.agentId !== agentId)
      throw new HttpError(403, 'Only the agent who scheduled this callback may handle it');
    const alreadyHandled = new HttpError(409, 'Cannot handle the callback: it was already handled');
    if (callback.handledAt !== null) throw alreadyHandled;
    const profile = profileOf(agentId);
    const bp = ownBusinessProcess(profile, callback.businessProcessId);
    const customer = await customerFor(
      callback.phoneNumber,
      callback.contactId ?? undefined,
      'TELEPHONY',
    );
    // two calls at once: the one whose update lands handles it
    if (!(await core.repos.callbacks.markHandled(callbackId, core.now()))) throw alreadyHandled;
    endCalls(agentId);
    core.deps.sim.removeAgentCallback(callbackId);
    const rec = start(profile, {
      mediaType: 'TELEPHONY',
      type: 'CALLBACK_TELEPHONY',
      state: 'dialing',
      bp,
      destination: callback.phoneNumber,
      elementState: 'activating',
      customer,
    });
    answerAfterDelay(rec);
    return rec;
  }

  return { dial, chat, email, sms, scheduleCallback, handleCallbackNow };
}
