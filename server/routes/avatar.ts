/**
 * Avatars of users and contacts (agent-desktop §7 "Avatars"): read one, read a batch, set one
 * as a base64 image data URL.
 */
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-hook';
import type { ServerContext } from '../context';
import { createAvatarsRepository, type AvatarStore } from '../db/avatars-repository';
import { createContactsRepository } from '../db/contacts-repository';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { WALLBOARD_ROUTE } from '../auth/roles';
import { endpoint } from '../http/endpoint-route';
import type { AvatarEntry } from '../../src/domain/avatar-batch';

/** Longest data URL stored: avatars show at 40 px, and 256 KiB of text is far more than that needs. */
const AVATAR_MAX_LENGTH = 262_144;
/** Ids per batch request: the client batches what one screen shows within 50 ms. */
const AVATAR_BATCH_MAX_IDS = 1_000;

/**
 * Raster types only: an SVG can carry script, so it is never accepted. The base64 must be
 * well-formed, and its first bytes must be the declared type's signature, so the stored URL is
 * what it says it is.
 */
const DATA_URL =
  /^data:image\/(png|jpeg|gif|webp);base64,((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;
type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';
const SIGNATURES: Record<ImageType, (head: Buffer) => boolean> = {
  png: (head) =>
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  gif: (head) => ['GIF87a', 'GIF89a'].includes(head.toString('latin1', 0, 6)),
  webp: (head) =>
    head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
};
// 16 base64 characters decode to the 12 bytes the longest signature (WEBP) needs.
const SIGNATURE_BASE64_CHARS = 16;

function avatarProblem(text: string): string | null {
  if (text.length > AVATAR_MAX_LENGTH) return `at most ${AVATAR_MAX_LENGTH} characters`;
  const match = DATA_URL.exec(text);
  const type = match?.[1] as ImageType | undefined;
  const data = match?.[2];
  if (type === undefined || data === undefined || data === '')
    return 'expected a data:image/(png|jpeg|gif|webp);base64 URL';
  if (!SIGNATURES[type](Buffer.from(data.slice(0, SIGNATURE_BASE64_CHARS), 'base64')))
    return `the data is not a ${type} image`;
  return null;
}

const id = z.string().min(1).max(128);
const idParams = z.strictObject({ id });
const batchBody = z.strictObject({ userIds: z.array(id).max(AVATAR_BATCH_MAX_IDS) });
const avatarBody = z.strictObject({
  avatar: z.string().superRefine((text, check) => {
    const problem = avatarProblem(text);
    if (problem !== null) check.addIssue({ code: 'custom', message: problem });
  }),
});

export function registerAvatarRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const avatars = createAvatarsRepository(ctx.db);
  const contacts = createContactsRepository(ctx.db);
  const userExists = async (userId: string) => (await ctx.users.loadProfile(userId)) !== null;
  const contactExists = async (contactId: string) => (await contacts.find(contactId)) !== null;

  async function entry(store: AvatarStore, ownerId: string): Promise<AvatarEntry> {
    return { userId: ownerId, avatar: await store.find(ownerId) };
  }
  /** Known ids in the order asked, each once; unknown ones are skipped. */
  async function batch(
    store: AvatarStore,
    ids: readonly string[],
    known: ReadonlySet<string>,
  ): Promise<AvatarEntry[]> {
    const wanted = [...new Set(ids)].filter((ownerId) => known.has(ownerId));
    const found = await store.findMany(wanted);
    return wanted.map((ownerId) => ({ userId: ownerId, avatar: found.get(ownerId) ?? null }));
  }
  function pathId(request: FastifyRequest): string {
    return parseInput(idParams, request.params, 'params').id;
  }

  endpoint(app, 'avatar', WALLBOARD_ROUTE, async (request) => {
    requireAuth(request);
    const userId = pathId(request);
    if (!(await userExists(userId))) throw new HttpError(404, `Unknown user ${userId}`);
    const data: AvatarEntry = await entry(avatars.users, userId);
    return { data };
  });

  endpoint(app, 'contactAvatar', async (request) => {
    requireAuth(request);
    const contactId = pathId(request);
    if (!(await contactExists(contactId))) throw new HttpError(404, `Unknown contact ${contactId}`);
    const data: AvatarEntry = await entry(avatars.contacts, contactId);
    return { data };
  });

  endpoint(app, 'avatars', WALLBOARD_ROUTE, async (request) => {
    requireAuth(request);
    const { userIds } = parseInput(batchBody, request.body, 'body');
    const data: AvatarEntry[] = await batch(
      avatars.users,
      userIds,
      new Set(await ctx.users.allIds()),
    );
    return { data };
  });

  endpoint(app, 'contactAvatars', async (request) => {
    requireAuth(request);
    const { userIds } = parseInput(batchBody, request.body, 'body');
    const known = new Set(
      (await contacts.findMany([...new Set(userIds)])).map((contact) => contact.id),
    );
    const data: AvatarEntry[] = await batch(avatars.contacts, userIds, known);
    return { data };
  });

  // POST and PUT both set the avatar (§7 lists both for the same body). A wallboard login
  // keeps its own picture like its own settings, so the route admits it (the handler checks whose).
  const setUserAvatar: RouteHandlerMethod = async (request) => {
    const { user } = requireAuth(request);
    const userId = pathId(request);
    if (userId !== user.userId && !user.isSupervisor)
      throw new HttpError(403, 'A user may only set their own avatar');
    if (!(await userExists(userId))) throw new HttpError(404, `Unknown user ${userId}`);
    const { avatar } = parseInput(avatarBody, request.body, 'body');
    await avatars.users.set(userId, avatar, ctx.now());
    const data: AvatarEntry = { userId, avatar };
    return { data };
  };
  for (const name of ['avatarSet', 'avatarReplace'] as const)
    endpoint(app, name, WALLBOARD_ROUTE, setUserAvatar);

  const setContactAvatar: RouteHandlerMethod = async (request) => {
    const { user } = requireAuth(request);
    // Agents and supervisors work with contacts; a wallboard user only watches.
    if (user.isWallboard && !user.isSupervisor)
      throw new HttpError(403, 'Only agents and supervisors may set contact avatars');
    const contactId = pathId(request);
    if (!(await contactExists(contactId))) throw new HttpError(404, `Unknown contact ${contactId}`);
    const { avatar } = parseInput(avatarBody, request.body, 'body');
    await avatars.contacts.set(contactId, avatar, ctx.now());
    const data: AvatarEntry = { userId: contactId, avatar };
    return { data };
  };
  for (const name of ['contactAvatarSet', 'contactAvatarReplace'] as const)
    endpoint(app, name, setContactAvatar);
}
