import { describe, expect, it } from 'vitest';
import {
  firstInvalidAddress,
  isEmailAddress,
  normaliseSenderList,
  normaliseSignatureIndex,
  replyFields,
  replySubject,
  splitAddresses,
  validateEmailForm,
} from './email-form';

const form = { to: 'ann@example.com', cc: '', bcc: '', subject: 'Order 42' };

describe('validateEmailForm', () => {
  it('a complete form is valid', () => {
    expect(validateEmailForm(form)).toEqual({
      valid: true,
      errors: { to: null, cc: null, bcc: null, subject: null },
    });
  });
  it('to must be non-empty (fieldIsEmpty)', () => {
    expect(validateEmailForm({ ...form, to: '' }).errors.to).toBe('fieldIsEmpty');
    expect(validateEmailForm({ ...form, to: ' ; ' }).errors.to).toBe('fieldIsEmpty');
    expect(validateEmailForm({ ...form, to: '' }).valid).toBe(false);
  });
  it('each address separated by semicolons must match (invalidEmail)', () => {
    expect(validateEmailForm({ ...form, to: 'ann@example.com; bob@example' }).errors.to).toBe(
      'invalidEmail',
    );
    expect(
      validateEmailForm({ ...form, to: 'ann@example.com;bob@example.org;' }).errors.to,
    ).toBeNull();
  });
  it('cc and bcc may be empty but must hold valid addresses', () => {
    expect(validateEmailForm({ ...form, cc: 'nope' }).errors.cc).toBe('invalidEmail');
    expect(validateEmailForm({ ...form, bcc: 'a@b.co; x y@b.co' }).errors.bcc).toBe('invalidEmail');
    expect(validateEmailForm({ ...form, cc: 'c@d.io', bcc: 'e@f.io' }).valid).toBe(true);
  });
  it('the subject must be non-empty', () => {
    expect(validateEmailForm({ ...form, subject: '  ' })).toMatchObject({
      valid: false,
      errors: { subject: 'fieldIsEmpty' },
    });
  });
});

describe('addresses', () => {
  it('the email pattern accepts usual addresses and refuses broken ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org', "o'neil@x.ie"])
      expect(isEmailAddress(ok)).toBe(true);
    for (const bad of ['a@b', '@b.co', 'a b@c.co', 'a@-b.co', 'a@@b.co', 'Ann <a@b.co>'])
      expect(isEmailAddress(bad)).toBe(false);
  });
  it('lists split on semicolons and drop empty entries', () => {
    expect(splitAddresses(' a@b.co ;; c@d.co; ')).toEqual(['a@b.co', 'c@d.co']);
  });
  it('sender lists are normalised to addresses joined with "; "', () => {
    expect(normaliseSenderList('"Ann Lee" <ann@x.com>, Bob <bob@y.org>')).toBe(
      'ann@x.com; bob@y.org',
    );
    expect(normaliseSenderList('ann@x.com;ANN@x.com')).toBe('ann@x.com');
    expect(normaliseSenderList('no address')).toBe('');
  });
});

describe('reply', () => {
  it('a reply subject gets the prefix RE:', () => {
    expect(replySubject('Order 42')).toBe('RE: Order 42');
  });
  it('the prefix is not doubled', () => {
    expect(replySubject('RE: Order 42')).toBe('RE: Order 42');
    expect(replySubject('Re: Order 42')).toBe('Re: Order 42');
  });
  it('a reply is sent to the sender', () => {
    expect(replyFields({ from: 'Ann <ann@x.com>', subject: 'Hi' })).toEqual({
      to: 'ann@x.com',
      subject: 'RE: Hi',
    });
  });
  it('a signature index below 0 becomes 0', () => {
    expect(normaliseSignatureIndex(-3)).toBe(0);
    expect(normaliseSignatureIndex(Number.NaN)).toBe(0);
    expect(normaliseSignatureIndex(7)).toBe(7);
  });
});

describe('naming the bad address', () => {
  it('the first invalid address of a list is named, valid lists name none', () => {
    expect(firstInvalidAddress('a@example.com; not-an-address; b@')).toBe('not-an-address');
    expect(firstInvalidAddress('a@example.com;b@example.org;')).toBeNull();
    expect(firstInvalidAddress('')).toBeNull();
  });
});
