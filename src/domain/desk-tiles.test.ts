import { describe, expect, it } from 'vitest';
import {
  isOnHold,
  mainElement,
  pendingTileCountdown,
  recordingActions,
  recordingStatus,
  shouldBlink,
  formatTileTimer,
  tileStatusIcon,
  type TileSubject,
} from './desk-tiles';

const T0 = 1_700_000_000_000;
const AGENT = 'user-1';

function subject(overrides: Partial<TileSubject> = {}): TileSubject {
  return {
    interactionMediaType: 'TELEPHONY',
    interactionType: 'INCOMING_TELEPHONY',
    interactionStateId: 'handling',
    noAnswerTimeout: 15,
    lastStateStartTime: T0,
    isPendingConsult: false,
    consult: { receiver: null },
    timing: { answeredWithinGoalTime: false },
    email: null,
    elements: [{ elementStateId: 'active', handlingType: 'main' }],
    ...overrides,
  };
}

describe('tile status icon priority', () => {
  it('an agent-started call reads Dialing until the far end answers, On call only then', () => {
    const dialing = subject({
      interactionType: 'EXTERNAL_CALL',
      interactionStateId: 'dialing',
      elements: [{ elementStateId: 'activating', handlingType: 'main' }],
    });
    expect(tileStatusIcon(dialing, AGENT, null)).toBe('dialing');
    // the server's answer: the interaction handling, its leg active
    const answered = subject({ interactionType: 'EXTERNAL_CALL' });
    expect(tileStatusIcon(answered, AGENT, null)).toBe('onCall');
  });

  it('handled shows answered-within-goal when it was, else completed, whatever the medium', () => {
    expect(
      tileStatusIcon(
        subject({ interactionStateId: 'handled', timing: { answeredWithinGoalTime: true } }),
        AGENT,
        null,
      ),
    ).toBe('answeredWithinGoal');
    expect(
      tileStatusIcon(
        subject({ interactionStateId: 'handled', interactionMediaType: 'EMAIL' }),
        AGENT,
        null,
      ),
    ).toBe('completed');
  });

  it('handled outranks hold', () => {
    const held = subject({
      interactionStateId: 'handled',
      elements: [{ elementStateId: 'diverted', handlingType: 'main' }],
    });
    expect(tileStatusIcon(held, AGENT, null)).toBe('completed');
  });

  it('email: canceled shows email read, outgoing shows new email, otherwise the state icon, falling back to email read', () => {
    const email = { interactionMediaType: 'EMAIL', interactionType: 'INCOMING_EMAIL' };
    expect(tileStatusIcon(subject({ ...email, interactionStateId: 'canceled' }), AGENT, null)).toBe(
      'emailRead',
    );
    expect(
      tileStatusIcon(
        subject({ ...email, email: { outgoingEmailData: { canceled: true } } }),
        AGENT,
        null,
      ),
    ).toBe('emailRead');
    expect(
      tileStatusIcon(
        subject({ ...email, interactionType: 'OUTGOING_EMAIL', interactionStateId: 'wrapUp' }),
        AGENT,
        null,
      ),
    ).toBe('newEmail');
    expect(tileStatusIcon(subject({ ...email, interactionStateId: 'wrapUp' }), AGENT, null)).toBe(
      'wrapUp',
    );
    expect(tileStatusIcon(subject({ ...email, interactionStateId: 'handling' }), AGENT, null)).toBe(
      'emailRead',
    );
  });

  it('chat and telephony on hold show the hold icon before the state icon', () => {
    const held = [{ elementStateId: 'diverted', handlingType: 'main' }];
    expect(
      tileStatusIcon(subject({ interactionStateId: 'consulting', elements: held }), AGENT, null),
    ).toBe('hold');
    expect(
      tileStatusIcon(subject({ interactionMediaType: 'CHAT', elements: held }), AGENT, null),
    ).toBe('hold');
  });

  it('an SMS is never shown on hold', () => {
    const held = [{ elementStateId: 'diverted', handlingType: 'main' }];
    expect(
      tileStatusIcon(subject({ interactionMediaType: 'SMS', elements: held }), AGENT, AGENT),
    ).toBe('messageSent');
  });

  it('otherwise the state has its own icon', () => {
    expect(tileStatusIcon(subject({ interactionStateId: 'offered' }), AGENT, null)).toBe('offered');
    expect(
      tileStatusIcon(
        subject({ interactionMediaType: 'CHAT', interactionStateId: 'wrapUp' }),
        AGENT,
        AGENT,
      ),
    ).toBe('wrapUp');
  });

  it('telephony in handling falls back to on call', () => {
    expect(tileStatusIcon(subject(), AGENT, null)).toBe('onCall');
  });

  it('chat and SMS in handling fall back to sent or received, by comparing the last originator with the agent', () => {
    const chat = subject({ interactionMediaType: 'CHAT' });
    expect(tileStatusIcon(chat, AGENT, AGENT)).toBe('messageSent');
    expect(tileStatusIcon(chat, AGENT, 'customer-9')).toBe('messageReceived');
    expect(tileStatusIcon(chat, AGENT, null)).toBe('messageReceived');
  });
});

