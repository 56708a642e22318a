import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserSettings } from '../../src/protocol/api';
import type { DeletedResponse } from '../../src/protocol/session-api';
import {
  DEFAULT_USER_SETTINGS,
  applySettingsPatch,
  userSettingsSchema,
  type UserSettingsValue,
} from '../../src/domain/user-settings';
import { requireAuth } from '../auth/auth-hook';
import { refuseWallboard } from '../auth/roles';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { noBody, parseInput } from '../http/validate';
import { endpoint } from '../http/endpoint-route';

// Compile-time check that the domain schema produces what the REST contract promises.
const _contractCheck: z.ZodType<UserSettings> = userSettingsSchema;
void _contractCheck;

const agentIdParams = z.strictObject({ agentId: z.string().min(1).max(128) });
const idParams = z.strictObject({ id: z.string().min(1).max(128) });

/** A user reads and writes only their own settings; wallboard users have none. */
function ownUserId(request: FastifyRequest, requested: string): string {
  const auth = refuseWallboard(requireAuth(request));
  if (auth.user.userId !== requested)
    throw new HttpError(403, 'You may only access your own settings');
  return requested;
}

/** GET, POST, PUT api/settings/{agentId} and DELETE api/settings/{id} (agent-desktop §7 "Settings calls"). */
export function registerSettingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  async function readOrCreate(userId: string): Promise<UserSettingsValue> {
    const stored = await ctx.settings.find(userId);
    if (stored) return stored;
    await ctx.settings.insert(userId, DEFAULT_USER_SETTINGS, ctx.now());
    return (await ctx.settings.find(userId)) ?? DEFAULT_USER_SETTINGS;
  }
  // A change is read, patched and written: one user's changes take turns, so two tabs saving
  // at once both land (the read and the write are separate queries now).
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const previous = turns.get(userId) ?? Promise.resolve();
    const mine = previous.then(work, work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    turns.set(userId, settled);
    void settled.then(() => {
      if (turns.get(userId) === settled) turns.delete(userId);
    });
    return mine;
  }

  endpoint(app, 'settings', async (request) => {
    const userId = ownUserId(request, parseInput(agentIdParams, request.params, 'params').agentId);
    const data: UserSettings = await readOrCreate(userId);
    return { data };
  });

  endpoint(app, 'settingsCreate', async (request, reply) => {
    const userId = ownUserId(request, parseInput(agentIdParams, request.params, 'params').agentId);
    parseInput(noBody, request.body, 'body');
    if (!(await ctx.settings.insert(userId, DEFAULT_USER_SETTINGS, ctx.now()))) {
      throw new HttpError(409, 'Settings already exist for this user');
    }
    const data: UserSettings = await readOrCreate(userId);
    return reply.code(201).send({ data });
  });

  endpoint(app, 'settingsUpdate', async (request) => {
    const userId = ownUserId(request, parseInput(agentIdParams, request.params, 'params').agentId);
    return inTurn(userId, async () => {
      const result = applySettingsPatch(await readOrCreate(userId), request.body);
      if (!result.ok) throw new HttpError(400, result.message, result.field);
      await ctx.settings.save(userId, result.value, ctx.now());
      const data: UserSettings = result.value;
      return { data };
    });
  });

  endpoint(app, 'settingsDelete', async (request) => {
    const userId = ownUserId(request, parseInput(idParams, request.params, 'params').id);
    if (!(await ctx.settings.delete(userId)))
      throw new HttpError(404, 'No settings stored for this user');
    const data: DeletedResponse = { deleted: true, id: userId };
    return { data };
  });
}
