/**
 * What an agent does to an interaction (agent-desktop §7 "Interaction calls"), as typed
 * commands the tabs send through the hub, and the REST call each one becomes.
 * Multipart email sending goes through its own form upload, not through these.
 */
import type { CallbackScheduleRequest } from '../domain/callback-schedule';

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

export interface InteractionCommandRequest {
  method: 'PUT' | 'POST';
  /** Below api/ (the hub's request adds the base). */
  path: string;
  body?: unknown;
}

const enc = encodeURIComponent;

/** The REST call of a command (paths and payloads of agent-desktop §7). */
export function interactionCommandRequest(command: InteractionCommand): InteractionCommandRequest {
  if (command.action === 'handleCallbackNow')
    return {
      method: 'POST',
      path: `/interaction/telephony/handleCallbackNow/${enc(command.callbackId)}`,
    };
  if (command.action === 'scheduleCallback')
    return { method: 'POST', path: '/interaction/callback', body: command.schedule };
  const base = `/interaction/${enc(command.interactionId)}`;
  switch (command.action) {
    case 'accept':
    case 'decline':
    case 'end':
      return { method: 'PUT', path: `${base}/${command.action}` };
    case 'conferenceStop':
      return { method: 'PUT', path: `${base}/conference/stop` };
    case 'conferenceStart':
      return {
        method: 'PUT',
        path: `${base}/conference/start`,
        body: command.conversation === undefined ? {} : { conversation: command.conversation },
      };
    case 'transferToAutoVM':
    case 'transferToSurvey':
      return { method: 'POST', path: `${base}/${command.action}` };
    case 'postpone':
      return {
        method: 'PUT',
        path: `${base}/postpone`,
        body: {
          postponeOptionId: command.postponeOptionId,
          ...(command.postponeUntil === undefined ? {} : { postponeUntil: command.postponeUntil }),
        },
      };
    case 'consult':
    case 'transfer':
      return { method: 'PUT', path: `${base}/${command.action}`, body: { uri: command.uri } };
    case 'elementTransfer':
      return {
        method: 'PUT',
        path: `${base}/element/${enc(command.elementId)}/transfer`,
        body: { uri: command.uri },
      };
    case 'hold':
    case 'activate':
    case 'close':
      return { method: 'PUT', path: `${base}/element/${enc(command.elementId)}/${command.action}` };
    case 'recordStart':
    case 'recordStop':
    case 'recordPause':
    case 'recordResume':
      return {
        method: 'PUT',
        path: `${base}/record/${command.action.slice('record'.length).toLowerCase()}`,
      };
    case 'dispositionCode':
      return {
        method: 'PUT',
        path: `${base}/dispositionCode`,
        body: { dispositionCodeId: command.dispositionCodeId },
      };
    case 'completionStatus':
      return {
        method: 'PUT',
        path: `${base}/completionStatus`,
        body: { completionStatusId: command.completionStatusId },
      };
    case 'completionStatusInformation':
      return {
        method: 'PUT',
        path: `${base}/completionStatusInformation`,
        body: { information: command.information },
      };
    case 'pendingStatus':
      return {
        method: 'PUT',
        path: `${base}/pendingStatus`,
        body: {
          pendingStatus: command.pendingStatus,
          ...(command.delegateToSupervisorRemark === undefined
            ? {}
            : { delegateToSupervisorRemark: command.delegateToSupervisorRemark }),
        },
      };
    case 'remark':
      return { method: 'PUT', path: `${base}/remark`, body: { remark: command.remark } };
    case 'linkContact':
      return { method: 'POST', path: `${base}/contact/${enc(command.contactId)}` };
    case 'message':
      return {
        method: 'POST',
        path: `${base}/element/${enc(command.elementId)}/message`,
        body: { message: command.message },
      };
    case 'smsMessage':
      return {
        method: 'POST',
        path: `${base}/element/${enc(command.elementId)}/smsmessage`,
        body: { message: command.message },
      };
    case 'typing':
      return { method: 'POST', path: `${base}/element/${enc(command.elementId)}/typingIndication` };
    case 'notTyping':
      return {
        method: 'POST',
        path: `${base}/element/${enc(command.elementId)}/notTypingIndication`,
      };
    case 'variable':
      return {
        method: 'POST',
        path: `${base}/variable`,
        body: { variableName: command.variableName, value: command.value },
      };
    case 'dtmf':
      return {
        method: 'POST',
        path: '/interaction/telephony/dtmf',
        body: { interactionId: command.interactionId, digitsToSend: command.digitsToSend },
      };
  }
}
