import { CRM_TEMPLATE_FIELDS } from '../reference-data/crm-template';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContactSearchPage, CreatedContact } from '../../src/protocol/interaction-api';
import {
  SEARCH_MAX_RESULTS_DEFAULT,
  SEARCH_PAGE_NUMBER_DEFAULT,
} from '../../src/domain/agent-desktop-constants';
import { CONTACT_ID_REQUIRED } from '../../src/domain/contact';
import { isEmailAddress } from '../../src/domain/email-form';
import { requireAuth } from '../auth/auth-hook';
import type { ServerContext } from '../context';
import { createContactNotesRepository } from '../db/contact-notes-repository';
import {
  CONTACT_COLUMNS,
  createContactsRepository,
  type ContactField,
} from '../db/contacts-repository';
import { createInteractionHistoryRepository } from '../db/interaction-history-repository';
import { badRequest, HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { idText } from './interaction-params';
import { plainName } from '../http/names';
import { endpoint } from '../http/endpoint-route';

/** Largest page a search answers. */
const MAX_SEARCH_RESULTS = 500;
const CONTACT_HISTORY_LIMIT = 500;

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{3,30}$/, 'a phone number');
const fieldValue = plainName(z.string().trim().max(256));
const contactFields = {
  firstName: fieldValue.optional(),
  lastName: fieldValue.optional(),
  email: z
    .string()
    .trim()
    .max(256)
    .refine((v) => v === '' || isEmailAddress(v), 'invalidEmail')
    .optional(),
  phone1: z.union([z.literal(''), phone]).optional(),
  phone2: z.union([z.literal(''), phone]).optional(),
  mobile: z.union([z.literal(''), phone]).optional(),
  company: fieldValue.optional(),
  title: fieldValue.optional(),
  city: fieldValue.optional(),
  dnc: z.boolean().optional(),
  properties: z
    .record(plainName(z.string().min(1).max(64)), z.string().max(1000))
    .refine((p) => Object.keys(p).length <= 100, 'at most 100 properties')
    .optional(),
};
/** mediaType says which address the contact needs: a phone for telephony and SMS, an email for email. */
const createBody = z.strictObject({
  ...contactFields,
  phone: z.union([z.literal(''), phone]).optional(),
  mediaType: z.enum(['TELEPHONY', 'CHAT', 'EMAIL', 'SMS']).optional(),
});
const propertiesBody = z.strictObject({
  ...contactFields,
  contactId: z.string().max(128).optional(),
});
const idParams = z.strictObject({ id: idText });
const batchBody = z.strictObject({ contactIds: z.array(idText).max(500) });
const templateQuery = z.strictObject({ businessProcessId: idText.optional() });
const paging = {
  maxNumberOfResults: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SEARCH_RESULTS)
    .default(SEARCH_MAX_RESULTS_DEFAULT),
  pageNumber: z.coerce.number().int().min(1).default(SEARCH_PAGE_NUMBER_DEFAULT),
};
const basicSearchQuery = z.strictObject({
  textToSearch: z.string().trim().max(256).default(''),
  ...paging,
});
const advancedSearchQuery = z
  .object({ criteria: z.string().max(4096).optional(), ...paging })
  .catchall(z.string().max(256));
const noteBody = z.strictObject({ note: z.string().trim().min(1).max(4000) });

