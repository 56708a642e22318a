/**
 * Health-threshold profiles (supervisor-dashboards §3, §4, §7): per supervisor and business
 * process, a preconfigured Default created from the template, custom profiles, one active.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  HEALTH_THRESHOLD_TEMPLATE,
  THRESHOLD_TYPES,
  validateKpiThreshold,
  type KpiThreshold,
} from '../../src/domain/health-thresholds';
import { ALL_KPI_IDS, type BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import { requireAuth } from '../auth/auth-hook';
import { requireSupervisor, WALLBOARD_ROUTE } from '../auth/roles';
import type { ServerContext } from '../context';
import {
  createHealthThresholdsRepository,
  type HealthThresholdConfiguration,
} from '../db/health-thresholds-repository';
import { badRequest, HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { userRoom } from '../socket';
import { plainName } from '../http/names';
import { endpoint } from '../http/endpoint-route';

const id = z.string().min(1).max(128);
const kpiSchema = z.strictObject({
  id: z.enum(ALL_KPI_IDS as [BusinessProcessKpiId, ...BusinessProcessKpiId[]]),
  type: z.enum(THRESHOLD_TYPES),
  warningThreshold: z.string().max(32),
  dangerThreshold: z.string().max(32),
});
const name = plainName(z.string().trim().min(1, 'Profile name is required').max(64));
const kpis = z.array(kpiSchema).max(ALL_KPI_IDS.length);
const createBody = z.strictObject({ name, kpis, active: z.boolean().optional() });
const updateBody = z.strictObject({ id, active: z.boolean(), name, kpis });
const otherBody = z.strictObject({
  healtThresholds: z.strictObject({ active: z.boolean().optional(), name, kpis }),
  bpIds: z.array(id).min(1).max(10_000),
});
const ownerParams = z.object({ supId: id, bpId: id });

/** Every entry valid (supervisor-dashboards §5), else 400 naming the entry and the error code. */
function checkKpis(entries: readonly KpiThreshold[]): KpiThreshold[] {
  entries.forEach((entry, index) => {
    const result = validateKpiThreshold(entry);
    const error = result.errors[0];
    if (error) {
      const field = error === 'invalidDangerValue' ? 'dangerThreshold' : 'warningThreshold';
      throw badRequest(`kpis.${index}.${field}`, error);
    }
  });
  return [...entries];
}

