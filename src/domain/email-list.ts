/**
 * The agent's email list (the /emails screen): pending, active and history email interactions,
 * newest first, each with its subject, sender, received time and state.
 */
import { normaliseSenderList } from './email-form';

/** The parts of an interaction the list reads (structurally the protocol's Interaction). */
export interface EmailListSource {
  interactionId: string;
  interactionMediaType: string;
  interactionType: string;
  interactionStateId: string;
  timestamp: number;
  email: {
    incomingEmailData: { from: string; subject: string; receivedAt: number } | null;
    outgoingEmailData: {
      to: string;
      subject: string;
      creationTime: number;
      sentAt: number | null;
    } | null;
  } | null;
}

export type EmailListKind = 'pending' | 'active' | 'history';

export interface EmailListRow {
  interactionId: string;
  list: EmailListKind;
  direction: 'incoming' | 'outgoing';
  subject: string;
  /** The sender's addresses ("; "), or for an outgoing email the recipients. */
  party: string;
  /** When the email came in (incoming) or the draft was created (outgoing), ms. */
  at: number;
  state: string;
  sent: boolean;
}

/** One row, or null for an interaction that is not an email. */
export function emailListRow(ix: EmailListSource, list: EmailListKind): EmailListRow | null {
  if (ix.interactionMediaType !== 'EMAIL') return null;
  const incoming = ix.email?.incomingEmailData ?? null;
  const outgoing = ix.email?.outgoingEmailData ?? null;
  const direction =
    incoming === null && ix.interactionType === 'OUTGOING_EMAIL' ? 'outgoing' : 'incoming';
  return {
    interactionId: ix.interactionId,
    list,
    direction,
    subject: (incoming?.subject ?? outgoing?.subject ?? '').trim(),
    party:
      direction === 'incoming'
        ? normaliseSenderList(incoming?.from ?? '') || (incoming?.from ?? '')
        : (outgoing?.to ?? ''),
    at: incoming?.receivedAt ?? outgoing?.creationTime ?? ix.timestamp,
    state: ix.interactionStateId,
    sent: outgoing?.sentAt != null,
  };
}

/** Email rows of the given entries, newest first (ties by id, so the order is stable). */
export function emailListRows(
  entries: ReadonlyArray<{ interaction: EmailListSource; list: EmailListKind }>,
): EmailListRow[] {
  const rows = entries.flatMap((e) => {
    const row = emailListRow(e.interaction, e.list);
    return row === null ? [] : [row];
  });
  return rows.sort((a, b) => b.at - a.at || a.interactionId.localeCompare(b.interactionId));
}
