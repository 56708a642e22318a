/**
 * Wallboard (supervisor-dashboards §2 "Wallboard", §3, §5 "Wallboard update", §7 "Wallboard"):
 * business-process statistics in the wallboard form, and each owner's wallboard settings.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_HYSTERESIS, evaluateHealth } from '../../src/domain/health';
import { DASHBOARD_NAME_MAX_LENGTH } from '../../src/domain/supervisor-constants';
import {
  MEDIA_DIMENSIONS,
  defaultWallboard,
  normaliseWallboard,
  type Wallboard,
} from '../../src/domain/wallboard';
import {
  toWallboardStatisticsList,
  type WallboardBusinessProcessStatistics,
} from '../../src/domain/wallboard-stats';
import { requireAuth } from '../auth/auth-hook';
import type { AuthContext } from '../auth/session-service';
import type { ServerContext } from '../context';
import { createHealthThresholdsRepository } from '../db/health-thresholds-repository';
import { createWallboardsRepository } from '../db/wallboards-repository';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { canSeeBusinessProcess } from '../live/audience';
import { WALLBOARD_ROUTE } from '../auth/roles';
import { plainName } from '../http/names';
import { endpoint } from '../http/endpoint-route';

/** A wallboard rotates through its cards; beyond this a screen is unreadable and the body only grows. */
const WALLBOARD_MAX_CARDS = 100;
/** An owner keeps a few boards to choose from; beyond this a chooser is a list nobody reads. */
export const WALLBOARD_MAX_BOARDS = 20;
/** Path id standing for the caller (supervisor-dashboards §7: the id defaults to the logged-in userId). */
const CURRENT_USER = 'current';

const id = z.string().min(1).max(128);
const idParams = z.strictObject({ id });
const cardSchema = z.strictObject({
  type: z.string().trim().min(1).max(64),
  businessProcessIds: z.array(id).max(10_000).optional(),
  agentIds: z.array(id).max(20_000).optional(),
  dimension: z.enum(MEDIA_DIMENSIONS).optional(),
});
// Not strict: the client's body holds "dashboardId, cards, seconds, fontSize, name and more" (§7);
// what is not a wallboard field is dropped. Out-of-range numbers are normalised, not refused (§5).
const wallboardBody = z.object({
  // The wallboard is the path owner's; the client's dashboard id is accepted and not stored.
  dashboardId: z.string().max(128).optional(),
  cards: z.array(cardSchema).max(WALLBOARD_MAX_CARDS),
  seconds: z.number(),
  fontSize: z.number(),
  name: plainName(z.string().max(DASHBOARD_NAME_MAX_LENGTH)),
  theme: z.string().trim().min(1).max(128).optional(),
});

const boardIdSchema = z.number().int().min(1).max(1_000_000);
const boardParams = z.strictObject({ id, boardId: z.coerce.number().int().min(1).max(1_000_000) });
const newBoardBody = z.strictObject({ name: plainName(z.string().max(DASHBOARD_NAME_MAX_LENGTH)) });
const selectBoardBody = z.strictObject({ boardId: boardIdSchema });

/** Wallboards belong to supervisors and wallboard users (supervisor-dashboards §6). */
function requireWatcher(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!auth.user.isSupervisor && !auth.user.isWallboard)
    throw new HttpError(403, 'Supervisors and wallboard users only');
  return auth;
}

