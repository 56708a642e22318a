import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Theme } from '../../src/protocol/api';
import type { DeletedResponse } from '../../src/protocol/session-api';
import { requireAuth } from '../auth/auth-hook';
import type { ServerContext } from '../context';
import type { AuthContext } from '../auth/session-service';
import type { StoredTheme } from '../db/themes-repository';
import { HttpError, badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { WALLBOARD_ROUTE } from '../auth/roles';
import { plainName } from '../http/names';
import { endpoint } from '../http/endpoint-route';

const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'expected a colour as #RRGGBB');
const coloursSchema = z.strictObject({
  primary: colour,
  secondary: colour,
  surface: colour,
  info: colour,
  error: colour,
  success: colour,
  warning: colour,
  accent: colour,
});
const themeBodySchema = z.strictObject({
  // The id comes from the path (PUT) or is generated (POST); a matching one in the body is tolerated.
  _id: z.string().min(1).max(128).optional(),
  name: plainName(z.string().trim().min(1).max(64)),
  dark: coloursSchema,
  light: coloursSchema,
});
const idParams = z.strictObject({ id: z.string().min(1).max(128) });

/** Only a theme's creator or a supervisor changes or deletes it; the seeded themes have no creator. */
function requireThemeOwner(auth: AuthContext, stored: StoredTheme): void {
  if (auth.user.isSupervisor) return;
  // The default theme is everyone's fallback: only a supervisor may restyle it.
  if (stored.isDefault) throw new HttpError(403, 'Only a supervisor may change the default theme');
  if (stored.createdBy !== auth.user.userId)
    throw new HttpError(403, 'Only the creator of this theme or a supervisor may change it');
}

/** GET api/themes/all, GET/PUT/DELETE api/themes/{id}, POST api/themes (agent-desktop §7 "Reference calls"). */
export function registerThemeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  async function findTheme(id: string) {
    const stored = await ctx.themes.find(id);
    if (!stored) throw new HttpError(404, 'Theme not found');
    return stored;
  }

  endpoint(app, 'themes', WALLBOARD_ROUTE, async () => {
    const data: Theme[] = (await ctx.themes.all()).map((stored) => stored.theme);
    return { data };
  });

  endpoint(app, 'theme', WALLBOARD_ROUTE, async (request) => {
    const data: Theme = (await findTheme(parseInput(idParams, request.params, 'params').id)).theme;
    return { data };
  });

  endpoint(app, 'themeCreate', WALLBOARD_ROUTE, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parseInput(themeBodySchema, request.body, 'body');
    const theme: Theme = {
      _id: `theme-${randomUUID()}`,
      name: body.name,
      dark: body.dark,
      light: body.light,
    };
    await ctx.themes.insert(theme, {
      isDefault: false,
      createdBy: auth.user.userId,
      now: ctx.now(),
    });
    return reply.code(201).send({ data: theme });
  });

  endpoint(app, 'themeUpdate', WALLBOARD_ROUTE, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = parseInput(themeBodySchema, request.body, 'body');
    if (body._id !== undefined && body._id !== id)
      throw badRequest('_id', 'does not match the theme in the path');
    requireThemeOwner(auth, await findTheme(id));
    const data: Theme = { _id: id, name: body.name, dark: body.dark, light: body.light };
    await ctx.themes.update(data, ctx.now());
    return { data };
  });

  endpoint(app, 'themeDelete', WALLBOARD_ROUTE, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const stored = await findTheme(id);
    if (stored.isDefault) throw new HttpError(409, 'The default theme cannot be deleted');
    requireThemeOwner(auth, stored);
    await ctx.themes.delete(id);
    const data: DeletedResponse = { deleted: true, id };
    return { data };
  });
}
