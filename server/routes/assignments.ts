/**
 * Temporary assignments of agents to business processes (supervisor-dashboards §3
 * "Temporary assignment", §7 "Business process" and the campaign-scoped forms) and the
 * business process's CRM template. Changes take effect in the simulation's routing at once
 * and reach watchers as `businessProcess:assignments`.
 *
 * Durations are hours; without a duration the change is permanent. A new expiration applies
 * to every temporary assignment of the business process; 0 minutes (or an instant already
 * past) ends them all ("reset all temporary assignments").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  AssignmentChangeResult,
  BusinessProcessAssignment,
  Campaign,
} from '../../src/protocol/supervision-api';
import { requireAuth } from '../auth/auth-hook';
import { requireSupervisor } from '../auth/roles';
import type { ServerContext } from '../context';
import { badRequest, HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { canSeeBusinessProcess } from '../live/audience';
import { CAMPAIGNS } from '../reference-data/campaigns';
import { CRM_TEMPLATE_FIELDS } from '../reference-data/crm-template';
import { endpoint } from '../http/endpoint-route';
import type { EndpointName } from '../../src/protocol/endpoints';

const HOUR_MS = 3_600_000;
/** Longest temporary assignment: a month is more than any shift plan needs. */
const MAX_DURATION_HOURS = 24 * 31;
const MAX_EXPIRATION_MINUTES = MAX_DURATION_HOURS * 60;

const idText = z.string().min(1).max(128);
const bpParams = z.strictObject({ id: idText });
const campaignParams = z.strictObject({ campaignId: idText, bpId: idText });
const changeBody = z.strictObject({
  agentIds: z.array(idText).min(1).max(10_000),
  duration: z.number().positive().max(MAX_DURATION_HOURS).optional(),
});
/** "year-month-day hour:minute:second" in UTC, as the supervisor dialog sends it. */
const UTC_STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})Z?$/;
const expirationBody = z
  .strictObject({
    expirationMinutes: z.number().min(0).max(MAX_EXPIRATION_MINUTES).optional(),
    expiration: z.string().regex(UTC_STAMP, 'expected YYYY-MM-DD HH:mm:ss (UTC)').optional(),
  })
  .refine((b) => (b.expirationMinutes === undefined) !== (b.expiration === undefined), {
    message: 'give either expirationMinutes or expiration',
    path: ['expirationMinutes'],
  });

function parseUtcStamp(stamp: string): number {
  const [y = NaN, mo = NaN, d = NaN, h = NaN, mi = NaN, s = NaN] = (UTC_STAMP.exec(stamp) ?? [])
    .slice(1)
    .map(Number);
  const at = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 2025-02-30 over to March: refuse what does not round-trip
  const back = new Date(at);
  if (!Number.isFinite(at) || back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1)
    throw badRequest('expiration', 'not a real date');
  return at;
}

export function registerAssignmentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sim = () => ctx.simRuntime.sim;

  function assignmentsOf(businessProcessId: string): BusinessProcessAssignment[] {
    const found = sim().assignmentsOf(businessProcessId);
    if (found === undefined)
      throw new HttpError(404, `Unknown business process ${businessProcessId}`);
    return found;
  }

  function campaignBusinessProcess(request: FastifyRequest): string {
    const { campaignId, bpId } = parseInput(campaignParams, request.params, 'params');
    const campaign = CAMPAIGNS.find((c) => c.campaignId === campaignId);
    if (campaign === undefined) throw new HttpError(404, `Unknown campaign ${campaignId}`);
    if (!campaign.businessProcessIds.includes(bpId))
      throw new HttpError(404, `Business process ${bpId} is not part of campaign ${campaignId}`);
    return bpId;
  }

  function change(
    businessProcessId: string,
    body: unknown,
    active: boolean,
  ): { data: AssignmentChangeResult } {
    assignmentsOf(businessProcessId);
    const { agentIds, duration } = parseInput(changeBody, body, 'body');
    const unknown = agentIds.find((id) => sim().agentInfo(id) === undefined);
    if (unknown !== undefined) throw new HttpError(404, `Unknown agent ${unknown}`);
    const expiresAt = duration === undefined ? undefined : sim().now + duration * HOUR_MS;
    for (const agentId of agentIds)
      sim().setAssignment(agentId, businessProcessId, active, expiresAt);
    ctx.simRuntime.tick();
    return {
      data: {
        businessProcessId,
        changed: agentIds.length,
        assignments: assignmentsOf(businessProcessId),
      },
    };
  }

  function expiration(businessProcessId: string, body: unknown): { data: AssignmentChangeResult } {
    assignmentsOf(businessProcessId);
    const parsed = parseInput(expirationBody, body, 'body');
    const expiresAt =
      parsed.expiration !== undefined
        ? parseUtcStamp(parsed.expiration)
        : sim().now + (parsed.expirationMinutes ?? 0) * 60_000;
    const changed = sim().setTemporaryExpiration(businessProcessId, expiresAt) ?? 0;
    ctx.simRuntime.tick();
    return { data: { businessProcessId, changed, assignments: assignmentsOf(businessProcessId) } };
  }

  function registerForms(
    names: readonly [EndpointName, EndpointName, EndpointName, EndpointName],
    businessProcessOf: (request: FastifyRequest) => string,
  ): void {
    const [list, activate, deactivate, expire] = names;
    endpoint(app, list, async (request) => {
      requireSupervisor(request);
      return { data: assignmentsOf(businessProcessOf(request)) };
    });
    endpoint(app, activate, async (request) => {
      requireSupervisor(request);
      return change(businessProcessOf(request), request.body, true);
    });
    endpoint(app, deactivate, async (request) => {
      requireSupervisor(request);
      return change(businessProcessOf(request), request.body, false);
    });
    endpoint(app, expire, async (request) => {
      requireSupervisor(request);
      return expiration(businessProcessOf(request), request.body);
    });
  }
  registerForms(
    ['assignments', 'assignmentsActivate', 'assignmentsDeactivate', 'assignmentsExpiration'],
    (request) => parseInput(bpParams, request.params, 'params').id,
  );
  registerForms(
    [
      'campaignAssignments',
      'campaignAssignmentsActivate',
      'campaignAssignmentsDeactivate',
      'campaignAssignmentsExpiration',
    ],
    campaignBusinessProcess,
  );

  endpoint(app, 'campaigns', async (request) => {
    requireSupervisor(request);
    const existing = new Set(
      sim()
        .businessProcesses()
        .map((bp) => bp.businessProcessId),
    );
    const data: Campaign[] = CAMPAIGNS.map((c) => ({
      campaignId: c.campaignId,
      campaignName: c.campaignName,
      businessProcessIds: c.businessProcessIds.filter((id) => existing.has(id)),
    })).filter((c) => c.businessProcessIds.length > 0);
    return { data };
  });

  endpoint(app, 'businessProcessCrmTemplate', async (request) => {
    const { user } = requireAuth(request);
    const { id } = parseInput(bpParams, request.params, 'params');
    assignmentsOf(id);
    if (!canSeeBusinessProcess(user, id))
      throw new HttpError(403, 'Business process not visible to this user');
    return { data: { businessProcessId: id, fields: CRM_TEMPLATE_FIELDS } };
  });
}
