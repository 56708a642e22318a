/**
 * `hub.interactions.accept(id)` and the rest: the agent's interaction actions as typed
 * calls, each one command through the hub (which owns the session and its error catalogue).
 */
import type { CommandResult, HubApi } from '../protocol/hub';
import type { CallbackScheduleRequest } from '../domain/callback-schedule';
import type { InteractionCommand } from '../protocol/interaction-commands';

type Sender = Pick<HubApi, 'interactionCommand' | 'markInteractionRead' | 'loadConversation'>;
type Result = Promise<CommandResult<unknown>>;

export function createInteractionCommands(hub: Sender) {
  const send = (command: InteractionCommand): Result => hub.interactionCommand(command);
  return {
    send,
    accept: (interactionId: string) => send({ action: 'accept', interactionId }),
    decline: (interactionId: string) => send({ action: 'decline', interactionId }),
    end: (interactionId: string) => send({ action: 'end', interactionId }),
    postpone: (interactionId: string, postponeOptionId: string, postponeUntil?: number) =>
      send({
        action: 'postpone',
        interactionId,
        postponeOptionId,
        ...(postponeUntil === undefined ? {} : { postponeUntil }),
      }),
    consult: (interactionId: string, uri: string) =>
      send({ action: 'consult', interactionId, uri }),
    transfer: (interactionId: string, uri: string) =>
      send({ action: 'transfer', interactionId, uri }),
    hold: (interactionId: string, elementId: string) =>
      send({ action: 'hold', interactionId, elementId }),
    activate: (interactionId: string, elementId: string) =>
      send({ action: 'activate', interactionId, elementId }),
    sendMessage: (interactionId: string, elementId: string, message: string, sms = false) =>
      send({ action: sms ? 'smsMessage' : 'message', interactionId, elementId, message }),
    setDispositionCode: (interactionId: string, dispositionCodeId: string) =>
      send({ action: 'dispositionCode', interactionId, dispositionCodeId }),
    scheduleCallback: (schedule: CallbackScheduleRequest) =>
      send({ action: 'scheduleCallback', schedule }),
    markRead: (interactionId: string) => hub.markInteractionRead(interactionId),
    loadConversation: (interactionId: string) => hub.loadConversation(interactionId),
  };
}

export type InteractionCommands = ReturnType<typeof createInteractionCommands>;
