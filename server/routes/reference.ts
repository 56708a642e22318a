import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MEDIA_TYPES,
  type ConfigurationResponse,
  type TimeZoneInfo,
} from '../../src/protocol/reference-api';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { AGENT_STATES } from '../reference-data/agent-states';
import { BREAK_CATEGORIES, BREAK_TYPES } from '../reference-data/break-types';
import { CANNED_RESPONSES } from '../reference-data/canned-responses';
import { KPI_DESCRIPTIONS } from '../reference-data/kpi-descriptions';
import {
  MAIL_REPLY_FORMAT,
  MAIL_SIGNATURE_FORMAT,
  SMS_DETAILS,
  SMTP_DETAILS,
} from '../reference-data/messaging';
import {
  CONFIGURATION_VERSION,
  LOAD_ALLOWANCES,
  ORGANIZATION,
} from '../reference-data/organization';
import { DEFAULT_TIME_ZONE_ID } from '../../src/domain/agent-desktop-constants';
import { TIME_ZONES } from '../reference-data/time-zones';
import { VALUE_SETS } from '../reference-data/value-sets';
import { WALLBOARD_ROUTE } from '../auth/roles';
import { endpoint } from '../http/endpoint-route';

const configurationQuery = z.strictObject({
  version: z.coerce.number().int().nonnegative().optional(),
});
const cannedResponseQuery = z.strictObject({
  businessProcessId: z.string().min(1).max(128),
  // Interactions store media types upper-case (agent-desktop §3); either case is accepted.
  mediaType: z
    .string()
    .max(32)
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(MEDIA_TYPES)),
});

/** The reference calls of agent-desktop §7, answered from the seed modules in reference-data/. */
export function registerReferenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'configuration', async (request) => {
    const { version } = parseInput(configurationQuery, request.query, 'query');
    const data: ConfigurationResponse =
      version === CONFIGURATION_VERSION
        ? { configurationVersion: CONFIGURATION_VERSION, upToDate: true }
        : {
            configurationVersion: CONFIGURATION_VERSION,
            upToDate: false,
            ...ORGANIZATION,
            businessProcesses: ctx.businessProcesses.all(),
            breakCategories: [...BREAK_CATEGORIES],
            breakTypes: [...BREAK_TYPES],
            loadAllowances: [...LOAD_ALLOWANCES],
            availableTimeZones: [...TIME_ZONES],
            smtp: SMTP_DETAILS,
            sms: SMS_DETAILS,
          };
    return { data };
  });

  endpoint(app, 'timeZones', WALLBOARD_ROUTE, async () => ({ data: TIME_ZONES }));
  endpoint(app, 'defaultTimeZone', WALLBOARD_ROUTE, async () => {
    const data: TimeZoneInfo | undefined = TIME_ZONES.find(
      (zone) => zone.id === DEFAULT_TIME_ZONE_ID,
    );
    if (!data) throw new Error('The default time zone is missing from the seed list');
    return { data };
  });
  endpoint(app, 'agentStates', WALLBOARD_ROUTE, async () => ({ data: AGENT_STATES }));
  endpoint(app, 'breakTypes', WALLBOARD_ROUTE, async () => ({ data: BREAK_TYPES }));
  endpoint(app, 'smtpDetails', async () => ({ data: SMTP_DETAILS }));
  endpoint(app, 'mailSignatureFormat', async () => ({ data: MAIL_SIGNATURE_FORMAT }));
  endpoint(app, 'mailReplyFormat', async () => ({ data: MAIL_REPLY_FORMAT }));
  endpoint(app, 'smsDetails', async () => ({ data: SMS_DETAILS }));
  endpoint(app, 'valueSets', WALLBOARD_ROUTE, async () => ({ data: VALUE_SETS }));
  endpoint(app, 'kpiDescriptions', WALLBOARD_ROUTE, async () => ({
    data: KPI_DESCRIPTIONS,
  }));

  endpoint(app, 'cannedResponses', async (request) => {
    const { businessProcessId, mediaType } = parseInput(
      cannedResponseQuery,
      request.query,
      'query',
    );
    if (!ctx.businessProcesses.find(businessProcessId))
      throw new HttpError(404, 'Business process not found');
    const data = CANNED_RESPONSES.filter(
      (response) =>
        response.mediaType === mediaType &&
        (response.businessProcessId === null || response.businessProcessId === businessProcessId),
    );
    return { data };
  });
}
