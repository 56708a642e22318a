/**
 * Element operations (agent-desktop §4 element states, recording): hold, activate, close,
 * recording, DTMF, and the voicemail/survey hand-offs that end the agent's part.
 */
import type { RecordingState } from '../../src/protocol/interaction-events';
import { HttpError } from '../http/errors';
import type { InteractionCore } from './interaction-core';
import {
  isElementEnded,
  mainElement,
  setElementState,
  setState,
  type InteractionRecord,
} from './interaction-record';
import type { Lifecycle } from './lifecycle';

const LIVE = ['handling', 'consulting', 'inConference'] as const;
export type RecordingAction = 'start' | 'stop' | 'pause' | 'resume';
const DTMF_DIGITS = /^[0-9*#A-D]{1,32}$/;

export function createElementOperations(core: InteractionCore, lifecycle: Lifecycle) {
  function requireTelephony(rec: InteractionRecord, action: string): void {
    if (rec.ix.interactionMediaType !== 'TELEPHONY')
      throw new HttpError(
        409,
        `Cannot ${action}: interaction ${rec.ix.interactionId} is not a call`,
      );
  }

  function hold(agentId: string, interactionId: string, elementId: string): void {
    const rec = core.own(agentId, interactionId);
    requireTelephony(rec, 'hold');
    core.requireState(rec, LIVE, 'hold');
    const element = core.element(rec, elementId);
    const next =
      element.elementStateId === 'active'
        ? 'diverted'
        : element.elementStateId === 'conferenced'
          ? 'conferencedDiverted'
          : null;
    if (next === null)
      throw new HttpError(409, `Cannot hold: element ${elementId} is ${element.elementStateId}`);
    setElementState(element, next, core.now());
    core.emitElement(rec, element);
    core.systemMessage(rec, element, 'elementOnHold', `${element.receptor.name} is on hold`);
  }

  function activate(agentId: string, interactionId: string, elementId: string): void {
    const rec = core.own(agentId, interactionId);
    requireTelephony(rec, 'activate');
    core.requireState(rec, LIVE, 'activate');
    const element = core.element(rec, elementId);
    const next =
      element.elementStateId === 'diverted'
        ? 'active'
        : element.elementStateId === 'conferencedDiverted'
          ? 'conferenced'
          : null;
    if (next === null)
      throw new HttpError(
        409,
        `Cannot activate: element ${elementId} is ${element.elementStateId}, not on hold`,
      );
    setElementState(element, next, core.now());
    core.emitElement(rec, element);
    core.systemMessage(rec, element, 'elementActive', `${element.receptor.name} is back`);
  }

  /** Closing the customer leg ends the agent's part; closing a consult leg ends the consult. */
  function close(agentId: string, interactionId: string, elementId: string): void {
    const rec = core.own(agentId, interactionId);
    core.requireState(rec, ['dialing', ...LIVE], 'close the element');
    const element = core.element(rec, elementId);
    if (isElementEnded(element.elementStateId))
      throw new HttpError(
        409,
        `Cannot close: element ${elementId} is already ${element.elementStateId}`,
      );
    if (element === mainElement(rec)) {
      lifecycle.end(agentId, interactionId);
      return;
    }
    setElementState(element, 'closed', core.now());
    core.emitElement(rec, element);
    const peer = core.peerOf(rec);
    if (peer !== null && element.receptor.id === peer.ownerId) {
      rec.peer = null;
      peer.peer = null;
      core.drop(peer, 'handled');
    }
    if (rec.ix.interactionStateId !== 'handling') {
      rec.ix.consult = { requestor: null, receiver: null };
      rec.ix.isConference = false;
      const main = mainElement(rec);
      if (main.elementStateId !== 'active' && !isElementEnded(main.elementStateId)) {
        setElementState(main, 'active', core.now());
        core.emitElement(rec, main);
      }
      setState(rec, 'handling', core.now());
      core.emitInteraction(rec, 'conferenceStopped');
    }
  }

  function record(agentId: string, interactionId: string, action: RecordingAction): RecordingState {
    const rec = core.own(agentId, interactionId);
    requireTelephony(rec, `${action} recording`);
    core.requireState(rec, LIVE, `${action} recording`);
    const state = rec.ix.recording;
    const refuse = (why: string) => new HttpError(409, `Cannot ${action} recording: ${why}`);
    switch (action) {
      case 'start':
        if (state.isEnabled) throw refuse('already recording');
        state.isEnabled = true;
        state.isPaused = false;
        break;
      case 'stop':
        if (!state.isEnabled) throw refuse('not recording');
        state.isEnabled = false;
        state.isPaused = false;
        break;
      case 'pause':
        if (!state.isEnabled || state.isPaused)
          throw refuse(state.isEnabled ? 'already paused' : 'not recording');
        state.isPaused = true;
        break;
      case 'resume':
        if (!state.isEnabled || !state.isPaused) throw refuse('not paused');
        state.isPaused = false;
        break;
    }
    const main = mainElement(rec);
    main.recording = { ...state };
    const names = {
      start: 'started',
      stop: 'stopped',
      pause: 'paused',
      resume: 'resumed',
    } as const;
    core.deps.emit(agentId, 'recording', {
      t: core.now(),
      interactionId,
      elementId: main.elementId,
      action: names[action],
      isRecording: state.isEnabled,
      isPaused: state.isPaused,
    });
    core.emitElement(rec, main);
    return { ...state };
  }

  /** DTMF goes to the given call, or the agent's one live call; it is noted in the conversation. */
  function dtmf(agentId: string, digitsToSend: string, interactionId: string | undefined): void {
    if (!DTMF_DIGITS.test(digitsToSend))
      throw new HttpError(
        400,
        'digitsToSend: only 0-9, *, # and A-D, 1 to 32 of them',
        'digitsToSend',
      );
    let rec: InteractionRecord | undefined;
    if (interactionId !== undefined) rec = core.own(agentId, interactionId);
    else
      rec = [...core.records.values()].find(
        (r) =>
          r.ownerId === agentId &&
          r.ix.interactionMediaType === 'TELEPHONY' &&
          (LIVE as readonly string[]).includes(r.ix.interactionStateId),
      );
    if (rec === undefined) throw new HttpError(409, 'Cannot send DTMF: no live call');
    requireTelephony(rec, 'send DTMF');
    core.requireState(rec, LIVE, 'send DTMF');
    core.systemMessage(rec, mainElement(rec), 'dtmfSent', `DTMF sent: ${digitsToSend}`);
  }

  /** Hands the caller to the voicemail or the survey: the agent's part ends. */
  function handOff(agentId: string, interactionId: string, to: 'autoVM' | 'survey'): void {
    const rec = core.own(agentId, interactionId);
    requireTelephony(rec, to === 'autoVM' ? 'transfer to voicemail' : 'transfer to the survey');
    core.requireState(
      rec,
      ['handling'],
      to === 'autoVM' ? 'transfer to voicemail' : 'transfer to the survey',
    );
    const main = mainElement(rec);
    core.systemMessage(
      rec,
      main,
      to === 'autoVM' ? 'transferredToVoiceMail' : 'transferredToSurvey',
      to === 'autoVM' ? 'Caller transferred to voicemail' : 'Caller transferred to the survey',
    );
    setElementState(main, 'forwarded', core.now());
    core.emitElement(rec, main);
    core.enterWrapUp(rec, 'transferred');
  }

  return { hold, activate, close, record, dtmf, handOff };
}
