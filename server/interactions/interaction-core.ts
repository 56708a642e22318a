/**
 * Shared machinery of the interaction store: the records, emitting, ownership and state
 * checks, scheduled work, wrap-up and completion into history. The operation modules
 * (lifecycle, elements, messaging, email, outgoing, data) build on it.
 */
import { randomUUID } from 'node:crypto';
import type { UserProfile } from '../../src/protocol/api';
import type { Contact, InteractionHistoryEntry } from '../../src/protocol/interaction-api';
import type { ServerEventName, ServerEventPayload } from '../../src/protocol/events';
import type {
  ConversationMessage,
  InteractionElement,
  InteractionEventType,
  InteractionStateId,
} from '../../src/protocol/interaction-events';
import { createCallbacksRepository } from '../db/callbacks-repository';
import { createContactNotesRepository } from '../db/contact-notes-repository';
import { createContactsRepository } from '../db/contacts-repository';
import { createConversationMessagesRepository } from '../db/conversation-messages-repository';
import { createDispositionUsageRepository } from '../db/disposition-usage-repository';
import { createEmailAttachmentsRepository } from '../db/email-attachments-repository';
import { createInteractionHistoryRepository } from '../db/interaction-history-repository';
import type { Db } from '../db/store';
import { HttpError } from '../http/errors';
import type { AgentCallback } from '../sim/agent-callbacks';
import type { ExternalAgentAction, SimCommandResult } from '../sim/commands';
import { ownWorkState, type OwnWork } from '../../src/domain/agent-own-work';
import { CONSULTED_CALL_HANDLING } from '../../src/domain/consult-view';
import { findDispositionCode, NOT_SELECTED_TIMEOUT_CODE } from './dispositions';
import type { DueQueue } from './due-queue';
import {
  isElementEnded,
  mainElement,
  setElementState,
  setState,
  type InteractionRecord,
} from './interaction-record';
import { createSeededRandom, type SeededRandom } from './seeded-random';

export type Emit = <N extends ServerEventName>(
  userId: string,
  event: N,
  payload: ServerEventPayload<N>,
) => void;

export interface InteractionDeps {
  db: Db;
  now: () => number;
  emit: Emit;
  sim: {
    externalAgentAction(
      agentId: string,
      interactionId: string,
      action: ExternalAgentAction,
    ): SimCommandResult;
    setExternalOwnWork(agentId: string, ownWork: OwnWork): SimCommandResult;
    /** A scheduled callback shows in its business process's callback queue until handled. */
    addAgentCallback(callback: AgentCallback): void;
    removeAgentCallback(callbackId: string): void;
  };
  users: {
    findProfile(userId: string): UserProfile | null;
    findByUsername(username: string): UserProfile | null;
  };
  /** Whether the user is registered as an agent now (a consult or transfer can reach them). */
  isAgentAvailable(userId: string): boolean;
  businessProcessName(id: string): string | null;
  queue: DueQueue;
  seed?: number;
  log?: (message: string, error: unknown) => void;
}

/** How old the read-ahead CRM contacts may get before they are read again. */
const CRM_CONTACTS_MAX_AGE_MS = 10_000;

/** Interaction types not kept in history (agent-desktop §4). */
const NOT_IN_HISTORY = new Set(['DIRECT_INCOMING_CALL', 'INTERNAL_CHAT']);

