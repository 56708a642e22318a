import { describe, expect, it } from 'vitest';
import {
  contactCreateBody,
  contactDraftFromInteraction,
  EMPTY_CONTACT_DRAFT,
  splitFullName,
  validateContactDraft,
} from './contact-draft';

describe('contact from an interaction', () => {
  it('a chat contact is pre-filled with the name and the email', () => {
    const draft = contactDraftFromInteraction({
      media: 'CHAT',
      customerFullName: 'Grace Hopper',
      customerEmail: 'grace@navy.mil',
      remoteParty: 'grace@navy.mil',
    });
    expect(draft).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.mil',
      phone1: '',
    });
  });
  it('a telephony contact is pre-filled with the phone number', () => {
    const draft = contactDraftFromInteraction({
      media: 'TELEPHONY',
      customerFullName: 'Ada',
      customerEmail: 'ada@x.org',
      remoteParty: '+44 20 7946 0000',
    });
    expect(draft).toMatchObject({
      firstName: 'Ada',
      lastName: '',
      phone1: '+44 20 7946 0000',
      email: 'ada@x.org',
    });
  });
  it('an unknown caller whose name is the number gets the number as phone, not as first name', () => {
    const draft = contactDraftFromInteraction({
      media: 'TELEPHONY',
      customerFullName: '+3225550100',
      customerEmail: '',
      remoteParty: '+3225550100',
    });
    expect(draft).toMatchObject({ firstName: '', lastName: '', phone1: '+3225550100' });
    const noRemote = contactDraftFromInteraction({
      media: 'TELEPHONY',
      customerFullName: '+32 2 555 01 00',
      customerEmail: '',
      remoteParty: '',
    });
    expect(noRemote).toMatchObject({ firstName: '', phone1: '+32 2 555 01 00' });
  });
  it('a name that is an address goes to the email field', () => {
    const draft = contactDraftFromInteraction({
      media: 'CHAT',
      customerFullName: 'bo@example.com',
      customerEmail: '',
      remoteParty: 'bo@example.com',
    });
    expect(draft).toMatchObject({ firstName: '', email: 'bo@example.com' });
  });
  it('an email remote party that is not an address falls back to the customer email', () => {
    const draft = contactDraftFromInteraction({
      media: 'EMAIL',
      customerFullName: '',
      customerEmail: 'x@y.org',
      remoteParty: 'Someone',
    });
    expect(draft.email).toBe('x@y.org');
  });
  it('a full name splits into the first word and the rest', () => {
    expect(splitFullName('  Grace  Brewster Hopper ')).toEqual({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
    });
  });
  it('the create body carries the trimmed fields and the medium', () => {
    expect(
      contactCreateBody(
        { ...EMPTY_CONTACT_DRAFT, firstName: ' Grace ', email: ' g@x.org ' },
        'CHAT',
      ),
    ).toMatchObject({ firstName: 'Grace', email: 'g@x.org', mediaType: 'CHAT' });
  });
});

describe('contact validation', () => {
  it('an email or chat contact needs an email address', () => {
    expect(validateContactDraft({ ...EMPTY_CONTACT_DRAFT, phone1: '+1555000' }, 'CHAT')).toEqual({
      email: 'emailRequired',
    });
  });
  it('a telephony or SMS contact needs a number', () => {
    expect(validateContactDraft({ ...EMPTY_CONTACT_DRAFT, email: 'a@b.co' }, 'SMS')).toEqual({
      phone1: 'phoneRequired',
    });
  });
  it('malformed emails and numbers are refused', () => {
    expect(
      validateContactDraft(
        { ...EMPTY_CONTACT_DRAFT, email: 'nope', phone1: '12', mobile: 'abc' },
        null,
      ),
    ).toEqual({
      email: 'invalidEmail',
      phone1: 'invalidPhone',
      mobile: 'invalidPhone',
    });
  });
  it('a contact without any address is refused; with one it is valid', () => {
    expect(validateContactDraft({ ...EMPTY_CONTACT_DRAFT, firstName: 'A' }, null)).toEqual({
      phone1: 'addressRequired',
    });
    expect(validateContactDraft({ ...EMPTY_CONTACT_DRAFT, mobile: '+1 555 0100' }, null)).toEqual(
      {},
    );
  });
});
