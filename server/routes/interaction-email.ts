import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATTACHMENT_TOTAL_LIMIT_BYTES } from '../../src/domain/agent-desktop-constants';
import { isPrototypeKey } from '../../src/domain/prototype-keys';
import type { ServerContext } from '../context';
import { createEmailAttachmentsRepository } from '../db/email-attachments-repository';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import {
  ATTACHMENTS_TOO_LARGE_MESSAGE,
  type EmailFile,
  type EmailForm,
} from '../interactions/email';
import { executableKind } from '../interactions/executable-content';
import { sanitizeFileName } from '../interactions/file-names';
import type { InteractionService } from '../interactions/interaction-service';
import { agentOf, idOf, idText } from './interaction-params';
import { endpoint } from '../http/endpoint-route';

/** Files one email may carry: far more than anyone attaches, few enough to bound the work. */
const MAX_FILES = 50;
/** Longest text field (the HTML body). */
const MAX_FIELD_BYTES = 1_048_576;

const formFields = z.strictObject({
  to: z.string().max(2048).default(''),
  cc: z.string().max(2048).default(''),
  bcc: z.string().max(2048).default(''),
  subject: z.string().max(998).default(''),
  body: z.string().max(MAX_FIELD_BYTES).default(''),
  signature: z.string().max(10_000).default(''),
  signatureIndex: z.string().max(16).optional(),
});
const downloadBody = z.strictObject({ attachmentId: idText });

/** Reads the multipart form; the files' total must stay below the attachment limit (413 otherwise). */
async function readEmailForm(request: FastifyRequest): Promise<EmailForm> {
  if (!request.isMultipart())
    throw new HttpError(400, 'body: multipart/form-data expected', 'body');
  const fields: Record<string, string> = {};
  const files: EmailFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        total += content.length;
        if (total >= ATTACHMENT_TOTAL_LIMIT_BYTES)
          throw new HttpError(413, ATTACHMENTS_TOO_LARGE_MESSAGE);
        const name = sanitizeFileName(part.filename);
        // judged by content, not by name or declared type: a renamed program is still a program
        const program = executableKind(content);
        if (program !== null)
          throw new HttpError(
            415,
            `Attachment "${name}" is a ${program}: programs cannot be attached`,
            'files',
          );
        files.push({ name, mimeType: part.mimetype || 'application/octet-stream', content });
      } else {
        if (isPrototypeKey(part.fieldname))
          throw new HttpError(400, `${part.fieldname}: not a field of this form`, part.fieldname);
        if (Object.hasOwn(fields, part.fieldname))
          throw new HttpError(400, `${part.fieldname}: given more than once`, part.fieldname);
        // busboy cuts an over-long field silently: a cut body must not be sent as if whole
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new HttpError(
            413,
            `${part.fieldname}: longer than ${MAX_FIELD_BYTES} bytes`,
            part.fieldname,
          );
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, ATTACHMENTS_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `At most ${MAX_FILES} attachments`);
    throw new HttpError(400, 'body: malformed multipart form', 'body');
  }
  const form = parseInput(formFields, fields, 'body');
  return {
    to: form.to,
    cc: form.cc,
    bcc: form.bcc,
    subject: form.subject,
    body: form.body,
    signature: form.signature,
    files,
  };
}

/**
 * sendEmail / replyEmail (multipart: to, cc, bcc, subject, body, signature, files) and
 * downloadEmailAttachments ({attachmentId}: one file per call, answered as the raw file).
 */
const BYTES_PER_MB = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / BYTES_PER_MB).toFixed(1);

export function registerInteractionEmailRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  service: InteractionService,
): void {
  const attachments = createEmailAttachmentsRepository(ctx.db);

  /** On top of the per-email limit, what one user keeps stored in all may not pass their budget (413). */
  async function checkAttachmentBudget(agentId: string, form: EmailForm): Promise<void> {
    const adding = form.files.reduce((sum, file) => sum + file.content.length, 0);
    if (adding === 0) return;
    const live = [...service.core.records.values()]
      .filter((rec) => rec.ownerId === agentId)
      .map((rec) => rec.ix.interactionId);
    await service.core.settled();
    const used = await attachments.outgoingBytesOf(agentId, live);
    if (used + adding > ctx.attachmentBudgetBytes) {
      throw new HttpError(
        413,
        `Attachment storage full: you have ${megabytes(used)} MB of ${megabytes(ctx.attachmentBudgetBytes)} MB stored, and these attachments need ${megabytes(adding)} MB more`,
        'files',
      );
    }
  }

  // multipart parsing only for these routes: every other call stays JSON with the 1 MB limit
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: ATTACHMENT_TOTAL_LIMIT_BYTES,
        files: MAX_FILES,
        fieldSize: MAX_FIELD_BYTES,
        fields: 20,
        parts: MAX_FILES + 20,
      },
    });
    for (const [name, kind] of [
      ['sendEmail', 'send'],
      ['replyEmail', 'reply'],
    ] as const) {
      endpoint(scope, name, async (request) => {
        const agentId = agentOf(request);
        const id = idOf(request);
        service.core.own(agentId, id);
        const form = await readEmailForm(request);
        await checkAttachmentBudget(agentId, form);
        const email =
          kind === 'send'
            ? service.sendEmail(agentId, id, form)
            : service.replyEmail(agentId, id, form);
        return { data: email };
      });
    }
  });

  endpoint(app, 'downloadEmailAttachments', async (request, reply) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    const { attachmentId } = parseInput(downloadBody, request.body, 'body');
    const file = await service.attachment(agentId, id, attachmentId);
    const name = sanitizeFileName(file.name);
    return reply
      .header('content-type', file.mimeType)
      .header(
        'content-disposition',
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
}
