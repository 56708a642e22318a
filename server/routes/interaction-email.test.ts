import { afterEach, describe, expect, it } from 'vitest';
import type { EmailRecord, Interaction } from '../../src/protocol/interaction-events';
import { body } from '../testing/test-server';
import {
  eventsFor,
  interactionHarness,
  multipart,
  nextOffer,
  readyAgent,
  type InteractionHarness,
} from '../interactions/test-support';

let h: InteractionHarness | null = null;
afterEach(async () => {
  await h?.server.close();
  h = null;
});

const form = {
  to: 'olivia.bennett1@mail.example',
  cc: '',
  bcc: '',
  subject: 'Your order',
  body: '<p>Shipped today.</p>',
};

async function startEmail(headers: Record<string, string>) {
  const response = await (h as InteractionHarness).server.app.inject({
    method: 'POST',
    url: '/api/interaction/email',
    headers,
    payload: { destination: form.to },
  });
  expect(response.statusCode).toBe(200);
  return body<{ interactionId: string; interaction: Interaction }>(response);
}

describe('email', () => {
  it('an incoming email arrives with its attachments stored, and the reply goes out as multipart with an attachment', async () => {
    h = await interactionHarness('email');
    const agent = await readyAgent(h, 'agent');
    let offer = nextOffer(h, agent.userId);
    // keep drawing offers until one carries attachments (the seeded customer attaches 0 to 2 files)
    while ((offer.email?.incomingEmailData?.attachments.length ?? 0) === 0) {
      await h.server.app.inject({
        method: 'PUT',
        url: `/api/interaction/${offer.interactionId}/decline`,
        headers: agent.headers,
      });
      h.server.context.simRuntime.sim.setAgentState(agent.userId, 'ready');
      offer = nextOffer(h, agent.userId);
    }
    expect(
      eventsFor(h, agent.userId, 'email').some(
        (e) => e.eventType === 'received' && e.interactionId === offer.interactionId,
      ),
    ).toBe(true);
    const incoming = offer.email?.incomingEmailData?.attachments[0];
    const download = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${offer.interactionId}/downloadEmailAttachments`,
      headers: agent.headers,
      payload: { attachmentId: incoming?.id },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(incoming?.mimeType);
    expect(download.rawPayload.length).toBe(incoming?.size);

    await h.server.app.inject({
      method: 'PUT',
      url: `/api/interaction/${offer.interactionId}/accept`,
      headers: agent.headers,
    });
    const reply = multipart({ ...form, to: offer.crm.customerEmail ?? '' }, [
      { name: '../../etc/notes.txt', type: 'text/plain', content: Buffer.from('hello') },
    ]);
    const sent = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${offer.interactionId}/replyEmail`,
      headers: { ...agent.headers, ...reply.headers },
      payload: reply.payload,
    });
    expect(sent.statusCode).toBe(200);
    const email = body<EmailRecord>(sent);
    expect(email.outgoingEmailData).toMatchObject({
      subject: 'Your order',
      attachments: [{ name: 'notes.txt', size: 5, mimeType: 'text/plain' }],
    });
    expect(email.outgoingEmailData?.sentAt).toBe(h.clock.now());
  });

  it('starting an outgoing email answers its interactionId and sending stores the email', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId, interaction } = await startEmail(agent.headers);
    expect(interaction).toMatchObject({
      interactionType: 'OUTGOING_EMAIL',
      interactionStateId: 'handling',
      crm: { contactId: 'contact-1' },
    });
    expect(interaction.email?.outgoingEmailData?.signature).toContain('Alex Morgan');
    const request = multipart(form, [
      { name: 'plan.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n') },
    ]);
    const sent = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${interactionId}/sendEmail`,
      headers: { ...agent.headers, ...request.headers },
      payload: request.payload,
    });
    expect(sent.statusCode).toBe(200);
    expect(eventsFor(h, agent.userId, 'email').map((e) => e.eventType)).toEqual([
      'replyStarted',
      'sent',
    ]);
    const again = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${interactionId}/sendEmail`,
      headers: { ...agent.headers, ...request.headers },
      payload: request.payload,
    });
    expect(again.statusCode).toBe(409);
  });

  it('an invalid cc address is 400 with the message key invalidEmail, and nothing is sent', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = await startEmail(agent.headers);
    const request = multipart({ ...form, cc: 'ok@mail.example; not-an-address' }, []);
    const response = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${interactionId}/sendEmail`,
      headers: { ...agent.headers, ...request.headers },
      payload: request.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'cc', message: 'cc: invalidEmail' });
    const empty = multipart({ ...form, to: '' }, []);
    const noTo = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${interactionId}/sendEmail`,
      headers: { ...agent.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(noTo.json()).toMatchObject({ field: 'to', message: 'to: fieldIsEmpty' });
    expect(eventsFor(h, agent.userId, 'email').map((e) => e.eventType)).toEqual(['replyStarted']);
  });

  it('attachments of 20971520 bytes or more in total are refused with 413', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = await startEmail(agent.headers);
    const half = Buffer.alloc(10_485_760, 1);
    const request = multipart(form, [
      { name: 'a.bin', type: 'application/octet-stream', content: half },
      { name: 'b.bin', type: 'application/octet-stream', content: half },
    ]);
    const response = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${interactionId}/sendEmail`,
      headers: { ...agent.headers, ...request.headers },
      payload: request.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('20971520');
    expect(eventsFor(h, agent.userId, 'email').map((e) => e.eventType)).toEqual(['replyStarted']);
  });

  it('a JSON body on sendEmail is 400 and the signature call needs the organization header', async () => {
    h = await interactionHarness('telephony');
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = await startEmail(agent.headers);
    const json = await h.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${interactionId}/sendEmail`,
      headers: agent.headers,
      payload: form,
    });
    expect(json.statusCode).toBe(400);
    const missing = await h.server.app.inject({
      method: 'GET',
      url: `/api/interaction/email/signature/${interactionId}`,
      headers: agent.headers,
    });
    expect(missing.statusCode).toBe(400);
    const signature = await h.server.app.inject({
      method: 'GET',
      url: `/api/interaction/email/replySignature/bp-2?email=a@b.example`,
      headers: { ...agent.headers, 'organization-id': 'org-1' },
    });
    expect(body<{ signature: string }>(signature).signature).toContain('Customer Support');
  });
});
