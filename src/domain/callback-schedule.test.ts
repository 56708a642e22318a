import { describe, expect, it } from 'vitest';
import {
  CALLBACK_NOTE_MAX_LENGTH,
  callbackNumberOf,
  callbackScheduleRequest,
  checkCallbackSchedule,
  dialableNumber,
} from './callback-schedule';

const NOW = Date.UTC(2026, 10, 28, 9, 0);
const HOUR = 3_600_000;
const ok = { phoneNumber: '+13125550101', at: NOW + HOUR, note: '' };

describe('dialableNumber and callbackNumberOf', () => {
  it('drops the blanks, dots, dashes and brackets people write between digits', () => {
    expect(dialableNumber(' +1 (312) 555-01.01 ')).toBe('+13125550101');
  });
  it('keeps letters so the check can refuse them', () => {
    expect(dialableNumber('555-CALL')).toBe('555CALL');
  });
  it("takes a telephony call's remote party as the number, and nothing that is no number", () => {
    expect(callbackNumberOf('+1 312 555 0101')).toBe('+13125550101');
    expect(callbackNumberOf('jane@example.com')).toBe('');
    expect(callbackNumberOf('')).toBe('');
  });
});

describe('checkCallbackSchedule', () => {
  it('accepts a number and a moment ahead', () => {
    expect(checkCallbackSchedule(ok, NOW)).toBeNull();
  });
  it('asks for a number first', () => {
    expect(checkCallbackSchedule({ ...ok, phoneNumber: '  ', at: null }, NOW)).toBe('phoneMissing');
  });
  it('refuses a number with letters or too few or too many digits', () => {
    expect(checkCallbackSchedule({ ...ok, phoneNumber: '555-CALL' }, NOW)).toBe('phoneInvalid');
    expect(checkCallbackSchedule({ ...ok, phoneNumber: '12' }, NOW)).toBe('phoneInvalid');
    expect(checkCallbackSchedule({ ...ok, phoneNumber: '1'.repeat(21) }, NOW)).toBe('phoneInvalid');
    expect(checkCallbackSchedule({ ...ok, phoneNumber: '++123' }, NOW)).toBe('phoneInvalid');
  });
  it('asks for a day and time when either is missing', () => {
    expect(checkCallbackSchedule({ ...ok, at: null }, NOW)).toBe('momentMissing');
    expect(checkCallbackSchedule({ ...ok, at: Number.NaN }, NOW)).toBe('momentMissing');
  });
  it('refuses now and the past', () => {
    expect(checkCallbackSchedule({ ...ok, at: NOW }, NOW)).toBe('past');
    expect(checkCallbackSchedule({ ...ok, at: NOW - 60_000 }, NOW)).toBe('past');
  });
  it('refuses a moment more than 30 days ahead, and takes exactly 30 days', () => {
    expect(checkCallbackSchedule({ ...ok, at: NOW + 30 * 24 * HOUR }, NOW)).toBeNull();
    expect(checkCallbackSchedule({ ...ok, at: NOW + 30 * 24 * HOUR + 1 }, NOW)).toBe('tooFar');
  });
  it('refuses a note longer than the server keeps', () => {
    const long = 'x'.repeat(CALLBACK_NOTE_MAX_LENGTH + 1);
    expect(checkCallbackSchedule({ ...ok, note: long }, NOW)).toBe('noteTooLong');
    expect(
      checkCallbackSchedule({ ...ok, note: 'x'.repeat(CALLBACK_NOTE_MAX_LENGTH) }, NOW),
    ).toBeNull();
  });
});

describe('callbackScheduleRequest', () => {
  it('sends the dialable number, the moment and the interaction, leaving empty parts out', () => {
    expect(
      callbackScheduleRequest(
        { phoneNumber: '+1 312 555 0101', at: NOW + HOUR, note: '  ' },
        { businessProcessId: 'bp-1', contactId: null, interactionId: 'ix-1' },
      ),
    ).toEqual({
      businessProcessId: 'bp-1',
      phoneNumber: '+13125550101',
      scheduledTime: NOW + HOUR,
      interactionId: 'ix-1',
    });
  });
  it('carries the contact and the trimmed note when there are', () => {
    expect(
      callbackScheduleRequest(
        { phoneNumber: '3125550101', at: NOW + HOUR, note: ' after 5 pm ' },
        { businessProcessId: 'bp-2', contactId: 'c-9', interactionId: null },
      ),
    ).toEqual({
      businessProcessId: 'bp-2',
      phoneNumber: '3125550101',
      scheduledTime: NOW + HOUR,
      contactId: 'c-9',
      note: 'after 5 pm',
    });
  });
});