export function registerHealthThresholdRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const profiles = createHealthThresholdsRepository(ctx.db, ctx.now);
  const knownBusinessProcess = (bpId: string) =>
    ctx.simRuntime.sim.businessProcesses().some((bp) => bp.businessProcessId === bpId);
  const announce = (supervisorId: string, businessProcessId: string) =>
    ctx.io
      .to(userRoom(supervisorId))
      .emit('businessProcess:healthConfiguration', { t: ctx.now(), businessProcessId });

  function owner(request: FastifyRequest): { supervisorId: string; businessProcessId: string } {
    const auth = requireSupervisor(request);
    const { supId, bpId } = parseInput(ownerParams, request.params, 'params');
    if (supId !== auth.user.userId)
      throw new HttpError(403, 'A supervisor may only manage their own health thresholds');
    if (!knownBusinessProcess(bpId)) throw new HttpError(404, `Unknown business process ${bpId}`);
    return { supervisorId: supId, businessProcessId: bpId };
  }
  async function ownConfiguration(
    request: FastifyRequest,
    configurationId: string,
  ): Promise<HealthThresholdConfiguration> {
    const where = owner(request);
    const found = await profiles.find(configurationId);
    if (
      !found ||
      found.supervisorId !== where.supervisorId ||
      found.businessProcessId !== where.businessProcessId
    ) {
      throw new HttpError(404, `Unknown health thresholds configuration ${configurationId}`);
    }
    return found;
  }

  endpoint(app, 'thresholdProfiles', async (request) => {
    const where = owner(request);
    return { data: await profiles.list(where.supervisorId, where.businessProcessId) };
  });

  endpoint(app, 'thresholdProfileCreate', async (request, reply) => {
    const where = owner(request);
    const body = parseInput(createBody, request.body, 'body');
    if (await profiles.nameTaken(where.supervisorId, where.businessProcessId, body.name))
      throw new HttpError(409, `A profile named ${body.name} already exists`);
    const created = await profiles.create({
      ...where,
      name: body.name,
      kpis: checkKpis(body.kpis),
      active: body.active ?? false,
    });
    if (created.active) announce(where.supervisorId, where.businessProcessId);
    return reply.code(201).send({ data: created });
  });

  endpoint(app, 'thresholdProfileUpdate', async (request) => {
    const body = parseInput(updateBody, request.body, 'body');
    const found = await ownConfiguration(request, body.id);
    if (found.preConfigured)
      throw new HttpError(409, 'The default profile cannot be changed: save a new named profile');
    if (await profiles.nameTaken(found.supervisorId, found.businessProcessId, body.name, found._id))
      throw new HttpError(409, `A profile named ${body.name} already exists`);
    const updated = await profiles.update(found, {
      name: body.name,
      kpis: checkKpis(body.kpis),
      active: body.active,
    });
    if (updated.active) announce(found.supervisorId, found.businessProcessId);
    return { data: updated };
  });

  endpoint(app, 'thresholdProfileDelete', async (request) => {
    const { thresholdId } = parseInput(
      z.object({ thresholdId: id }).loose(),
      request.params,
      'params',
    );
    const found = await ownConfiguration(request, thresholdId);
    if (found.preConfigured) throw new HttpError(409, 'The default profile cannot be deleted');
    await profiles.delete(found);
    if (found.active) announce(found.supervisorId, found.businessProcessId);
    return { data: { deleted: found._id } };
  });

  // Path spellings as given by supervisor-dashboards §7 ("and-and-apply", "healtThresholds").
  for (const [name, apply] of [
    ['thresholdsAddToOthers', false],
    ['thresholdsAddAndApplyToOthers', true],
  ] as const) {
    endpoint(app, name, async (request) => {
      const auth = requireSupervisor(request);
      const { supId } = parseInput(z.strictObject({ supId: id }), request.params, 'params');
      if (supId !== auth.user.userId)
        throw new HttpError(403, 'A supervisor may only manage their own health thresholds');
      const body = parseInput(otherBody, request.body, 'body');
      const entries = checkKpis(body.healtThresholds.kpis);
      body.bpIds.forEach((bpId, index) => {
        if (!knownBusinessProcess(bpId))
          throw badRequest(`bpIds.${index}`, `unknown business process ${bpId}`);
      });
      // Business processes already holding a profile of that name are skipped (§5).
      const targets: string[] = [];
      for (const bpId of body.bpIds)
        if (!(await profiles.nameTaken(supId, bpId, body.healtThresholds.name))) targets.push(bpId);
      const created: HealthThresholdConfiguration[] = [];
      for (const bpId of targets)
        created.push(
          await profiles.create({
            supervisorId: supId,
            businessProcessId: bpId,
            name: body.healtThresholds.name,
            kpis: entries,
            active: apply,
          }),
        );
      if (apply) targets.forEach((bpId) => announce(supId, bpId));
      return { data: { created, skipped: body.bpIds.filter((bpId) => !targets.includes(bpId)) } };
    });
  }

  endpoint(app, 'healthTemplates', WALLBOARD_ROUTE, async (request) => {
    requireAuth(request);
    return { data: [HEALTH_THRESHOLD_TEMPLATE] };
  });

  /** Not in the spec: every active profile of the caller at once, for the hub's first load. */
  endpoint(app, 'healthConfigurations', WALLBOARD_ROUTE, async (request) => {
    const auth = requireSupervisor(request);
    return {
      data: await Promise.all(
        ctx.simRuntime.sim
          .businessProcesses()
          .map((bp) => profiles.active(auth.user.userId, bp.businessProcessId)),
      ),
    };
  });

  endpoint(app, 'healthConfiguration', WALLBOARD_ROUTE, async (request) => {
    const auth = requireSupervisor(request);
    const { id: bpId } = parseInput(z.strictObject({ id }), request.params, 'params');
    if (!knownBusinessProcess(bpId)) throw new HttpError(404, `Unknown business process ${bpId}`);
    return { data: await profiles.active(auth.user.userId, bpId) };
  });

  endpoint(app, 'healthConfigurationApply', async (request) => {
    const auth = requireSupervisor(request);
    const { id: bpId } = parseInput(z.strictObject({ id }), request.params, 'params');
    const { configurationId } = parseInput(
      z.strictObject({ configurationId: id }),
      request.body,
      'body',
    );
    const found = await profiles.find(configurationId);
    if (!found || found.supervisorId !== auth.user.userId || found.businessProcessId !== bpId) {
      throw new HttpError(404, `Unknown health thresholds configuration ${configurationId}`);
    }
    const selected = await profiles.select(found);
    announce(auth.user.userId, bpId);
    return { data: selected };
  });
}
