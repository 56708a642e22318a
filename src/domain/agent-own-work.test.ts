import { describe, expect, it } from 'vitest';
import { ownWorkState, resumableState } from './agent-own-work';

const ix = (interactionType: string, interactionStateId: string) => ({
  interactionType,
  interactionStateId,
});

describe('state follows the agent own work', () => {
  it('no unrouted work asks nothing of the state', () => {
    expect(ownWorkState([])).toBe('none');
  });
  it('a call ringing out is dialing, then outgoing once answered and through its wrap-up', () => {
    expect(ownWorkState([ix('EXTERNAL_CALL', 'dialing')])).toBe('dialing');
    expect(ownWorkState([ix('EXTERNAL_CALL', 'handling')])).toBe('outgoing');
    expect(ownWorkState([ix('EXTERNAL_CALL', 'wrapUp')])).toBe('outgoing');
  });
  it('writing a new email or SMS is outgoing work', () => {
    expect(ownWorkState([ix('OUTGOING_EMAIL', 'handling')])).toBe('outgoing');
    expect(ownWorkState([ix('OUTGOING_SMS', 'handling')])).toBe('outgoing');
  });
  it('answering a colleague (consult, direct call) or a postponed email is busy', () => {
    expect(ownWorkState([ix('INCOMING_TELEPHONY', 'handling')])).toBe('busy');
    expect(ownWorkState([ix('DIRECT_INCOMING_CALL', 'inConference')])).toBe('busy');
    expect(ownWorkState([{ ...ix('EXTERNAL_CALL', 'handling'), consultReceiver: true }])).toBe(
      'busy',
    );
  });
  it('an offer still ringing or an ended interaction asks nothing', () => {
    expect(
      ownWorkState([ix('INCOMING_TELEPHONY', 'offered'), ix('EXTERNAL_CALL', 'handled')]),
    ).toBe('none');
  });
  it('internal chats leave the state alone', () => {
    expect(ownWorkState([ix('INTERNAL_CHAT', 'handling')])).toBe('none');
  });
  it('busy outranks outgoing, outgoing outranks dialing', () => {
    expect(ownWorkState([ix('EXTERNAL_CALL', 'dialing'), ix('OUTGOING_EMAIL', 'handling')])).toBe(
      'outgoing',
    );
    expect(
      ownWorkState([ix('OUTGOING_EMAIL', 'handling'), ix('INCOMING_TELEPHONY', 'consulting')]),
    ).toBe('busy');
  });
  it('a chosen break, back office, outgoing or offline is resumed; ready and no-answer are not', () => {
    expect(['break', 'backoffice', 'outgoing', 'offline'].map(resumableState)).toEqual([
      'break',
      'backoffice',
      'outgoing',
      'offline',
    ]);
    expect(['ready', 'noAnswer', 'busy', 'offered'].map(resumableState)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
