import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  Contact,
  ContactFavorites,
  ContactNote,
  ContactSearchPage,
  InteractionHistoryEntry,
} from '../../src/protocol/interaction-api';
import type { BuiltServer } from '../app';
import { interactionHarness, nextOffer, readyAgent } from '../interactions/test-support';
import { authed, body, login, tempDir, testServer } from '../testing/test-server';

let server: BuiltServer | null = null;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  await server?.close();
  server = null;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function agentSession(s: BuiltServer) {
  const { sessionId } = await login(s, 'agent');
  return authed(sessionId);
}

describe('contacts and CRM', () => {
  it('about 40 contacts are seeded and basic search pages through them with defaults 50 and 1', async () => {
    server = await testServer();
    const headers = await agentSession(server);
    const all = body<ContactSearchPage>(
      await server.app.inject({ method: 'GET', url: '/api/crm/basicSearch', headers }),
    );
    expect(all).toMatchObject({ total: 40, pageNumber: 1, maxNumberOfResults: 50 });
    const page2 = body<ContactSearchPage>(
      await server.app.inject({
        method: 'GET',
        url: '/api/crm/basicSearch?textToSearch=a&maxNumberOfResults=5&pageNumber=2',
        headers,
      }),
    );
    expect(page2.contacts).toHaveLength(5);
    const found = body<ContactSearchPage>(
      await server.app.inject({
        method: 'GET',
        url: '/api/crm/basicSearch?textToSearch=Bennett',
        headers,
      }),
    );
    expect(found.contacts.map((c) => c.name)).toEqual(['Olivia Bennett']);
    const advanced = body<ContactSearchPage>(
      await server.app.inject({
        method: 'GET',
        url: `/api/crm/advancedSearch?criteria=${encodeURIComponent('{"lastName":"hughes"}')}`,
        headers,
      }),
    );
    expect(advanced.contacts.map((c) => c.firstName).sort()).toEqual(['Emily', 'Emma']);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/crm/basicSearch?maxNumberOfResults=0',
      headers,
    });
    expect(bad.json().field).toBe('maxNumberOfResults');
  });

  it('a created contact answers its contactId; an update without contactId is refused with "contactId is required"', async () => {
    server = await testServer();
    const headers = await agentSession(server);
    const noAddress = await server.app.inject({
      method: 'POST',
      url: '/api/crm/contact',
      headers,
      payload: { firstName: 'Ann', mediaType: 'TELEPHONY' },
    });
    expect(noAddress.statusCode).toBe(400);
    const badEmail = await server.app.inject({
      method: 'POST',
      url: '/api/crm/contact',
      headers,
      payload: { firstName: 'Ann', email: 'nope' },
    });
    expect(badEmail.json().field).toBe('email');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/crm/contact',
      headers,
      payload: { firstName: 'Ann', lastName: 'Lee', phone: '+14155550123', mediaType: 'TELEPHONY' },
    });
    expect(created.statusCode).toBe(201);
    const { contactId } = body<{ contactId: string }>(created);
    expect(contactId).toMatch(/^contact-/);
    const noId = await server.app.inject({
      method: 'PUT',
      url: `/api/crm/contact/${contactId}/properties`,
      headers,
      payload: { city: 'Oslo' },
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('contactId is required');
    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/crm/contact/${contactId}/properties`,
      headers,
      payload: { contactId, city: 'Oslo', properties: { tier: 'gold' } },
    });
    expect(body<Contact>(updated)).toMatchObject({
      city: 'Oslo',
      properties: { tier: 'gold' },
      phone1: '+14155550123',
      name: 'Ann Lee',
    });
    const batch = body<Contact[]>(
      await server.app.inject({
        method: 'POST',
        url: '/api/crm/contact/batch',
        headers,
        payload: { contactIds: [contactId, 'contact-2', 'contact-404'] },
      }),
    );
    expect(batch.map((c) => c.id)).toEqual([contactId, 'contact-2']);
    const template = await server.app.inject({
      method: 'GET',
      url: `/api/crm/contact/${contactId}/template?businessProcessId=bp-1`,
      headers,
    });
    expect(body<{ fields: Array<{ name: string }> }>(template).fields.map((f) => f.name)).toContain(
      'tier',
    );
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/crm/contact/contact-404', headers }))
        .statusCode,
    ).toBe(404);
  });

  it('notes and favourites are kept per contact and per user; another user cannot read my favourites', async () => {
    server = await testServer();
    const headers = await agentSession(server);
    const note = await server.app.inject({
      method: 'PUT',
      url: '/api/crm/contact/contact-3/note',
      headers,
      payload: { note: 'Prefers email' },
    });
    expect(note.statusCode).toBe(200);
    const notes = body<ContactNote[]>(
      await server.app.inject({
        method: 'GET',
        url: '/api/crm/contact/contact-3/note/all',
        headers,
      }),
    );
    expect(notes).toMatchObject([
      { kind: 'contactNote', text: 'Prefers email', agentId: 'user-1' },
    ]);
    await server.app.inject({
      method: 'POST',
      url: '/api/contact/favorites/user-1',
      headers,
      payload: { contactId: 'contact-e1' },
    });
    const favs = body<ContactFavorites>(
      await server.app.inject({
        method: 'POST',
        url: '/api/contact/favorites/user-1',
        headers,
        payload: { contactId: 'contact-5' },
      }),
    );
    expect(favs.favorites.map((c) => c.id)).toEqual(['contact-e1', 'contact-5']);
    expect(favs.internal.map((c) => c.id)).toEqual(['contact-e1']);
    const replaced = body<ContactFavorites>(
      await server.app.inject({
        method: 'PUT',
        url: '/api/contact/favorites/user-1',
        headers,
        payload: { contactIds: ['contact-7'] },
      }),
    );
    expect(replaced.favorites.map((c) => c.id)).toEqual(['contact-7']);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/contact/favorites/user-2', headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await server.app.inject({ method: 'GET', url: '/api/contact/enterprisecontacts', headers })
      ).json().data,
    ).toHaveLength(5);
    const directory = await server.app.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { ...headers, 'cache-key': 'org-1' },
    });
    expect(directory.statusCode).toBe(200);
  });

  it('contacts, notes, favourites and interaction history survive a restart', async () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const dbPath = join(dir.path, 'cc.sqlite');
    const h = await interactionHarness('telephony', dbPath);
    server = h.server;
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = nextOffer(h, agent.userId);
    const inject = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      h.server.app.inject({ method, url, headers: agent.headers, ...(payload ? { payload } : {}) });
    await inject('PUT', `/api/interaction/${interactionId}/accept`);
    await inject('POST', `/api/interaction/${interactionId}/contact/contact-9`);
    await inject('PUT', `/api/interaction/${interactionId}/remark`, {
      remark: 'Called about billing',
    });
    await inject('PUT', `/api/interaction/${interactionId}/end`);
    await inject('PUT', `/api/interaction/${interactionId}/end`);
    const created = body<{ contactId: string }>(
      await inject('POST', '/api/crm/contact', { email: 'new.person@mail.example' }),
    );
    await inject('PUT', `/api/crm/contact/${created.contactId}/note`, { note: 'Met at the fair' });
    await inject('POST', '/api/contact/favorites/user-1', { contactId: created.contactId });
    await h.server.close();

    server = await testServer({ dbPath });
    const headers = await agentSession(server);
    expect(
      body<Contact>(
        await server.app.inject({
          method: 'GET',
          url: `/api/crm/contact/${created.contactId}`,
          headers,
        }),
      ).email,
    ).toBe('new.person@mail.example');
    expect(
      body<ContactNote[]>(
        await server.app.inject({
          method: 'GET',
          url: `/api/crm/contact/${created.contactId}/note/all`,
          headers,
        }),
      ),
    ).toHaveLength(1);
    expect(
      body<ContactFavorites>(
        await server.app.inject({ method: 'GET', url: '/api/contact/favorites/user-1', headers }),
      ).favorites.map((c) => c.id),
    ).toEqual([created.contactId]);
    const history = body<InteractionHistoryEntry[]>(
      await server.app.inject({
        method: 'GET',
        url: '/api/crm/contact/contact-9/interactionHistory',
        headers,
      }),
    );
    expect(history).toMatchObject([
      { interactionId, contactId: 'contact-9', remarks: ['Called about billing'] },
    ]);
    const remarkNotes = body<ContactNote[]>(
      await server.app.inject({
        method: 'GET',
        url: '/api/crm/contact/contact-9/note/all',
        headers,
      }),
    );
    expect(remarkNotes).toMatchObject([
      { kind: 'interactionRemark', interactionId, text: 'Called about billing' },
    ]);
  });
});