export function registerWallboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const wallboards = createWallboardsRepository(ctx.db);
  const profiles = createHealthThresholdsRepository(ctx.db, ctx.now);

  /** The wallboard owner named by the path: only the caller, who must exist. */
  async function ownerOf(
    request: FastifyRequest,
    params: z.ZodType<{ id: string }> = idParams,
  ): Promise<string> {
    const auth = requireWatcher(request);
    const { id: pathId } = parseInput(params, request.params, 'params');
    const userId = pathId === CURRENT_USER ? auth.user.userId : pathId;
    if ((await ctx.users.loadProfile(userId)) === null)
      throw new HttpError(404, `Unknown user ${userId}`);
    if (userId !== auth.user.userId)
      throw new HttpError(403, 'A user may only use their own wallboard');
    return userId;
  }

  endpoint(app, 'wallboardStats', WALLBOARD_ROUTE, async (request) => {
    const { user } = requireWatcher(request);
    const now = ctx.now();
    const visible = ctx.simRuntime.sim
      .snapshot()
      .businessProcesses.filter((bp) => canSeeBusinessProcess(user, bp.businessProcessId));
    const thresholds = new Map(
      await Promise.all(
        visible.map(
          async (bp) =>
            [
              bp.businessProcessId,
              (await profiles.active(user.userId, bp.businessProcessId)).kpis,
            ] as const,
        ),
      ),
    );
    // The caller's active profile per business process, as their monitoring cards use it; a
    // wallboard user, who cannot edit profiles, gets the preconfigured Default.
    const data: WallboardBusinessProcessStatistics[] = toWallboardStatisticsList(visible, (bp) =>
      evaluateHealth(
        null,
        bp.kpis,
        thresholds.get(bp.businessProcessId) ?? [],
        now,
        DEFAULT_HYSTERESIS,
        bp.kpiStairs,
      ),
    );
    return { data };
  });

  endpoint(app, 'wallboard', WALLBOARD_ROUTE, async (request) => {
    const userId = await ownerOf(request);
    // supervisor-dashboards §4, §6: a default wallboard is created when none exists.
    const data: Wallboard = await wallboards.findOrCreate(userId, defaultWallboard(), ctx.now());
    return { data };
  });

  endpoint(app, 'wallboardUpdate', WALLBOARD_ROUTE, async (request) => {
    const userId = await ownerOf(request);
    const body = parseInput(wallboardBody, request.body, 'body');
    // A body without a theme keeps the one chosen before.
    const theme = body.theme ?? (await wallboards.find(userId))?.theme ?? defaultWallboard().theme;
    const wallboard = normaliseWallboard<unknown>({
      name: body.name,
      intervalSeconds: body.seconds,
      fontSize: body.fontSize,
      theme,
      cards: body.cards,
    });
    const data: Wallboard = await wallboards.save(userId, wallboard, ctx.now());
    return { data };
  });

  /** The owner's boards and the one their screen shows (a first read creates the default WALLBOARD). */
  async function boardsOf(userId: string) {
    await wallboards.findOrCreate(userId, defaultWallboard(), ctx.now());
    return wallboards.boards(userId);
  }

  endpoint(app, 'wallboardBoards', WALLBOARD_ROUTE, async (request) => {
    const userId = await ownerOf(request);
    return { data: await boardsOf(userId) };
  });

  // A new board starts as the default, under the name given, and is shown at once.
  endpoint(app, 'wallboardBoardCreate', WALLBOARD_ROUTE, async (request) => {
    const userId = await ownerOf(request);
    const body = parseInput(newBoardBody, request.body, 'body');
    await boardsOf(userId);
    if ((await wallboards.count(userId)) >= WALLBOARD_MAX_BOARDS)
      throw new HttpError(409, `At most ${WALLBOARD_MAX_BOARDS} wallboards`);
    await wallboards.create(
      userId,
      normaliseWallboard({ ...defaultWallboard(), name: body.name }),
      ctx.now(),
    );
    return { data: await wallboards.boards(userId) };
  });

  endpoint(app, 'wallboardBoardSelect', WALLBOARD_ROUTE, async (request) => {
    const userId = await ownerOf(request);
    const body = parseInput(selectBoardBody, request.body, 'body');
    if (!(await wallboards.select(userId, body.boardId)))
      throw new HttpError(404, `Unknown wallboard ${body.boardId}`);
    return { data: await wallboards.boards(userId) };
  });

  endpoint(app, 'wallboardBoardDelete', WALLBOARD_ROUTE, async (request) => {
    const userId = await ownerOf(request, boardParams);
    const { boardId } = parseInput(boardParams, request.params, 'params');
    const { boards } = await boardsOf(userId);
    if (!boards.some((board) => board.boardId === boardId))
      throw new HttpError(404, `Unknown wallboard ${boardId}`);
    if (boards.length === 1) throw new HttpError(409, 'The last wallboard cannot be removed');
    await wallboards.remove(userId, boardId);
    return { data: await wallboards.boards(userId) };
  });
}
