import { describe, expect, it } from 'vitest';
import type { DeskEventType } from './desk-model';
import {
  applyInteractionEvent,
  DESK_HISTORY_KEPT,
  isPendingConsult,
  isTransferable,
  replaceCurrent,
  telephonyEndedByAccepting,
  telephonyEndedByCalling,
  updateInteraction,
  type DeskInteractions,
} from './desk-interactions';
import { interaction } from '../../tests/fixtures/interaction';

type Interaction = ReturnType<typeof interaction>;

const ME = 'me';
const EMPTY: DeskInteractions<Interaction> = new Map();

function run(
  events: Array<[DeskEventType, Interaction]>,
  start: DeskInteractions<Interaction> = EMPTY,
) {
  let state = start;
  const dropped: string[] = [];
  events.forEach(([eventType, ix], i) => {
    const result = applyInteractionEvent(state, { t: 1000 + i, eventType, interaction: ix }, ME);
    state = result.state;
    dropped.push(...result.effects.dropConversations);
  });
  return { state, dropped };
}
const lists = (state: DeskInteractions) =>
  Object.fromEntries([...state.values()].map((e) => [e.interaction.interactionId, e.list]));

const offered = interaction({ interactionId: 'a' });
const handling = interaction({
  interactionId: 'a',
  interactionStateId: 'handling',
  isOffered: false,
});

