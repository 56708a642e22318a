import { afterEach, describe, expect, it } from 'vitest';
import type { Theme, ThemeColours } from '../../src/protocol/api';
import type { BuiltServer } from '../app';
import { DEFAULT_THEME } from '../db/seed-themes';
import { authed, body, login, testServer } from '../testing/test-server';

let server: BuiltServer;
afterEach(async () => server?.close());

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

const colours = (primary: string): ThemeColours => ({ ...DEFAULT_THEME.light, primary });

describe('themes', () => {
  it('every default theme colour reaches WCAG AA (4.5:1) on its surface', () => {
    for (const set of [DEFAULT_THEME.light, DEFAULT_THEME.dark]) {
      for (const [name, value] of Object.entries(set) as Array<[string, string]>) {
        if (name !== 'surface')
          expect(contrast(value, set.surface), name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('create, read, update and delete a theme', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const headers = authed(sessionId);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/themes',
      headers,
      payload: { name: 'Ocean', light: colours('#0B7285'), dark: DEFAULT_THEME.dark },
    });
    expect(created.statusCode).toBe(201);
    const theme = body<Theme>(created);
    expect(theme).toMatchObject({ name: 'Ocean', light: { primary: '#0B7285' } });

    const all = body<Theme[]>(
      await server.app.inject({ method: 'GET', url: '/api/themes/all', headers }),
    );
    expect(all.map((t) => t._id)).toEqual(['theme-default', theme._id]);

    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/themes/${theme._id}`,
      headers,
      payload: { ...theme, name: 'Deep ocean' },
    });
    expect(body<Theme>(updated).name).toBe('Deep ocean');
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/themes/${theme._id}`,
      headers,
    });
    expect(body<Theme>(read).name).toBe('Deep ocean');

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/themes/${theme._id}`,
      headers,
    });
    expect(body(deleted)).toEqual({ deleted: true, id: theme._id });
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/themes/${theme._id}`, headers }))
        .statusCode,
    ).toBe(404);
  });

  it('a colour that is not #RRGGBB is 400 naming the field', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/themes',
      headers: authed(sessionId),
      payload: { name: 'Bad', light: colours('orange'), dark: DEFAULT_THEME.dark },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'light.primary',
      message: 'light.primary: expected a colour as #RRGGBB',
    });
    const all = body<Theme[]>(
      await server.app.inject({
        method: 'GET',
        url: '/api/themes/all',
        headers: authed(sessionId),
      }),
    );
    expect(all).toHaveLength(1);
  });

  it('the default theme cannot be deleted (409) and only a supervisor may change it', async () => {
    server = await testServer();
    const agent = authed((await login(server, 'agent')).sessionId);
    const supervisor = authed((await login(server, 'supervisor')).sessionId);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/api/themes/theme-default',
      headers: supervisor,
    });
    expect(deleted.statusCode).toBe(409);
    const payload = { ...DEFAULT_THEME, name: 'House style' };
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: '/api/themes/theme-default',
          headers: agent,
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: '/api/themes/theme-default',
          headers: supervisor,
          payload,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a PUT whose body names another theme is 400', async () => {
    server = await testServer();
    const headers = authed((await login(server, 'supervisor')).sessionId);
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/themes/theme-default',
      headers,
      payload: { ...DEFAULT_THEME, _id: 'other' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('_id');
  });
});
