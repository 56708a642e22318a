import { describe, expect, it } from 'vitest';
import {
  applyElementChange,
  applyRecordingChange,
  elementStateMessages,
  linkContact,
} from './desk-elements';
import { element, interaction } from '../../tests/fixtures/interaction';

const call = interaction({ interactionId: 'a', interactionStateId: 'handling', isOffered: false });
const main = call.elements[0]!;

describe('element states', () => {
  it('activating to active records the answer time and adds one system message', () => {
    const change = applyElementChange(
      call,
      { ...main, elementStateId: 'active', elementStateName: 'Active' },
      5000,
    );
    expect(change.interaction.elements[0]?.answeredAt).toBe(5000);
    expect(change.systemMessage).toMatchObject({
      type: 'system',
      i18nKey: 'elementState.active',
      content: 'Ada Customer: Active',
      timestamp: 5000,
    });
    const same = applyElementChange(change.interaction, change.interaction.elements[0]!, 6000);
    expect(same.systemMessage).toBeNull();
  });

  it('an interaction event that changes element states yields their system messages; first sight yields none', () => {
    const accepted = {
      ...call,
      elements: [{ ...main, elementStateId: 'active', elementStateName: 'Active' }],
    };
    expect(elementStateMessages(call, accepted, 7000)).toEqual([
      {
        elementId: main.elementId,
        message: expect.objectContaining({
          type: 'system',
          i18nKey: 'elementState.active',
          content: 'Ada Customer: Active',
          timestamp: 7000,
        }),
      },
    ]);
    expect(elementStateMessages(accepted, accepted, 8000)).toEqual([]);
    expect(elementStateMessages(undefined, accepted, 8000)).toEqual([]);
  });

  it('busy, forwarded, canceled, cpaTimeout and serviceUnavailable remove the element; canceled also drops the conversation', () => {
    for (const state of [
      'busy',
      'forwarded',
      'canceled',
      'cpaTimeout',
      'serviceUnavailable',
    ] as const) {
      const change = applyElementChange(call, { ...main, elementStateId: state }, 1);
      expect(change.interaction.elements, state).toEqual([]);
      expect(change.dropConversation, state).toBe(state === 'canceled');
    }
  });

  it('abandoned on a chat removes the element when there are several, else edits it; it raises an unread notification', () => {
    const chat = interaction({
      interactionId: 'c',
      interactionMediaType: 'CHAT',
      interactionType: 'INCOMING_CHAT',
      interactionStateId: 'handling',
    });
    const two = {
      ...chat,
      elements: [...chat.elements, element({ elementId: 'c-e2', interactionId: 'c' })],
    };
    const removed = applyElementChange(
      two,
      { ...two.elements[1]!, elementStateId: 'abandoned' },
      1,
    );
    expect(removed.interaction.elements.map((e) => e.elementId)).toEqual(['c-e1']);
    expect(removed.unreadDelta).toBe(1);
    const edited = applyElementChange(
      chat,
      { ...chat.elements[0]!, elementStateId: 'abandoned' },
      1,
    );
    expect(edited.interaction.elements.map((e) => e.elementStateId)).toEqual(['abandoned']);
  });

  it('abandoned coming from activating clears the consult receiver on the requestor', () => {
    const consulting = {
      ...call,
      consult: {
        requestor: { id: 'me', name: 'Me', endPoint: '1' },
        receiver: { id: 'b', name: 'B', endPoint: '2', type: 'agent' as const },
      },
    };
    const leg = element({
      elementId: 'leg',
      interactionId: 'a',
      elementStateId: 'activating',
      handlingType: 'consult',
    });
    const withLeg = { ...consulting, elements: [...consulting.elements, leg] };
    const change = applyElementChange(withLeg, { ...leg, elementStateId: 'abandoned' }, 1);
    expect(change.interaction.consult.receiver).toBeNull();
  });

  it('an unknown element is created; a callback leg takes the contact as receptor; conferenced legs sort first', () => {
    const withContact = {
      ...call,
      crm: { ...call.crm, contactId: 'contact-9', customerFullName: 'Grace Contact' },
    };
    const created = applyElementChange(
      withContact,
      element({
        elementId: 'cb',
        interactionId: 'a',
        handlingType: 'callback',
        elementStateId: 'conferenced',
      }),
      1,
    );
    expect(created.interaction.elements.map((e) => e.elementId)).toEqual(['cb', main.elementId]);
    expect(created.interaction.elements[0]?.receptor).toMatchObject({
      id: 'contact-9',
      name: 'Grace Contact',
    });
  });
});

describe('recording and contact link', () => {
  it('recording flags go on the element and on the interaction', () => {
    const ix = applyRecordingChange(call, {
      elementId: main.elementId,
      isRecording: true,
      isPaused: true,
    });
    expect(ix.recording).toEqual({ isEnabled: true, isPaused: true });
    expect(ix.elements[0]?.recording).toEqual({ isEnabled: true, isPaused: true });
  });

  it('linking a contact updates the contact id and the main element receptor', () => {
    const ix = linkContact(call, {
      contactId: 'k1',
      fullName: 'Linus Linked',
      email: 'l@example.com',
    });
    expect(ix.crm).toMatchObject({ contactId: 'k1', customerFullName: 'Linus Linked' });
    expect(ix.elements[0]?.receptor).toMatchObject({
      id: 'k1',
      name: 'Linus Linked',
      email: 'l@example.com',
    });
  });
});
