import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import { authed, body, login, tempDir, testServer } from '../testing/test-server';

const servers: BuiltServer[] = [];
const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const cleanup of cleanups.splice(0)) cleanup();
});
async function server(dbPath = ':memory:'): Promise<BuiltServer> {
  const built = await testServer({ dbPath });
  servers.push(built);
  return built;
}
async function headersOf(s: BuiltServer, username: string) {
  const { sessionId, user } = await login(s, username);
  return { headers: authed(sessionId), userId: user.userId };
}

interface AvatarEntry {
  userId: string;
  avatar: string | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
/** A data URL whose bytes start with the type's signature, padded to `size` bytes. */
function dataUrl(type: string, signature: Buffer, size = 16): string {
  const bytes = Buffer.concat([signature, Buffer.alloc(Math.max(0, size - signature.length), 7)]);
  return `data:image/${type};base64,${bytes.toString('base64')}`;
}
const png = dataUrl('png', PNG_SIGNATURE);
const jpeg = dataUrl('jpeg', JPEG_SIGNATURE);
const gif = dataUrl('gif', Buffer.from('GIF89a', 'latin1'));
const webp = dataUrl(
  'webp',
  Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from('WEBP', 'latin1')]),
);

describe('avatars', () => {
  it('a user or contact without an avatar answers null; unknown ids are 404', async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'agent');
    const user = await s.app.inject({ method: 'GET', url: '/api/avatar/user-2', headers });
    expect(user.statusCode).toBe(200);
    expect(body<AvatarEntry>(user)).toEqual({ userId: 'user-2', avatar: null });
    const contact = await s.app.inject({
      method: 'GET',
      url: '/api/avatar/contact/contact-1',
      headers,
    });
    expect(body<AvatarEntry>(contact)).toEqual({ userId: 'contact-1', avatar: null });
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/avatar/nobody', headers })).statusCode,
    ).toBe(404);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/avatar/contact/nobody', headers }))
        .statusCode,
    ).toBe(404);
  });

  it('avatar calls need a session', async () => {
    const s = await server();
    expect((await s.app.inject({ method: 'GET', url: '/api/avatar/user-1' })).statusCode).toBe(401);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: '/api/avatar/encoded/user-1',
          payload: { avatar: png },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a user sets their own avatar with POST or PUT, and everyone reads it', async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    const posted = await s.app.inject({
      method: 'POST',
      url: `/api/avatar/encoded/${agent.userId}`,
      headers: agent.headers,
      payload: { avatar: png },
    });
    expect(posted.statusCode).toBe(200);
    expect(body<AvatarEntry>(posted)).toEqual({ userId: agent.userId, avatar: png });
    const other = await headersOf(s, 'agent2');
    expect(
      body<AvatarEntry>(
        await s.app.inject({
          method: 'GET',
          url: `/api/avatar/${agent.userId}`,
          headers: other.headers,
        }),
      ).avatar,
    ).toBe(png);

    const put = await s.app.inject({
      method: 'PUT',
      url: `/api/avatar/encoded/${agent.userId}`,
      headers: agent.headers,
      payload: { avatar: jpeg },
    });
    expect(body<AvatarEntry>(put).avatar).toBe(jpeg);
    expect(
      body<AvatarEntry>(
        await s.app.inject({
          method: 'GET',
          url: `/api/avatar/${agent.userId}`,
          headers: other.headers,
        }),
      ).avatar,
    ).toBe(jpeg);
  });

  it("only a supervisor may set another user's avatar (403 otherwise; unknown user 404)", async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    const wallboard = await headersOf(s, 'wallboard');
    const supervisor = await headersOf(s, 'supervisor');
    for (const method of ['POST', 'PUT'] as const) {
      expect(
        (
          await s.app.inject({
            method,
            url: '/api/avatar/encoded/user-2',
            headers: agent.headers,
            payload: { avatar: png },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await s.app.inject({
            method,
            url: '/api/avatar/encoded/user-2',
            headers: wallboard.headers,
            payload: { avatar: png },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      body<AvatarEntry>(
        await s.app.inject({ method: 'GET', url: '/api/avatar/user-2', headers: agent.headers }),
      ).avatar,
    ).toBeNull();

    const bySupervisor = await s.app.inject({
      method: 'PUT',
      url: '/api/avatar/encoded/user-2',
      headers: supervisor.headers,
      payload: { avatar: gif },
    });
    expect(bySupervisor.statusCode).toBe(200);
    expect(
      body<AvatarEntry>(
        await s.app.inject({ method: 'GET', url: '/api/avatar/user-2', headers: agent.headers }),
      ).avatar,
    ).toBe(gif);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: '/api/avatar/encoded/nobody',
          headers: supervisor.headers,
          payload: { avatar: gif },
        })
      ).statusCode,
    ).toBe(404);

    // A wallboard user may set their own.
    const own = await s.app.inject({
      method: 'POST',
      url: `/api/avatar/encoded/${wallboard.userId}`,
      headers: wallboard.headers,
      payload: { avatar: webp },
    });
    expect(own.statusCode).toBe(200);
  });

  it('agents and supervisors set contact avatars; a wallboard user may not; an unknown contact is 404', async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    const supervisor = await headersOf(s, 'supervisor');
    const wallboard = await headersOf(s, 'wallboard');
    const byAgent = await s.app.inject({
      method: 'POST',
      url: '/api/avatar/contact/encoded/contact-1',
      headers: agent.headers,
      payload: { avatar: png },
    });
    expect(byAgent.statusCode).toBe(200);
    expect(body<AvatarEntry>(byAgent)).toEqual({ userId: 'contact-1', avatar: png });
    const bySupervisor = await s.app.inject({
      method: 'PUT',
      url: '/api/avatar/contact/encoded/contact-2',
      headers: supervisor.headers,
      payload: { avatar: jpeg },
    });
    expect(bySupervisor.statusCode).toBe(200);
    const byWallboard = await s.app.inject({
      method: 'PUT',
      url: '/api/avatar/contact/encoded/contact-1',
      headers: wallboard.headers,
      payload: { avatar: jpeg },
    });
    expect(byWallboard.statusCode).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: '/api/avatar/contact/encoded/nobody',
          headers: agent.headers,
          payload: { avatar: png },
        })
      ).statusCode,
    ).toBe(404);

    // contacts are CRM data, which a wallboard login does not read (issue 16: roles)
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/avatar/contact/contact-1',
          headers: wallboard.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      body<AvatarEntry>(
        await s.app.inject({
          method: 'GET',
          url: '/api/avatar/contact/contact-1',
          headers: agent.headers,
        }),
      ).avatar,
    ).toBe(png);
    expect(
      body<AvatarEntry>(
        await s.app.inject({
          method: 'GET',
          url: '/api/avatar/contact/contact-2',
          headers: agent.headers,
        }),
      ).avatar,
    ).toBe(jpeg);
  });

  it.each([
    [
      'an SVG',
      'data:image/svg+xml;base64,' + Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
    ],
    ['a URL that is not data', 'https://example.com/me.png'],
    ['non-base64 data', 'data:image/png;base64,iVBO<script>'],
    ['empty data', 'data:image/png;base64,'],
    ['base64 with a broken length', 'data:image/png;base64,iVBORw0KGgoAAAAAAAAAAAA'],
    ['data that is not the declared type', dataUrl('png', JPEG_SIGNATURE)],
    [
      'HTML labelled as a GIF',
      'data:image/gif;base64,' + Buffer.from('<html><script>x</script></html>').toString('base64'),
    ],
    ['a number', 42],
  ])('%s is refused with 400 naming the avatar and nothing is stored', async (_what, avatar) => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    for (const url of [
      `/api/avatar/encoded/${agent.userId}`,
      '/api/avatar/contact/encoded/contact-1',
    ]) {
      const response = await s.app.inject({
        method: 'PUT',
        url,
        headers: agent.headers,
        payload: { avatar },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'avatar',
        message: expect.stringMatching(/^avatar: /),
      });
    }
    expect(
      body<AvatarEntry>(
        await s.app.inject({
          method: 'GET',
          url: `/api/avatar/${agent.userId}`,
          headers: agent.headers,
        }),
      ).avatar,
    ).toBeNull();
    expect(
      body<AvatarEntry>(
        await s.app.inject({
          method: 'GET',
          url: '/api/avatar/contact/contact-1',
          headers: agent.headers,
        }),
      ).avatar,
    ).toBeNull();
  });

  it('a missing avatar is 400 naming it', async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    const response = await s.app.inject({
      method: 'PUT',
      url: `/api/avatar/encoded/${agent.userId}`,
      headers: agent.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'avatar' });
  });

  it('an avatar up to 262144 characters is accepted; a longer one is 400', async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    const url = `/api/avatar/encoded/${agent.userId}`;
    // 196590 bytes are 262120 base64 characters: with the 22-character prefix, 262142 in all.
    const largest = dataUrl('png', PNG_SIGNATURE, 196_590);
    expect(largest.length).toBeLessThanOrEqual(262_144);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url,
          headers: agent.headers,
          payload: { avatar: largest },
        })
      ).statusCode,
    ).toBe(200);
    const tooLong = dataUrl('png', PNG_SIGNATURE, 196_593);
    expect(tooLong.length).toBeGreaterThan(262_144);
    const refused = await s.app.inject({
      method: 'PUT',
      url,
      headers: agent.headers,
      payload: { avatar: tooLong },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('avatar: at most 262144 characters');
  });

  it('a batch answers the known ids once each, in the order asked, skipping unknown ones', async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    await s.app.inject({
      method: 'PUT',
      url: `/api/avatar/encoded/${agent.userId}`,
      headers: agent.headers,
      payload: { avatar: png },
    });
    await s.app.inject({
      method: 'PUT',
      url: '/api/avatar/contact/encoded/contact-2',
      headers: agent.headers,
      payload: { avatar: jpeg },
    });

    const users = await s.app.inject({
      method: 'POST',
      url: '/api/avatar/batch',
      headers: agent.headers,
      payload: { userIds: ['user-2', 'nobody', agent.userId, 'user-2'] },
    });
    expect(users.statusCode).toBe(200);
    expect(body<AvatarEntry[]>(users)).toEqual([
      { userId: 'user-2', avatar: null },
      { userId: agent.userId, avatar: png },
    ]);
    const contacts = await s.app.inject({
      method: 'POST',
      url: '/api/avatar/contact/batch',
      headers: agent.headers,
      payload: { userIds: ['contact-2', 'contact-1', 'nobody'] },
    });
    expect(body<AvatarEntry[]>(contacts)).toEqual([
      { userId: 'contact-2', avatar: jpeg },
      { userId: 'contact-1', avatar: null },
    ]);
    expect(
      body<AvatarEntry[]>(
        await s.app.inject({
          method: 'POST',
          url: '/api/avatar/batch',
          headers: agent.headers,
          payload: { userIds: [] },
        }),
      ),
    ).toEqual([]);
  });

  it('a batch of more than 1000 ids, or without userIds, is 400 naming userIds', async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'agent');
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `user-${i + 1}`);
    for (const url of ['/api/avatar/batch', '/api/avatar/contact/batch']) {
      expect(
        (await s.app.inject({ method: 'POST', url, headers, payload: { userIds: ids(1000) } }))
          .statusCode,
      ).toBe(200);
      for (const payload of [{ userIds: ids(1001) }, {}, { userIds: [''] }]) {
        const response = await s.app.inject({ method: 'POST', url, headers, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ field: string }>().field).toMatch(/^userIds/);
      }
    }
  });

  it('avatars survive a restart on the same database file', async () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const dbPath = join(dir.path, 'cc.db');
    const first = await server(dbPath);
    const agent = await headersOf(first, 'agent');
    await first.app.inject({
      method: 'PUT',
      url: `/api/avatar/encoded/${agent.userId}`,
      headers: agent.headers,
      payload: { avatar: webp },
    });
    await first.app.inject({
      method: 'POST',
      url: '/api/avatar/contact/encoded/contact-3',
      headers: agent.headers,
      payload: { avatar: gif },
    });
    await first.close();

    const second = await server(dbPath);
    const { headers } = await headersOf(second, 'supervisor');
    expect(
      body<AvatarEntry>(
        await second.app.inject({ method: 'GET', url: `/api/avatar/${agent.userId}`, headers }),
      ).avatar,
    ).toBe(webp);
    expect(
      body<AvatarEntry>(
        await second.app.inject({ method: 'GET', url: '/api/avatar/contact/contact-3', headers }),
      ).avatar,
    ).toBe(gif);
  });
});
