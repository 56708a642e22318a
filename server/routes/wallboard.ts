/**
 * Wallboard (supervisor-dashboards §2 "Wallboard", §3, §5 "Wallboard update", §7 "Wallboard"):
 * business-process statistics in the wallboard form, and each owner's wallboard settings.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_HYSTERESIS, evaluateHealth } from '../../src/domain/health';
import { DASHBOARD_NAME_MAX_LENGTH } from '../../src/domain/supervisor-constants';
import { MEDIA_DIMENSIONS, defaultWallboard, normaliseWallboard, type Wallboard } from '../../src/domain/wallboard';
import { toWallboardStatisticsList, type WallboardBusinessProcessStatistics } from '../../src/domain/wallboard-stats';
import { requireAuth } from '../auth/auth-hook';
import type { AuthContext } from '../auth/session-service';
import type { ServerContext } from '../context';
import { createHealthThresholdsRepository } from '../db/health-thresholds-repository';
import { createWallboardsRepository } from '../db/wallboards-repository';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { canSeeBusinessProcess } from '../live/audience';

/** A wallboard rotates through its cards; beyond this a screen is unreadable and the body only grows. */
const WALLBOARD_MAX_CARDS = 100;
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
  name: z.string().max(DASHBOARD_NAME_MAX_LENGTH),
  theme: z.string().trim().min(1).max(128).optional(),
});

/** Wallboards belong to supervisors and wallboard users (supervisor-dashboards §6). */
function requireWatcher(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!auth.user.isSupervisor && !auth.user.isWallboard) throw new HttpError(403, 'Supervisors and wallboard users only');
  return auth;
}

export function registerWallboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const wallboards = createWallboardsRepository(ctx.db);
  const profiles = createHealthThresholdsRepository(ctx.db, ctx.now);

  /** The wallboard owner named by the path: only the caller, who must exist. */
  function ownerOf(request: FastifyRequest): string {
    const auth = requireWatcher(request);
    const { id: pathId } = parseInput(idParams, request.params, 'params');
    const userId = pathId === CURRENT_USER ? auth.user.userId : pathId;
    if (ctx.users.findProfile(userId) === null) throw new HttpError(404, `Unknown user ${userId}`);
    if (userId !== auth.user.userId) throw new HttpError(403, 'A user may only use their own wallboard');
    return userId;
  }

  app.get('/api/wallboard/stats', async (request) => {
    const { user } = requireWatcher(request);
    const now = ctx.now();
    const visible = ctx.simRuntime.sim.snapshot().businessProcesses.filter((bp) => canSeeBusinessProcess(user, bp.businessProcessId));
    // The caller's active profile per business process, as their monitoring cards use it; a
    // wallboard user, who cannot edit profiles, gets the preconfigured Default.
    const data: WallboardBusinessProcessStatistics[] = toWallboardStatisticsList(visible, (bp) =>
      evaluateHealth(null, bp.kpis, profiles.active(user.userId, bp.businessProcessId).kpis, now, DEFAULT_HYSTERESIS, bp.kpiStairs),
    );
    return { data };
  });

  app.get('/api/wallboard/:id', async (request) => {
    const userId = ownerOf(request);
    // supervisor-dashboards §4, §6: a default wallboard is created when none exists.
    const data: Wallboard = wallboards.findOrCreate(userId, defaultWallboard(), ctx.now());
    return { data };
  });

  app.put('/api/wallboard/:id', async (request) => {
    const userId = ownerOf(request);
    const body = parseInput(wallboardBody, request.body, 'body');
    // A body without a theme keeps the one chosen before.
    const theme = body.theme ?? wallboards.find(userId)?.theme ?? defaultWallboard().theme;
    const wallboard = normaliseWallboard<unknown>({
      name: body.name,
      intervalSeconds: body.seconds,
      fontSize: body.fontSize,
      theme,
      cards: body.cards,
    });
    const data: Wallboard = wallboards.save(userId, wallboard, ctx.now());
    return { data };
  });
}
