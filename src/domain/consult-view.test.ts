import { describe, expect, it } from 'vitest';
import { CONSULTED_CALL_HANDLING, consultView, partyState, showsWrapUpForm } from './consult-view';
import { element, interaction } from '../../tests/fixtures/interaction';

const ALEX = { id: 'user-1', name: 'Alex Morgan', endPoint: 'user-1' };
const JAMIE = { id: 'user-2', name: 'Jamie Rivera', endPoint: 'user-2', type: 'agent' as const };
const agentReceptor = (p: { id: string; name: string }) => ({
  type: 'agent' as const,
  id: p.id,
  name: p.name,
  email: null,
  endPoint: p.id,
  contactType: 'agent' as const,
});

function requestorCopy(
  state: 'consulting' | 'inConference',
  legState: 'activating' | 'active' | 'conferenced',
  mainState: 'diverted' | 'conferenced' = 'diverted',
) {
  return interaction({
    interactionId: 'a',
    interactionStateId: state,
    isOffered: false,
    isConference: state === 'inConference',
    consult: { requestor: ALEX, receiver: JAMIE },
    elements: [
      element({ elementId: 'a-e1', interactionId: 'a', elementStateId: mainState }),
      element({
        elementId: 'a-e2',
        interactionId: 'a',
        elementStateId: legState,
        handlingType: 'consult',
        receptor: agentReceptor(JAMIE),
      }),
    ],
  });
}

describe('a consult on the requestor side', () => {
  it('names the consulted agent and shows the customer on hold and the agent ringing; only cancel until answered', () => {
    const view = consultView(requestorCopy('consulting', 'activating'), 'user-1');
    expect(view).toMatchObject({
      side: 'requestor',
      receiverName: 'Jamie Rivera',
      customerName: 'Ada Customer',
      consultElementId: 'a-e2',
    });
    expect(view?.parties).toEqual([
      { elementId: 'a-e1', name: 'Ada Customer', role: 'customer', state: 'onHold' },
      { elementId: 'a-e2', name: 'Jamie Rivera', role: 'consultedAgent', state: 'ringing' },
    ]);
    expect(view).toMatchObject({
      canConference: false,
      canCompleteTransfer: false,
      canCancel: true,
      canStopConference: false,
    });
  });
  it('once the consulted agent answers: conference, complete transfer and cancel', () => {
    expect(consultView(requestorCopy('consulting', 'active'), 'user-1')).toMatchObject({
      canConference: true,
      canCompleteTransfer: true,
      canCancel: true,
    });
  });
  it('in conference: every party in conference; stop conference and complete transfer, no cancel', () => {
    const view = consultView(requestorCopy('inConference', 'conferenced', 'conferenced'), 'user-1');
    expect(view?.parties.map((p) => p.state)).toEqual(['inConference', 'inConference']);
    expect(view).toMatchObject({
      inConference: true,
      canConference: false,
      canStopConference: true,
      canCompleteTransfer: true,
      canCancel: false,
    });
  });
  it('no consult, no view', () => {
    expect(
      consultView(interaction({ interactionId: 'b', interactionStateId: 'handling' }), 'user-1'),
    ).toBeNull();
  });
});

describe('a consult on the consulted agent side', () => {
  it('says who consults them on which call, with both legs and no requestor actions', () => {
    const ix = interaction({
      interactionId: 'r',
      consult: { requestor: ALEX, receiver: JAMIE },
      isPendingConsult: true,
      elements: [
        element({
          elementId: 'r-e1',
          interactionId: 'r',
          elementStateId: 'activating',
          receptor: agentReceptor(ALEX),
        }),
        element({
          elementId: 'r-e2',
          interactionId: 'r',
          elementStateId: 'diverted',
          handlingType: CONSULTED_CALL_HANDLING,
          origin: 'a',
        }),
      ],
    });
    const view = consultView(ix, 'user-2');
    expect(view).toMatchObject({
      side: 'receiver',
      requestorName: 'Alex Morgan',
      customerName: 'Ada Customer',
      consultedInteractionId: 'a',
    });
    expect(view?.parties).toEqual([
      { elementId: 'r-e1', name: 'Alex Morgan', role: 'consultingAgent', state: 'ringing' },
      { elementId: 'r-e2', name: 'Ada Customer', role: 'customer', state: 'onHold' },
    ]);
    expect(view).toMatchObject({
      canConference: false,
      canCompleteTransfer: false,
      canCancel: false,
    });
  });
  it('finds each leg by its handling type when the desk lists the conferenced customer leg first', () => {
    const ix = interaction({
      interactionId: 'r',
      interactionStateId: 'inConference',
      isConference: true,
      consult: { requestor: ALEX, receiver: JAMIE },
      elements: [
        element({
          elementId: 'r-e2',
          interactionId: 'r',
          elementStateId: 'conferenced',
          handlingType: CONSULTED_CALL_HANDLING,
          origin: 'a',
        }),
        element({
          elementId: 'r-e1',
          interactionId: 'r',
          elementStateId: 'conferenced',
          receptor: agentReceptor(ALEX),
        }),
      ],
    });
    expect(consultView(ix, 'user-2')?.parties).toEqual([
      { elementId: 'r-e1', name: 'Alex Morgan', role: 'consultingAgent', state: 'inConference' },
      { elementId: 'r-e2', name: 'Ada Customer', role: 'customer', state: 'inConference' },
    ]);
  });
});

describe('party states', () => {
  it('follow the element states: diverted is on hold, ended states are ended', () => {
    expect(
      [
        'activating',
        'active',
        'diverted',
        'conferenced',
        'conferencedDiverted',
        'closed',
        'noAnswer',
      ].map(partyState),
    ).toEqual(['ringing', 'connected', 'onHold', 'inConference', 'onHold', 'ended', 'ended']);
  });
});

describe('the wrap-up form', () => {
  const receiverCopy = (state: 'handling' | 'inConference' | 'wrapUp', isOnWrapUp = false) =>
    interaction({
      interactionId: 'b',
      interactionStateId: state,
      isOffered: false,
      isOnWrapUp,
      consult: { requestor: ALEX, receiver: JAMIE },
    });
  it('the consulted agent does not see it during the consult or the conference, only once their leg ends in wrap-up', () => {
    expect(showsWrapUpForm(receiverCopy('handling'), 'user-2')).toBe(false);
    expect(showsWrapUpForm(receiverCopy('inConference'), 'user-2')).toBe(false);
    expect(showsWrapUpForm(receiverCopy('wrapUp', true), 'user-2')).toBe(true);
  });
  it('the consulting agent and an agent on their own interaction see it throughout', () => {
    expect(
      showsWrapUpForm(requestorCopy('inConference', 'conferenced', 'conferenced'), 'user-1'),
    ).toBe(true);
    expect(
      showsWrapUpForm(
        interaction({ interactionId: 'c', interactionStateId: 'handling' }),
        'user-2',
      ),
    ).toBe(true);
  });
});
