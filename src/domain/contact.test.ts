import { describe, expect, it } from 'vitest';
import { canSendSms, checkCreatedContactId, contactDisplayName, requireContactId } from './contact';

describe('contactDisplayName', () => {
  it('display name is first and last name', () => {
    expect(contactDisplayName({ firstName: 'Ann', lastName: 'Lee', email: 'a@x.co' })).toBe(
      'Ann Lee',
    );
    expect(contactDisplayName({ firstName: 'Ann', lastName: '' })).toBe('Ann');
    expect(contactDisplayName({ lastName: ' Lee ' })).toBe('Lee');
  });
  it('without a name it falls back to email', () => {
    expect(contactDisplayName({ firstName: ' ', email: 'a@x.co', phone1: '+1555' })).toBe('a@x.co');
  });
  it('without name or email it falls back to phone1', () => {
    expect(contactDisplayName({ phone1: '+1555' })).toBe('+1555');
    expect(contactDisplayName({})).toBe('');
  });
});

describe('canSendSms', () => {
  it('SMS is enabled if any phone or mobile exists', () => {
    expect(canSendSms({ phone1: '+1555' })).toBe(true);
    expect(canSendSms({ phone3: '+1555' })).toBe(true);
    expect(canSendSms({ mobile: '+1555' })).toBe(true);
  });
  it('SMS is disabled without any number', () => {
    expect(canSendSms({ email: 'a@x.co', phone1: '', mobile: null })).toBe(false);
  });
});

describe('contact ids', () => {
  it('a CRM update without contactId is refused with "contactId is required"', () => {
    expect(requireContactId('')).toEqual({ ok: false, error: 'contactId is required' });
    expect(requireContactId(undefined)).toEqual({ ok: false, error: 'contactId is required' });
    expect(requireContactId('c1')).toEqual({ ok: true, contactId: 'c1' });
  });
  it('a created contact without a contactId is "Invalid contactId returned by the API"', () => {
    for (const response of [null, {}, { contactId: 7 }, { contactId: '' }, 'c1']) {
      expect(checkCreatedContactId(response)).toEqual({
        ok: false,
        error: 'Invalid contactId returned by the API',
      });
    }
    expect(checkCreatedContactId({ contactId: 'c9' })).toEqual({ ok: true, contactId: 'c9' });
  });
});
