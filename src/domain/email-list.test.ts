import { describe, expect, it } from 'vitest';
import { emailListRow, emailListRows, type EmailListSource } from './email-list';

const email = (
  id: string,
  receivedAt: number,
  over: Partial<EmailListSource> = {},
): EmailListSource => ({
  interactionId: id,
  interactionMediaType: 'EMAIL',
  interactionType: 'INCOMING_EMAIL',
  interactionStateId: 'handling',
  timestamp: receivedAt,
  email: {
    incomingEmailData: { from: '"Ann" <ann@example.com>', subject: ` Order ${id} `, receivedAt },
    outgoingEmailData: null,
  },
  ...over,
});

describe('email list', () => {
  it('only email interactions are listed', () => {
    expect(emailListRow(email('1', 1, { interactionMediaType: 'CHAT' }), 'active')).toBeNull();
  });
  it('an incoming email shows its subject, the sender address and when it came in', () => {
    expect(emailListRow(email('1', 500), 'pending')).toEqual({
      interactionId: '1',
      list: 'pending',
      direction: 'incoming',
      subject: 'Order 1',
      party: 'ann@example.com',
      at: 500,
      state: 'handling',
      sent: false,
    });
  });
  it('an outgoing email shows its recipients and the draft time', () => {
    const out = email('2', 9, {
      interactionType: 'OUTGOING_EMAIL',
      email: {
        incomingEmailData: null,
        outgoingEmailData: { to: 'bob@example.org', subject: 'Hi', creationTime: 700, sentAt: 800 },
      },
    });
    expect(emailListRow(out, 'history')).toMatchObject({
      direction: 'outgoing',
      party: 'bob@example.org',
      at: 700,
      sent: true,
    });
  });
  it('the list is newest first', () => {
    const rows = emailListRows([
      { interaction: email('a', 100), list: 'history' },
      { interaction: email('b', 300), list: 'active' },
      { interaction: email('c', 200), list: 'pending' },
    ]);
    expect(rows.map((r) => r.interactionId)).toEqual(['b', 'c', 'a']);
  });
});
