import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  AgentInteractionHistory,
  Contact,
  ContactFavorites,
  DirectoryEntry as WireDirectoryEntry,
  InteractionHistoryEntry,
} from '../../src/protocol/interaction-api';
import { INTERACTION_MEDIA_TYPES } from '../../src/protocol/interaction-events';
import { requireAuth } from '../auth/auth-hook';
import type { ServerContext } from '../context';
import { createContactFavoritesRepository } from '../db/contact-favorites-repository';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { InteractionService } from '../interactions/interaction-service';
import { idText } from './interaction-params';
import { endpoint } from '../http/endpoint-route';

/** Header the client sends on GET api/contact: its session's organization (a cache key). */
const CACHE_KEY_HEADER = 'cache-key';
/** Most history rows one call answers: a day of a busy agent fits many times over. */
const HISTORY_LIMIT = 2_000;
const DAY_MS = 86_400_000;

const idParams = z.strictObject({ id: idText });
const favoriteBody = z.strictObject({ contactId: idText });
const favoritesBody = z.strictObject({ contactIds: z.array(idText).max(500) });
const instant = z.coerce.number().int().nonnegative();
const historyQuery = z.strictObject({
  agentId: idText.optional(),
  startTime: instant.optional(),
  endTime: instant.optional(),
  bpName: z.string().max(256).optional(),
  contactId: idText.optional(),
  numDays: z.coerce.number().int().min(1).max(366).optional(),
  interactionType: z.string().max(64).optional(),
});

/** A directory entry for agents, supervisors and business processes (the internal contacts). */
/**
 * The wire's entry, its kind narrowed to what the directory holds, plus the end point the
 * server also answers (the desk dials the username or business process by it).
 */
type DirectoryEntry = WireDirectoryEntry & {
  endPoint: string;
  contactType: 'agent' | 'supervisor' | 'businessProcess';
};

/** api/contact: directory, favourites and the agent's interaction history (agent-desktop §7 "Contact and CRM calls"). */
export function registerContactRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  service: InteractionService,
): void {
  const contacts = service.core.repos.contacts;
  const favorites = createContactFavoritesRepository(ctx.db);

  async function mainContacts(): Promise<DirectoryEntry[]> {
    const people = (await ctx.users.directory()).map((p): DirectoryEntry => ({
      id: p.userId,
      name: p.displayName,
      email: p.email,
      endPoint: p.userId,
      contactType: p.isSupervisor ? 'supervisor' : 'agent',
      username: p.username,
    }));
    const bps = ctx.businessProcesses.all().map((bp): DirectoryEntry => ({
      id: bp.id,
      name: bp.name,
      email: '',
      endPoint: bp.id,
      contactType: 'businessProcess',
    }));
    return [...people, ...bps];
  }

  function ownUser(requestUserId: string, requested: string): void {
    if (requestUserId !== requested)
      throw new HttpError(403, 'You may only access your own favourites');
  }

  async function favoritesOf(userId: string): Promise<ContactFavorites> {
    const list = await contacts.findMany(await favorites.contactIds(userId));
    return {
      internal: list.filter((c) => c.contactType === 'enterprise'),
      external: list.filter((c) => c.contactType !== 'enterprise'),
      favorites: list,
    };
  }

  endpoint(app, 'contacts', async (request) => {
    const auth = requireAuth(request);
    const key = request.headers[CACHE_KEY_HEADER];
    if (key !== undefined && key !== auth.user.organizationId)
      throw new HttpError(403, 'cache-key does not match your organization');
    return {
      data: {
        cacheKey: auth.user.organizationId,
        mainContacts: await mainContacts(),
        enterpriseContacts: await contacts.ofType('enterprise'),
        externalContacts: await contacts.ofType('external'),
      },
    };
  });
  endpoint(app, 'mainContacts', async (request) => {
    requireAuth(request);
    return { data: await mainContacts() };
  });
  endpoint(app, 'enterpriseContacts', async (request) => {
    requireAuth(request);
    const data: Contact[] = await contacts.ofType('enterprise');
    return { data };
  });
  endpoint(app, 'externalContacts', async (request) => {
    requireAuth(request);
    const data: Contact[] = await contacts.ofType('external');
    return { data };
  });

  endpoint(app, 'favorites', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    ownUser(auth.user.userId, id);
    return { data: await favoritesOf(id) };
  });
  endpoint(app, 'favoritesCreate', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    ownUser(auth.user.userId, id);
    const { contactId } = parseInput(favoriteBody, request.body, 'body');
    if ((await contacts.find(contactId)) === null)
      throw new HttpError(404, `Contact ${contactId} not found`);
    await favorites.add(id, contactId, ctx.now());
    return { data: await favoritesOf(id) };
  });
  endpoint(app, 'favoritesUpdate', async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    ownUser(auth.user.userId, id);
    const { contactIds } = parseInput(favoritesBody, request.body, 'body');
    const unique = [...new Set(contactIds)];
    const found = new Set((await contacts.findMany(unique)).map((c) => c.id));
    const missing = contactIds.find((c) => !found.has(c));
    if (missing !== undefined) throw new HttpError(404, `Contact ${missing} not found`);
    await favorites.replace(id, unique, ctx.now());
    return { data: await favoritesOf(id) };
  });

  endpoint(app, 'interactionHistory', async (request) => {
    const auth = requireAuth(request);
    const q = parseInput(historyQuery, request.query, 'query');
    const agentId = q.agentId ?? auth.user.userId;
    if (agentId !== auth.user.userId && !auth.user.isSupervisor)
      throw new HttpError(403, 'You may only read your own interaction history');
    const startTime =
      q.startTime ?? (q.numDays === undefined ? undefined : ctx.now() - q.numDays * DAY_MS);
    const media = q.interactionType?.toUpperCase();
    const isMedia = (INTERACTION_MEDIA_TYPES as readonly string[]).includes(media ?? '');
    // what completed before this call is in the store
    await service.core.settled();
    const rows = await service.core.repos.history.query({
      agentId,
      limit: HISTORY_LIMIT,
      ...(startTime === undefined ? {} : { startTime }),
      ...(q.endTime === undefined ? {} : { endTime: q.endTime }),
      ...(q.bpName === undefined ? {} : { businessProcessName: q.bpName }),
      ...(q.contactId === undefined ? {} : { contactId: q.contactId }),
      ...(isMedia ? { mediaType: media as (typeof INTERACTION_MEDIA_TYPES)[number] } : {}),
    });
    const messages = service.core.repos.messages;
    // a finished chat or SMS row shows how it ended: its last written message, in the same answer
    const withLast = async (row: InteractionHistoryEntry): Promise<InteractionHistoryEntry> => {
      if (row.interactionMediaType !== 'CHAT' && row.interactionMediaType !== 'SMS') return row;
      const last = await messages.lastWrittenOf(row.interactionId);
      return {
        ...row,
        lastMessage:
          last === undefined
            ? null
            : {
                originatorId: last.originator.id,
                content: last.content,
                timestamp: last.timestamp,
              },
      };
    };
    const data: AgentInteractionHistory = {
      agentInteractions: await Promise.all(
        (media === undefined || isMedia
          ? rows
          : rows.filter((r) => r.interactionType === media)
        ).map(withLast),
      ),
    };
    return { data };
  });
}
