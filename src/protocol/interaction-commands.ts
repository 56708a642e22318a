/**
 * What an agent does to an interaction (agent-desktop §7 "Interaction calls"), as typed
 * commands the tabs send through the hub, and the REST call each one becomes.
 * Multipart email sending goes through its own form upload, not through these.
 */
import type { CallbackScheduleRequest } from '../domain/callback-schedule';
import type { EndpointName } from './endpoints';

export type InteractionCommand =
  | { action: 'accept' | 'decline' | 'end' | 'conferenceStop'; interactionId: string }
  | { action: 'transferToAutoVM' | 'transferToSurvey'; interactionId: string }
  | { action: 'postpone'; interactionId: string; postponeOptionId: string; postponeUntil?: number }
  | { action: 'consult' | 'transfer'; interactionId: string; uri: string }
  | { action: 'conferenceStart'; interactionId: string; conversation?: string }
  | { action: 'elementTransfer'; interactionId: string; elementId: string; uri: string }
  | { action: 'hold' | 'activate' | 'close'; interactionId: string; elementId: string }
  | { action: 'recordStart' | 'recordStop' | 'recordPause' | 'recordResume'; interactionId: string }
  | { action: 'dispositionCode'; interactionId: string; dispositionCodeId: string }
  | { action: 'completionStatus'; interactionId: string; completionStatusId: number }
  | { action: 'completionStatusInformation'; interactionId: string; information: string }
  | {
      action: 'pendingStatus';
      interactionId: string;
      pendingStatus: string;
      delegateToSupervisorRemark?: string;
    }
  | { action: 'remark'; interactionId: string; remark: string }
  | { action: 'linkContact'; interactionId: string; contactId: string }
  | { action: 'message' | 'smsMessage'; interactionId: string; elementId: string; message: string }
  | { action: 'typing' | 'notTyping'; interactionId: string; elementId: string }
  | { action: 'variable'; interactionId: string; variableName: string; value: string }
  | { action: 'dtmf'; interactionId: string; digitsToSend: string }
  | { action: 'handleCallbackNow'; callbackId: string }
  | { action: 'scheduleCallback'; schedule: CallbackScheduleRequest };

export type InteractionAction = InteractionCommand['action'];

/** The call of a command: an endpoint of the table, its params and its body. */
export interface InteractionCommandCall {
  name: EndpointName;
  params: Record<string, string>;
  body?: unknown;
}

/** The REST call of a command (paths and payloads of agent-desktop §7). */
export function interactionCommandCall(command: InteractionCommand): InteractionCommandCall {
  if (command.action === 'handleCallbackNow')
    return { name: 'callbackHandleNow', params: { id: command.callbackId } };
  if (command.action === 'scheduleCallback')
    return { name: 'callbackSchedule', params: {}, body: command.schedule };
  const params = { id: command.interactionId };
  switch (command.action) {
    case 'accept':
    case 'decline':
    case 'end':
    case 'conferenceStop':
    case 'transferToAutoVM':
    case 'transferToSurvey':
    case 'recordStart':
    case 'recordStop':
    case 'recordPause':
    case 'recordResume':
      return { name: command.action, params };
    case 'conferenceStart':
      return {
        name: 'conferenceStart',
        params,
        body: command.conversation === undefined ? {} : { conversation: command.conversation },
      };
    case 'postpone':
      return {
        name: 'postpone',
        params,
        body: {
          postponeOptionId: command.postponeOptionId,
          ...(command.postponeUntil === undefined ? {} : { postponeUntil: command.postponeUntil }),
        },
      };
    case 'consult':
    case 'transfer':
      return { name: command.action, params, body: { uri: command.uri } };
    case 'elementTransfer':
      return {
        name: 'elementTransfer',
        params: { ...params, elementId: command.elementId },
        body: { uri: command.uri },
      };
    case 'hold':
    case 'activate':
    case 'close':
    case 'typing':
    case 'notTyping':
      return { name: command.action, params: { ...params, elementId: command.elementId } };
    case 'dispositionCode':
      return {
        name: 'dispositionCode',
        params,
        body: { dispositionCodeId: command.dispositionCodeId },
      };
    case 'completionStatus':
      return {
        name: 'completionStatus',
        params,
        body: { completionStatusId: command.completionStatusId },
      };
    case 'completionStatusInformation':
      return {
        name: 'completionStatusInformation',
        params,
        body: { information: command.information },
      };
    case 'pendingStatus':
      return {
        name: 'pendingStatus',
        params,
        body: {
          pendingStatus: command.pendingStatus,
          ...(command.delegateToSupervisorRemark === undefined
            ? {}
            : { delegateToSupervisorRemark: command.delegateToSupervisorRemark }),
        },
      };
    case 'remark':
      return { name: 'remark', params, body: { remark: command.remark } };
    case 'linkContact':
      return { name: 'linkContact', params: { ...params, contactId: command.contactId } };
    case 'message':
    case 'smsMessage':
      return {
        name: command.action,
        params: { ...params, elementId: command.elementId },
        body: { message: command.message },
      };
    case 'variable':
      return {
        name: 'variable',
        params,
        body: { variableName: command.variableName, value: command.value },
      };
    case 'dtmf':
      return {
        name: 'dtmf',
        params: {},
        body: { interactionId: command.interactionId, digitsToSend: command.digitsToSend },
      };
  }
}