export function createInteractionCore(deps: InteractionDeps) {
  const records = new Map<string, InteractionRecord>();
  const random: SeededRandom = createSeededRandom(deps.seed ?? 20_240_304);
  const repos = {
    contacts: createContactsRepository(deps.db),
    notes: createContactNotesRepository(deps.db),
    history: createInteractionHistoryRepository(deps.db),
    messages: createConversationMessagesRepository(deps.db),
    attachments: createEmailAttachmentsRepository(deps.db),
    callbacks: createCallbacksRepository(deps.db),
    usage: createDispositionUsageRepository(deps.db),
  };
  const now = deps.now;

  // Interactions change state synchronously (offers, timers, calls); what they store (messages,
  // history, disposition usage, remarks) is written in order, one write after another, and
  // every interaction call answers only once the writes queued before it are stored
  // (`settled`), so an acknowledged change survives a crash. A failed write is logged.
  let writeTail: Promise<void> = Promise.resolve();
  const pendingWrites = new Set<Promise<void>>();
  // The CRM customers offers are drawn from, read ahead: an offer arrives in the simulator's
  // synchronous tick. Reloaded now and then, so contacts added meanwhile take part.
  let crmContacts: Contact[] = [];
  let crmContactsReadAt = -Infinity;
  let crmContactsLoading: Promise<void> | null = null;

  const core = {
    deps,
    records,
    random,
    repos,
    now,
    newId: (prefix: string) => `${prefix}-${randomUUID()}`,

    /** Queues a store write behind the ones before it (see above). */
    persist(what: string, write: () => Promise<unknown>): void {
      const done = writeTail.then(async () => {
        await write();
      });
      const forget = () => void pendingWrites.delete(done);
      pendingWrites.add(done);
      done.then(forget, forget);
      writeTail = done.catch((error: unknown) => deps.log?.(`storing ${what} failed`, error));
    },

    /** Reads the CRM contacts offers draw customers from (at start, then as they age). */
    loadCrmContacts(): Promise<void> {
      crmContactsLoading ??= repos.contacts
        .ofType('crm')
        .then((contacts) => {
          crmContacts = contacts;
          crmContactsReadAt = now();
        })
        .finally(() => {
          crmContactsLoading = null;
        });
      return crmContactsLoading;
    },

    /** The CRM contacts as last read; a read older than CRM_CONTACTS_MAX_AGE_MS starts a new one. */
    crmContacts(): readonly Contact[] {
      if (now() - crmContactsReadAt > CRM_CONTACTS_MAX_AGE_MS && crmContactsLoading === null)
        core
          .loadCrmContacts()
          .catch((error: unknown) => deps.log?.('reading the CRM contacts failed', error));
      return crmContacts;
    },

    /** Resolves when every write queued so far is stored; rejects when one of them failed. */
    async settled(): Promise<void> {
      if (pendingWrites.size > 0) await Promise.all([...pendingWrites]);
    },

    agentName(userId: string): string {
      return deps.users.findProfile(userId)?.displayName ?? userId;
    },

    emitInteraction(rec: InteractionRecord, eventType: InteractionEventType): void {
      deps.emit(rec.ownerId, 'interaction', {
        t: now(),
        eventType,
        interaction: structuredClone(rec.ix),
      });
      if (rec.simInteractionId === null) core.syncOwnWork(rec.ownerId);
    },

    /**
     * The agent's state follows the work the simulator did not route (agent-desktop §4): every
     * change to such an interaction passes here, so every tab and the supervisor see it.
     */
    syncOwnWork(agentId: string): void {
      const own = [...records.values()]
        .filter((r) => r.ownerId === agentId && r.simInteractionId === null)
        .map((r) => ({
          interactionType: r.ix.interactionType,
          interactionStateId: r.ix.interactionStateId,
          consultReceiver: r.role === 'consultReceiver',
        }));
      const result = deps.sim.setExternalOwnWork(agentId, ownWorkState(own));
      // supervisors and wallboard users are not in the model: their own work moves no state
      if (!result.ok && result.error !== 'unknownAgent' && result.error !== 'notExternal')
        deps.log?.('own work state refused', result.error);
    },

    emitElement(rec: InteractionRecord, element: InteractionElement): void {
      deps.emit(rec.ownerId, 'element', {
        t: now(),
        interactionId: rec.ix.interactionId,
        element: structuredClone(element),
      });
      core.mirrorToConsultReceiver(rec, element);
    },

    /**
     * A consult shows both legs on both sides: the consulted agent's copy holds the customer
     * leg (CONSULTED_CALL_HANDLING) and their leg to the requestor, each following the
     * requestor's legs (on hold, in conference, ended).
     */
    mirrorToConsultReceiver(rec: InteractionRecord, element: InteractionElement): void {
      if (rec.role !== 'main' || rec.peer === null) return;
      const peer = records.get(rec.peer.interactionId);
      if (peer === undefined || peer.role !== 'consultReceiver') return;
      const target =
        element === mainElement(rec)
          ? peer.ix.elements.find((e) => e.handlingType === CONSULTED_CALL_HANDLING)
          : element.handlingType === 'consult' && element.receptor.id === peer.ownerId
            ? mainElement(peer)
            : undefined;
      if (
        target === undefined ||
        target.elementStateId === element.elementStateId ||
        isElementEnded(target.elementStateId)
      )
        return;
      setElementState(target, element.elementStateId, now());
      deps.emit(peer.ownerId, 'element', {
        t: now(),
        interactionId: peer.ix.interactionId,
        element: structuredClone(target),
      });
    },

    /** The caller's interaction: 404 when unknown, 403 when it belongs to someone else. */
    own(agentId: string, interactionId: string): InteractionRecord {
      const rec = records.get(interactionId);
      if (rec === undefined) throw new HttpError(404, `Interaction ${interactionId} not found`);
      if (rec.ownerId !== agentId)
        throw new HttpError(403, 'Only the agent of this interaction may act on it');
      return rec;
    },

    requireState(
      rec: InteractionRecord,
      allowed: readonly InteractionStateId[],
      action: string,
    ): void {
      const state = rec.ix.interactionStateId;
      if (!allowed.includes(state)) {
        throw new HttpError(
          409,
          `Cannot ${action}: interaction ${rec.ix.interactionId} is ${state} (allowed: ${allowed.join(', ')})`,
        );
      }
    },

    element(rec: InteractionRecord, elementId: string): InteractionElement {
      const element = rec.ix.elements.find((e) => e.elementId === elementId);
      if (element === undefined)
        throw new HttpError(
          404,
          `Element ${elementId} not found in interaction ${rec.ix.interactionId}`,
        );
      return element;
    },

    /** Runs fn after delayMs unless the interaction leaves first. */
    schedule(rec: InteractionRecord, delayMs: number, fn: () => void): void {
      const cancel = deps.queue.after(delayMs, () => {
        rec.timers.delete(cancel);
        if (records.get(rec.ix.interactionId) === rec) fn();
      });
      rec.timers.add(cancel);
    },

    add(rec: InteractionRecord): void {
      records.set(rec.ix.interactionId, rec);
    },

    remove(rec: InteractionRecord): void {
      for (const cancel of rec.timers) cancel();
      rec.timers.clear();
      if (records.get(rec.ix.interactionId) === rec) records.delete(rec.ix.interactionId);
    },

    /** Tells the simulator when it routed this interaction; its refusals are logged, not fatal. */
    simAction(rec: InteractionRecord, action: ExternalAgentAction): SimCommandResult | null {
      if (rec.simInteractionId === null) return null;
      return deps.sim.externalAgentAction(rec.ownerId, rec.simInteractionId, action);
    },

    /** Adds a message to the element's conversation, stores it and tells the owner. */
    addMessage(
      rec: InteractionRecord,
      element: InteractionElement,
      input: {
        type: ConversationMessage['type'];
        originator: ConversationMessage['originator'];
        content: string;
        i18nKey?: string;
        from: string;
        to: string;
      },
    ): ConversationMessage {
      const message: ConversationMessage = {
        messageId: core.newId('msg'),
        type: input.type,
        icon: null,
        originator: input.originator,
        content: input.content,
        timestamp: now(),
        i18nKey: input.i18nKey ?? null,
        from: input.from,
        to: input.to,
      };
      const { interactionId, interactionMediaType } = rec.ix;
      core.persist('a message', () =>
        repos.messages.add(interactionId, element.elementId, interactionMediaType, message),
      );
      deps.emit(rec.ownerId, 'conversation:message', {
        t: now(),
        interactionId: rec.ix.interactionId,
        elementId: element.elementId,
        message,
      });
      return message;
    },

    systemMessage(
      rec: InteractionRecord,
      element: InteractionElement,
      i18nKey: string,
      content: string,
    ): void {
      core.addMessage(rec, element, {
        type: 'system',
        originator: { id: 'system', name: 'System' },
        content,
        i18nKey,
        from: '',
        to: '',
      });
    },

    closeOpenElements(rec: InteractionRecord): void {
      for (const element of rec.ix.elements) {
        if (isElementEnded(element.elementStateId)) continue;
        setElementState(element, 'closed', now());
        core.emitElement(rec, element);
      }
    },

    /** The agent's part is over: elements closed, wrap-up with its timeout, the simulator told. */
    enterWrapUp(rec: InteractionRecord, eventType: InteractionEventType = 'ended'): void {
      const at = now();
      core.closeOpenElements(rec);
      const ix = rec.ix;
      ix.timing.endTime = at;
      const answered = ix.timing.directCallAnsweredAt;
      if (answered !== null) ix.timing.talkTime = Math.max(0, (at - answered) / 1000);
      ix.isConference = false;
      setState(rec, 'wrapUp', at);
      core.simAction(rec, 'end');
      core.schedule(rec, ix.wrapUpTimeout * 1000, () =>
        core.complete(rec, 'handled', 'movedToHistory', true),
      );
      core.emitInteraction(rec, eventType);
    },

    /**
     * Finishes the interaction: final state, history row (except direct calls, internal chats
     * and consult legs), disposition usage, the event, and out of the store.
     */
    complete(
      rec: InteractionRecord,
      final: 'handled' | 'delegatedToSupervisor' | 'canceled',
      eventType: InteractionEventType,
      timedOut = false,
    ): void {
      const at = now();
      const ix = rec.ix;
      if (ix.interactionStateId !== 'wrapUp') {
        core.closeOpenElements(rec);
        if (ix.timing.endTime === null) ix.timing.endTime = at;
        core.simAction(rec, 'end');
      }
      core.simAction(rec, 'complete');
      if (
        timedOut &&
        ix.disposition.dispositionCodeMandatory &&
        ix.disposition.dispositionCodeId === null
      ) {
        const code = findDispositionCode(
          ix.routing.businessProcessId,
          NOT_SELECTED_TIMEOUT_CODE.id,
        );
        if (code) applyDisposition(rec, code);
      }
      const start = ix.timing.startTime ?? ix.timestamp;
      ix.timing.handlingDuration = Math.max(0, (at - start) / 1000);
      setState(rec, final, at);
      const dispositionCodeId = ix.disposition.dispositionCodeId;
      if (dispositionCodeId !== null) {
        const businessProcessId = ix.routing.businessProcessId;
        core.persist('disposition usage', () =>
          repos.usage.record(businessProcessId, dispositionCodeId),
        );
      }
      if (rec.role === 'main' && !NOT_IN_HISTORY.has(ix.interactionType)) {
        const entry: InteractionHistoryEntry = {
          interactionId: ix.interactionId,
          agentId: rec.ownerId,
          businessProcessId: ix.routing.businessProcessId,
          businessProcessName: ix.routing.businessProcessName,
          interactionMediaType: ix.interactionMediaType,
          interactionType: ix.interactionType,
          interactionStateId: final,
          contactId: ix.crm.contactId,
          customerFullName: ix.crm.customerFullName,
          remoteParty: ix.routing.remoteParty,
          dispositionCodeId: ix.disposition.dispositionCodeId,
          dispositionCodeName: ix.disposition.dispositionCodeName,
          completionStatusId: ix.completionStatus.completionStatusId,
          completionStatusName: ix.completionStatus.completionStatusName,
          completionStatusInformation: ix.completionStatus.completionStatusInformation,
          remarks: ix.crm.remarks,
          startTime: ix.timestamp,
          answeredAt: ix.timing.directCallAnsweredAt,
          endTime: ix.timing.endTime,
          completedAt: at,
          interaction: structuredClone(ix),
        };
        core.persist('a history entry', () => repos.history.insert(entry));
      }
      core.remove(rec);
      core.emitInteraction(rec, eventType);
    },

    /** Drops an interaction that never became the agent's (missed, rejected, withdrawn offers; consult legs). */
    drop(
      rec: InteractionRecord,
      state: InteractionStateId,
      eventType: InteractionEventType = 'removedFromAgent',
    ): void {
      core.closeOpenElements(rec);
      setState(rec, state, now());
      core.remove(rec);
      core.emitInteraction(rec, eventType);
    },

    peerOf(rec: InteractionRecord): InteractionRecord | null {
      if (rec.peer === null) return null;
      return records.get(rec.peer.interactionId) ?? null;
    },

    mainElement,
  };
  return core;
}
export type InteractionCore = ReturnType<typeof createInteractionCore>;

export function applyDisposition(
  rec: InteractionRecord,
  code: NonNullable<ReturnType<typeof findDispositionCode>>,
): void {
  const d = rec.ix.disposition;
  d.dispositionCodeCategoryId = code.categoryId;
  d.dispositionCodeCategoryName = code.categoryName;
  d.dispositionCodeSubCategoryId = code.subCategoryId;
  d.dispositionCodeSubCategoryName = code.subCategoryName;
  d.dispositionCodeId = code.id;
  d.dispositionCodeName = code.name;
}
