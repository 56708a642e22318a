/**
 * Who an interaction is with, as its window title and tile name show it (agent-desktop §2):
 * the contact's name, else the remote party. An email the agent started has no remote party
 * until it is addressed: its recipients stand in, and before that it is a new email, never the
 * agent's own id (the origin of an outgoing interaction is the agent).
 */

/** The parts of an interaction the name reads. */
export interface PartySubject {
  interactionType: string;
  crm: { customerFullName: string };
  routing: { remoteParty: string; origin: string };
  email?: { outgoingEmailData: { to: string } | null } | null;
}

/** The name to show, or what to say instead: a new email not yet addressed, or an unknown party. */
export type PartyName = { kind: 'name'; name: string } | { kind: 'newEmail' } | { kind: 'unknown' };

export function partyName(ix: PartySubject): PartyName {
  const known = ix.crm.customerFullName || ix.routing.remoteParty;
  if (known !== '') return { kind: 'name', name: known };
  if (ix.interactionType === 'OUTGOING_EMAIL') {
    const to = ix.email?.outgoingEmailData?.to.trim() ?? '';
    return to !== '' ? { kind: 'name', name: to } : { kind: 'newEmail' };
  }
  return ix.routing.origin !== '' ? { kind: 'name', name: ix.routing.origin } : { kind: 'unknown' };
}
