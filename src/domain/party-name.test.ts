import { describe, expect, it } from 'vitest';
import { partyName, type PartySubject } from './party-name';

const subject = (over: Partial<PartySubject> & { to?: string } = {}): PartySubject => ({
  interactionType: over.interactionType ?? 'INBOUND_CHAT',
  crm: over.crm ?? { customerFullName: '' },
  routing: over.routing ?? { remoteParty: '', origin: 'user-1' },
  email: over.to === undefined ? null : { outgoingEmailData: { to: over.to } },
});

describe('party name', () => {
  it('the contact name comes first, then the remote party', () => {
    expect(
      partyName(
        subject({
          crm: { customerFullName: 'Ann Lee' },
          routing: { remoteParty: '+3225550100', origin: 'x' },
        }),
      ),
    ).toEqual({ kind: 'name', name: 'Ann Lee' });
    expect(partyName(subject({ routing: { remoteParty: '+3225550100', origin: 'x' } }))).toEqual({
      kind: 'name',
      name: '+3225550100',
    });
  });
  it('a new email is named by its recipients, or as a new email, never by the agent id', () => {
    expect(partyName(subject({ interactionType: 'OUTGOING_EMAIL', to: 'bo@example.com' }))).toEqual(
      { kind: 'name', name: 'bo@example.com' },
    );
    expect(partyName(subject({ interactionType: 'OUTGOING_EMAIL', to: '' }))).toEqual({
      kind: 'newEmail',
    });
    expect(partyName(subject({ interactionType: 'OUTGOING_EMAIL' }))).toEqual({ kind: 'newEmail' });
  });
  it('other interactions fall back to the origin, then to an unknown party', () => {
    expect(partyName(subject())).toEqual({ kind: 'name', name: 'user-1' });
    expect(partyName(subject({ routing: { remoteParty: '', origin: '' } }))).toEqual({
      kind: 'unknown',
    });
  });
});
