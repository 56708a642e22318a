import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DispositionCodeTreeAnswer, EmailSignature } from '../../src/protocol/interaction-api';
import { ORGANIZATION_HEADER } from '../../src/protocol/api';
import type { ServerContext } from '../context';
import { badRequest, HttpError } from '../http/errors';
import { noBody, parseInput } from '../http/validate';
import {
  COMPLETION_STATUSES,
  dispositionTree,
  isDispositionMandatory,
  POSTPONE_OPTIONS,
} from '../interactions/dispositions';
import { signatureFor } from '../interactions/email';
import type { InteractionService } from '../interactions/interaction-service';
import { actionResult, agentOf, idOf, idText } from './interaction-params';
import { plainName } from '../http/names';
import { endpoint } from '../http/endpoint-route';

const dispositionBody = z.strictObject({ dispositionCodeId: idText });
const completionStatusBody = z.strictObject({
  completionStatusId: z.number().int().min(0).max(1_000_000),
});
const informationBody = z.strictObject({ information: z.string().max(4000) });
const remarkBody = z.strictObject({ remark: z.string().trim().min(1).max(4000) });
const agentQuery = z.strictObject({ agentId: idText.optional() });
const contactParams = z.strictObject({ id: idText, contactId: idText });
const variableBody = z.strictObject({
  variableName: plainName(z.string().trim().min(1).max(128)),
  value: z.union([z.string().max(4000), z.number(), z.boolean()]),
});
const businessProcessQuery = z.strictObject({ businessProcessId: idText });
const signatureQuery = z.strictObject({ email: z.string().max(512).optional() });

/** Disposition, completion status, remarks, contact link, variables, the agent's list, signatures (agent-desktop §7). */
export function registerInteractionDataRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  service: InteractionService,
): void {
  endpoint(app, 'dispositionCode', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    service.setDispositionCode(
      agentId,
      id,
      parseInput(dispositionBody, request.body, 'body').dispositionCodeId,
    );
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'completionStatus', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    service.setCompletionStatus(
      agentId,
      id,
      parseInput(completionStatusBody, request.body, 'body').completionStatusId,
    );
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'completionStatusInformation', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    service.setCompletionStatusInformation(
      agentId,
      id,
      parseInput(informationBody, request.body, 'body').information,
    );
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'remark', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    return {
      data: await service.addRemark(
        agentId,
        id,
        parseInput(remarkBody, request.body, 'body').remark,
      ),
    };
  });

  endpoint(app, 'remarks', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    const { agentId: ofAgent } = parseInput(agentQuery, request.query, 'query');
    return { data: await service.remarks(agentId, id, ofAgent) };
  });

  endpoint(app, 'linkContact', async (request) => {
    const agentId = agentOf(request);
    const { id, contactId } = parseInput(contactParams, request.params, 'params');
    parseInput(noBody, request.body, 'body');
    await service.linkContact(agentId, id, contactId);
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'variable', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    const body = parseInput(variableBody, request.body, 'body');
    service.setVariable(agentId, id, body.variableName, String(body.value));
    return actionResult(service, agentId, id);
  });

  // the agent's current interactions: the snapshot a fresh hub starts from
  endpoint(app, 'agentInteractionList', async (request) => {
    const agentId = agentOf(request);
    const { agentId: requested } = parseInput(agentQuery, request.query, 'query');
    if (requested !== undefined && requested !== agentId)
      throw new HttpError(403, 'You may only list your own interactions');
    return { data: service.interactionsOf(agentId) };
  });

  // Not in the spec's call list (the tree's path is not shown): the tree of a business process with usage counts.
  endpoint(app, 'dispositionCodes', async (request) => {
    agentOf(request);
    const { businessProcessId } = parseInput(businessProcessQuery, request.query, 'query');
    if (ctx.businessProcesses.find(businessProcessId) === null)
      throw new HttpError(404, `Business process ${businessProcessId} not found`);
    const data: DispositionCodeTreeAnswer = {
      businessProcessId,
      dispositionCodeMandatory: isDispositionMandatory(businessProcessId),
      tree: dispositionTree(businessProcessId),
      usages: await service.core
        .settled()
        .then(() => service.core.repos.usage.usages(businessProcessId)),
    };
    return { data };
  });

  endpoint(app, 'completionStatuses', async (request) => {
    agentOf(request);
    return { data: COMPLETION_STATUSES };
  });

  endpoint(app, 'postponeOptions', async (request) => {
    agentOf(request);
    return { data: POSTPONE_OPTIONS };
  });

  /**
   * {id} is an interaction of the caller (its business process signs) or a business process id.
   * The reply signature is the same text: the reference format has one signature.
   */
  for (const name of ['emailSignature', 'emailReplySignature'] as const) {
    endpoint(app, name, async (request) => {
      const agentId = agentOf(request);
      const id = idOf(request);
      parseInput(signatureQuery, request.query, 'query');
      const organization = request.headers[ORGANIZATION_HEADER];
      if (typeof organization !== 'string' || organization === '')
        throw badRequest(ORGANIZATION_HEADER, 'header required');
      const profile = ctx.users.findProfile(agentId);
      if (profile === null || profile.organizationId !== organization)
        throw new HttpError(403, 'organization-id does not match your organization');
      const live = service.core.records.get(id);
      const bpName =
        live !== undefined && live.ownerId === agentId
          ? live.ix.routing.businessProcessName
          : ctx.businessProcesses.find(id)?.name;
      if (bpName === undefined)
        throw new HttpError(404, `No interaction or business process ${id}`);
      const data: EmailSignature = { signature: signatureFor(profile.displayName, bpName) };
      return { data };
    });
  }
}