function columnsOf(body: Record<string, unknown>): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(CONTACT_COLUMNS) as ContactField[]) {
    const value = body[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** api/crm: contacts, search, templates, notes and contact history (agent-desktop §7). */
export function registerCrmRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  /** Resolves when the interactions' queued writes (history) are stored. */
  settled: () => Promise<void>,
): void {
  const contacts = createContactsRepository(ctx.db);
  const notes = createContactNotesRepository(ctx.db);
  const history = createInteractionHistoryRepository(ctx.db);
  const existing = async (id: string) => {
    const contact = await contacts.find(id);
    if (contact === null) throw new HttpError(404, `Contact ${id} not found`);
    return contact;
  };

  endpoint(app, 'crmContactCreate', async (request, reply) => {
    requireAuth(request);
    const body = parseInput(createBody, request.body, 'body');
    const fields = columnsOf(body);
    if (body.phone !== undefined && body.phone !== '' && fields.phone1 === undefined)
      fields.phone1 = body.phone;
    const hasPhone = [fields.phone1, fields.phone2, fields.mobile].some(
      (p) => p !== undefined && p !== '',
    );
    const hasEmail = fields.email !== undefined && fields.email !== '';
    if ((body.mediaType === 'EMAIL' || body.mediaType === 'CHAT') && !hasEmail)
      throw badRequest('email', 'required for an email contact');
    if ((body.mediaType === 'TELEPHONY' || body.mediaType === 'SMS') && !hasPhone)
      throw badRequest('phone', 'required for a telephony contact');
    if (!hasPhone && !hasEmail) throw badRequest('phone', 'a phone number or an email is required');
    const contact = await contacts.create(
      {
        ...fields,
        ...(body.dnc === undefined ? {} : { dnc: body.dnc }),
        ...(body.properties === undefined ? {} : { properties: body.properties }),
      },
      ctx.now(),
    );
    const data: CreatedContact & { contact: typeof contact } = { contactId: contact.id, contact };
    return reply.code(201).send({ data });
  });

  endpoint(app, 'crmContactProperties', async (request) => {
    requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = parseInput(propertiesBody, request.body ?? {}, 'body');
    if (body.contactId === undefined || body.contactId.trim() === '')
      throw new HttpError(400, CONTACT_ID_REQUIRED, 'contactId');
    if (body.contactId !== id)
      throw badRequest('contactId', 'does not match the contact in the path');
    await existing(id);
    const data = await contacts.update(
      id,
      columnsOf(body),
      body.properties ?? {},
      body.dnc,
      ctx.now(),
    );
    return { data };
  });

  endpoint(app, 'crmContact', async (request) => {
    requireAuth(request);
    return { data: await existing(parseInput(idParams, request.params, 'params').id) };
  });

  endpoint(app, 'crmContactBatch', async (request) => {
    requireAuth(request);
    return {
      data: await contacts.findMany(parseInput(batchBody, request.body, 'body').contactIds),
    };
  });

  /** The fields the contact card shows for a business process, with this contact's values. */
  endpoint(app, 'crmContactTemplate', async (request) => {
    requireAuth(request);
    const contact = await existing(parseInput(idParams, request.params, 'params').id);
    const { businessProcessId } = parseInput(templateQuery, request.query, 'query');
    if (businessProcessId !== undefined && ctx.businessProcesses.find(businessProcessId) === null)
      throw new HttpError(404, `Business process ${businessProcessId} not found`);
    const fields = [
      ...CRM_TEMPLATE_FIELDS.map((field) => ({
        ...field,
        value: contact[field.name as ContactField | 'dnc'],
      })),
      ...Object.entries(contact.properties).map(([name, value]) => ({
        name,
        label: name,
        type: 'Simple',
        subType: 'Text',
        value,
      })),
    ];
    return {
      data: { contactId: contact.id, businessProcessId: businessProcessId ?? null, fields },
    };
  });

  endpoint(app, 'crmBasicSearch', async (request) => {
    requireAuth(request);
    const q = parseInput(basicSearchQuery, request.query, 'query');
    const found = await contacts.search(q.textToSearch, q.maxNumberOfResults, q.pageNumber);
    const data: ContactSearchPage = {
      ...found,
      pageNumber: q.pageNumber,
      maxNumberOfResults: q.maxNumberOfResults,
    };
    return { data };
  });

  /** criteria: a JSON object of field -> text, or the fields as query parameters; every one must match. */
  endpoint(app, 'crmAdvancedSearch', async (request) => {
    requireAuth(request);
    const {
      criteria: criteriaJson,
      maxNumberOfResults,
      pageNumber,
      ...rest
    } = parseInput(advancedSearchQuery, request.query, 'query');
    let criteria: Record<string, string> = rest;
    if (criteriaJson !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(criteriaJson);
      } catch {
        throw badRequest('criteria', 'must be a JSON object of field -> text');
      }
      criteria = {
        ...criteria,
        ...parseInput(z.record(z.string().max(64), z.string().max(256)), parsed, 'query'),
      };
    }
    if (Object.keys(criteria).length === 0)
      throw badRequest('criteria', 'at least one criterion is required');
    const found = await contacts.advancedSearch(criteria, maxNumberOfResults, pageNumber);
    const data: ContactSearchPage = { ...found, pageNumber, maxNumberOfResults };
    return { data };
  });

  endpoint(app, 'crmContactHistory', async (request) => {
    requireAuth(request);
    const contact = await existing(parseInput(idParams, request.params, 'params').id);
    await settled();
    return {
      data: await history.query({ contactId: contact.id, limit: CONTACT_HISTORY_LIMIT }),
    };
  });

  endpoint(app, 'crmContactNote', async (request) => {
    const auth = requireAuth(request);
    const contact = await existing(parseInput(idParams, request.params, 'params').id);
    const { note } = parseInput(noteBody, request.body, 'body');
    return {
      data: await notes.addNote(contact.id, auth.user.userId, 'contactNote', null, note, ctx.now()),
    };
  });

  endpoint(app, 'crmContactNotes', async (request) => {
    requireAuth(request);
    const contact = await existing(parseInput(idParams, request.params, 'params').id);
    return { data: await notes.notes(contact.id) };
  });
}