describe('interaction lifecycle', () => {
  it('offered goes to pending, accepted to active, ended stays active in wrap-up, movedToHistory to history', () => {
    const { state } = run([
      ['offered', offered],
      ['accepted', handling],
      ['ended', { ...handling, interactionStateId: 'wrapUp', isOnWrapUp: true }],
    ]);
    expect(lists(state)).toEqual({ a: 'active' });
    expect(state.get('a')?.interaction.isOnWrapUp).toBe(true);
    const done = run([['movedToHistory', { ...handling, interactionStateId: 'handled' }]], state);
    expect(lists(done.state)).toEqual({ a: 'history' });
    expect(done.dropped).toEqual(['a']);
  });

  it('accepting keeps consult, completion status and recording the stored copy had; an accepted interaction already seen is ignored', () => {
    const stored = {
      ...offered,
      consult: { requestor: { id: 'x', name: 'X', endPoint: '1' }, receiver: null },
      completionStatus: {
        completionStatusId: 3,
        completionStatusName: 'Sold',
        completionStatusInformation: 'note',
      },
      recording: { isEnabled: true, isPaused: false },
    };
    const { state } = run([
      ['offered', stored],
      ['accepted', handling],
    ]);
    const ix = state.get('a')?.interaction;
    expect(ix?.consult.requestor?.id).toBe('x');
    expect(ix?.completionStatus.completionStatusId).toBe(3);
    expect(ix?.recording.isEnabled).toBe(true);
    const again = applyInteractionEvent(
      state,
      {
        t: 5000,
        eventType: 'accepted',
        interaction: { ...handling, interactionStateName: 'changed' },
      },
      ME,
    );
    expect(again.state).toBe(state);
  });

  it('an accepted interaction delegated to a supervisor is removed', () => {
    const { state, dropped } = run([
      ['offered', offered],
      ['accepted', { ...handling, interactionStateId: 'delegatedToSupervisor' }],
    ]);
    expect(state.size).toBe(0);
    expect(dropped).toEqual(['a']);
  });

  it('accepting a call names the calls it ends: active ones on a call, not one in wrap-up, nor chats', () => {
    const call1 = interaction({
      interactionId: 'c1',
      interactionStateId: 'handling',
      isOffered: false,
    });
    const dialing = interaction({
      interactionId: 'c4',
      interactionStateId: 'dialing',
      isOffered: false,
    });
    const wrap = interaction({
      interactionId: 'c2',
      interactionStateId: 'wrapUp',
      isOffered: false,
      isOnWrapUp: true,
    });
    const chat = interaction({
      interactionId: 'ch',
      interactionMediaType: 'CHAT',
      interactionType: 'INCOMING_CHAT',
      interactionStateId: 'handling',
      isOffered: false,
    });
    const call3 = interaction({ interactionId: 'c3' });
    const { state } = run([
      ['created', call1],
      ['created', dialing],
      ['created', wrap],
      ['created', chat],
      ['offered', call3],
    ]);
    expect(telephonyEndedByAccepting(state, call3).map((ix) => ix.interactionId)).toEqual([
      'c1',
      'c4',
    ]);
    expect(telephonyEndedByAccepting(state, chat)).toEqual([]);
    // a call the agent starts ends the same calls: dialling never leaves two calls live
    expect(telephonyEndedByCalling(state).map((ix) => ix.interactionId)).toEqual(['c1', 'c4']);
  });

  it('starting a call with nothing on the line, or only a call in wrap-up, ends nothing', () => {
    const wrap = interaction({
      interactionId: 'c2',
      interactionStateId: 'wrapUp',
      isOffered: false,
      isOnWrapUp: true,
    });
    expect(telephonyEndedByCalling(EMPTY)).toEqual([]);
    expect(telephonyEndedByCalling(run([['created', wrap]]).state)).toEqual([]);
  });

  it('accepting a call does not move another call to history by itself: the server ends it into wrap-up', () => {
    const call1 = interaction({
      interactionId: 'c1',
      interactionStateId: 'handling',
      isOffered: false,
    });
    const call3 = interaction({
      interactionId: 'c3',
      interactionStateId: 'handling',
      isOffered: false,
    });
    const { state, dropped } = run([
      ['created', call1],
      ['offered', { ...call3, interactionStateId: 'offered', isOffered: true }],
      ['ended', { ...call1, interactionStateId: 'wrapUp', isOnWrapUp: true }],
      ['accepted', call3],
    ]);
    expect(lists(state)).toEqual({ c1: 'active', c3: 'active' });
    expect(state.get('c1')?.interaction.interactionStateId).toBe('wrapUp');
    expect(dropped).toEqual([]);
  });

  it('declined, postponed and delegatedToSupervisor remove the interaction', () => {
    for (const kind of ['declined', 'postponed', 'delegatedToSupervisor'] as const) {
      const { state } = run([
        ['offered', offered],
        [kind, offered],
      ]);
      expect(state.size, kind).toBe(0);
    }
  });

  it('removed from agent: pending states are dropped; handled ones go to history unless they have no elements or the agent was the consult receiver', () => {
    for (const s of ['offered', 'missed', 'rejected', 'canceled'] as const) {
      expect(
        run([
          ['offered', offered],
          ['removedFromAgent', { ...offered, interactionStateId: s }],
        ]).state.size,
        s,
      ).toBe(0);
    }
    const handled = { ...handling, interactionStateId: 'handled' as const };
    expect(
      lists(
        run([
          ['created', handling],
          ['removedFromAgent', handled],
        ]).state,
      ),
    ).toEqual({ a: 'history' });
    expect(
      run([
        ['created', handling],
        ['removedFromAgent', { ...handled, elements: [] }],
      ]).state.size,
    ).toBe(0);
    const asReceiver = {
      ...handled,
      consult: {
        requestor: { id: 'x', name: 'X', endPoint: '1' },
        receiver: { id: ME, name: 'Me', endPoint: '2', type: 'agent' as const },
      },
    };
    expect(
      run([
        ['created', handling],
        ['removedFromAgent', asReceiver],
      ]).state.size,
    ).toBe(0);
  });

  it('moving to history clears recording and unread, maps Not Selected Timeout to its fixed code, and keeps no direct calls or internal chats', () => {
    let { state } = run([
      ['created', { ...handling, recording: { isEnabled: true, isPaused: true } }],
    ]);
    state = updateInteraction(state, 'a', 1, (ix) => ix, 3);
    const timedOut = {
      ...handling,
      interactionStateId: 'handled' as const,
      disposition: {
        ...handling.disposition,
        dispositionCodeId: 'whatever',
        dispositionCodeName: 'Not Selected Timeout',
        dispositionCodeCategoryId: 'c',
      },
    };
    const moved = run([['movedToHistory', timedOut]], state).state.get('a');
    expect(moved).toMatchObject({
      list: 'history',
      unread: 0,
      interaction: { recording: { isEnabled: false, isPaused: false } },
    });
    expect(moved?.interaction.disposition).toMatchObject({
      dispositionCodeId: 'dc-not-selected-timeout',
      dispositionCodeCategoryId: null,
    });
    for (const interactionType of ['DIRECT_INCOMING_CALL', 'INTERNAL_CHAT'] as const) {
      const ix = { ...handling, interactionType };
      expect(
        run([
          ['created', ix],
          ['movedToHistory', { ...ix, interactionStateId: 'handled' }],
        ]).state.size,
        interactionType,
      ).toBe(0);
    }
    const email = {
      ...handling,
      interactionMediaType: 'EMAIL' as const,
      interactionType: 'INCOMING_EMAIL' as const,
    };
    expect(
      lists(
        run([
          ['created', email],
          ['movedToHistory', { ...email, interactionStateId: 'canceled' }],
        ]).state,
      ),
    ).toEqual({ a: 'history' });
  });

  it('history keeps the most recent entries only', () => {
    const events: Array<[DeskEventType, Interaction]> = [];
    for (let i = 0; i < DESK_HISTORY_KEPT + 5; i++) {
      const ix = interaction({
        interactionId: `h${i}`,
        interactionStateId: 'handled',
        isOffered: false,
      });
      events.push(['created', { ...ix, interactionStateId: 'handling' }], ['movedToHistory', ix]);
    }
    const { state } = run(events);
    expect(state.size).toBe(DESK_HISTORY_KEPT);
    expect(state.has('h0')).toBe(false);
    expect(state.has(`h${DESK_HISTORY_KEPT + 4}`)).toBe(true);
  });

  it('an update for an interaction never seen is adopted; a late offer for an active one changes nothing', () => {
    const { state } = run([['updated', handling]]);
    expect(lists(state)).toEqual({ a: 'active' });
    expect(
      applyInteractionEvent(state, { t: 9, eventType: 'offered', interaction: offered }, ME).state,
    ).toBe(state);
  });

  it('after a reconnect the server list replaces pending and active, nothing doubled, history kept, unchanged entries kept by reference', () => {
    const { state } = run([
      ['offered', interaction({ interactionId: 'p' })],
      [
        'created',
        interaction({ interactionId: 'gone', interactionStateId: 'handling', isOffered: false }),
      ],
      ['created', handling],
      [
        'movedToHistory',
        interaction({ interactionId: 'old', interactionStateId: 'handled', isOffered: false }),
      ],
    ]);
    const next = replaceCurrent(
      state,
      [
        state.get('a')!.interaction,
        interaction({ interactionId: 'p', interactionStateId: 'handling', isOffered: false }),
        interaction({ interactionId: 'new' }),
      ],
      99,
    );
    expect(lists(next)).toEqual({ old: 'history', a: 'active', p: 'active', new: 'pending' });
    expect(next.get('a')).toBe(state.get('a'));
  });
});

describe('consult and transfer rules', () => {
  const receiver = { id: ME, name: 'Me', endPoint: '2', type: 'agent' as const };
  it('pending consult: the agent is the consult receiver and the state is handling or offered', () => {
    expect(isPendingConsult({ ...offered, consult: { requestor: null, receiver } }, ME)).toBe(true);
    expect(
      isPendingConsult(
        { ...handling, interactionStateId: 'wrapUp', consult: { requestor: null, receiver } },
        ME,
      ),
    ).toBe(false);
    expect(isPendingConsult(handling, ME)).toBe(false);
  });
  it('transferable only when not consulting, not in conference and not the consult receiver', () => {
    expect(isTransferable(handling, ME)).toBe(true);
    expect(isTransferable({ ...handling, interactionStateId: 'consulting' }, ME)).toBe(false);
    expect(isTransferable({ ...handling, isConference: true }, ME)).toBe(false);
    expect(isTransferable({ ...handling, consult: { requestor: null, receiver } }, ME)).toBe(false);
  });
});