describe('pending tile countdown', () => {
  it('counts down from the no-answer timeout after the state start', () => {
    expect(pendingTileCountdown(subject({ interactionStateId: 'offered' }), AGENT, T0)).toBe(15);
    expect(
      pendingTileCountdown(subject({ interactionStateId: 'offered' }), AGENT, T0 + 5_000),
    ).toBe(10);
    expect(
      pendingTileCountdown(subject({ interactionStateId: 'offered' }), AGENT, T0 + 60_000),
    ).toBe(0);
  });

  it('never shows more than the whole timeout (a server clock a little ahead)', () => {
    expect(pendingTileCountdown(subject({ lastStateStartTime: T0 + 2_000 }), AGENT, T0)).toBe(15);
  });

  it('is not shown for consult offers', () => {
    expect(pendingTileCountdown(subject({ isPendingConsult: true }), AGENT, T0)).toBeNull();
    expect(
      pendingTileCountdown(subject({ consult: { receiver: { id: AGENT } } }), AGENT, T0),
    ).toBeNull();
  });

  it('is not shown for internal offers or offers without a timeout', () => {
    expect(
      pendingTileCountdown(subject({ interactionType: 'DIRECT_INCOMING_CALL' }), AGENT, T0),
    ).toBeNull();
    expect(
      pendingTileCountdown(subject({ interactionType: 'INTERNAL_CHAT' }), AGENT, T0),
    ).toBeNull();
    expect(pendingTileCountdown(subject({ noAnswerTimeout: 0 }), AGENT, T0)).toBeNull();
  });
});

describe('hold and main element', () => {
  it('the main element is the one handled as main, else the first', () => {
    const consult = { elementStateId: 'active', handlingType: 'consult' };
    const main = { elementStateId: 'diverted', handlingType: 'main' };
    expect(mainElement({ elements: [consult, main] })).toBe(main);
    expect(mainElement({ elements: [consult] })).toBe(consult);
    expect(mainElement({ elements: [] })).toBeNull();
  });

  it('diverted and conferenced-diverted main legs are on hold', () => {
    expect(
      isOnHold({ elements: [{ elementStateId: 'conferencedDiverted', handlingType: 'main' }] }),
    ).toBe(true);
    expect(
      isOnHold({
        elements: [
          { elementStateId: 'active', handlingType: 'main' },
          { elementStateId: 'diverted', handlingType: 'consult' },
        ],
      }),
    ).toBe(false);
  });
});

describe('recording', () => {
  it('off offers start; recording offers pause and stop; paused offers resume and stop', () => {
    expect(recordingStatus({ isEnabled: false, isPaused: false })).toBe('off');
    expect(recordingActions('off')).toEqual(['recordStart']);
    expect(recordingStatus({ isEnabled: true, isPaused: false })).toBe('recording');
    expect(recordingActions('recording')).toEqual(['recordPause', 'recordStop']);
    expect(recordingStatus({ isEnabled: true, isPaused: true })).toBe('paused');
    expect(recordingActions('paused')).toEqual(['recordResume', 'recordStop']);
  });
});

describe('tile blink', () => {
  it('blinks when the notification count rises above 0', () => {
    expect(shouldBlink(0, 1)).toBe(true);
    expect(shouldBlink(1, 2)).toBe(true);
  });
  it('does not blink when the count stays, falls or is 0', () => {
    expect(shouldBlink(2, 2)).toBe(false);
    expect(shouldBlink(2, 0)).toBe(false);
    expect(shouldBlink(0, 0)).toBe(false);
  });
});

describe('tile timer text', () => {
  it('m:ss under an hour, h:mm:ss from there; nothing negative', () => {
    expect(formatTileTimer(0)).toBe('0:00');
    expect(formatTileTimer(75.9)).toBe('1:15');
    expect(formatTileTimer(3_600 + 62)).toBe('1:01:02');
    expect(formatTileTimer(-5)).toBe('0:00');
  });
});
