import type { UserProfile } from '../../src/protocol/api';
import { sql } from 'kysely';
import type { Schema } from './schema';
import type { Db } from './store';
import { inTransaction } from './transaction';

type UserRow = Schema['users'];

/** What a new user row needs; business processes are linked separately. */
export interface NewUser {
  id: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string;
  organizationId: string;
  isSupervisor: boolean;
  isWallboard: boolean;
  supervisorFeatures: boolean;
  defaultLoadAllowanceId: string;
  alwaysRecord: boolean;
}

export type BusinessProcessRelation = 'assigned' | 'supervised';

/**
 * Users and the business processes linked to them. Profiles read from the store are kept in
 * memory: the simulator's and the sockets' synchronous callbacks ask `findProfile`, while every
 * session check and login reads the store again (`loadProfile`, `findCredentials`), so the copy
 * of anyone signed in on this node is as fresh as their last call.
 */
export function createUsersRepository(db: Db) {
  const profiles = new Map<string, UserProfile>();

  async function linkedIds(q: Db, userIds: readonly string[], relation: BusinessProcessRelation) {
    const byUser = new Map<string, string[]>();
    if (userIds.length === 0) return byUser;
    const rows = await q
      .selectFrom('user_business_processes as ubp')
      .innerJoin('business_processes as bp', 'bp.id', 'ubp.business_process_id')
      .select(['ubp.user_id', 'ubp.business_process_id'])
      .where('ubp.user_id', 'in', userIds)
      .where('ubp.relation', '=', relation)
      .orderBy('bp.position')
      .execute();
    for (const row of rows) {
      const ids = byUser.get(row.user_id) ?? [];
      ids.push(row.business_process_id);
      byUser.set(row.user_id, ids);
    }
    return byUser;
  }

  function toProfile(row: UserRow, assigned: string[]): UserProfile {
    const profile: UserProfile = {
      userId: row.id,
      username: row.username,
      displayName: row.display_name,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      organizationId: row.organization_id,
      isSupervisor: row.is_supervisor === 1,
      isWallboard: row.is_wallboard === 1,
      supervisorFeatures: row.supervisor_features === 1,
      assignedBusinessProcessIds: assigned,
      defaultLoadAllowanceId: row.default_load_allowance_id,
      alwaysRecord: row.always_record === 1,
    };
    profiles.set(profile.userId, profile);
    return structuredClone(profile);
  }

  async function profileOf(
    q: Db,
    row: UserRow | undefined,
    id: string,
  ): Promise<UserProfile | null> {
    if (!row) {
      profiles.delete(id);
      return null;
    }
    const assigned = (await linkedIds(q, [row.id], 'assigned')).get(row.id) ?? [];
    return toProfile(row, assigned);
  }

  const loadProfile = async (id: string): Promise<UserProfile | null> =>
    profileOf(
      db,
      await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
      id,
    );

  async function link(
    q: Db,
    userId: string,
    businessProcessId: string,
    relation: BusinessProcessRelation,
  ): Promise<void> {
    await q
      .insertInto('user_business_processes')
      .values({ user_id: userId, business_process_id: businessProcessId, relation })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async allIds(): Promise<string[]> {
      return (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
    },
    /** Reads every user's profile into memory (at start: the simulator names agents from it). */
    async loadAll(): Promise<void> {
      const rows = await db.selectFrom('users').selectAll().execute();
      const assigned = await linkedIds(
        db,
        rows.map((r) => r.id),
        'assigned',
      );
      for (const row of rows) toProfile(row, assigned.get(row.id) ?? []);
    },
    /** Everyone but wallboard users, by last and first name (the directory's people). */
    async directory(): Promise<UserProfile[]> {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .where('is_wallboard', '=', 0)
        .orderBy('last_name')
        .orderBy('first_name')
        .execute();
      const assigned = await linkedIds(
        db,
        rows.map((r) => r.id),
        'assigned',
      );
      return rows.map((row) => toProfile(row, assigned.get(row.id) ?? []));
    },
    /** The profile as last read from the store on this node; null when never read or gone. */
    findProfile(id: string): UserProfile | null {
      const profile = profiles.get(id);
      return profile ? structuredClone(profile) : null;
    },
    /** findProfile by username (any case), among the profiles read on this node. */
    findProfileByUsername(username: string): UserProfile | null {
      const wanted = username.toLowerCase();
      for (const profile of profiles.values())
        if (profile.username.toLowerCase() === wanted) return structuredClone(profile);
      return null;
    },
    /** The profile as the store has it now (and remembered for findProfile). */
    loadProfile,
    /** The profile and password hash for a login attempt (usernames compare case-insensitively). */
    async findCredentials(
      username: string,
    ): Promise<{ profile: UserProfile; passwordHash: string } | null> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username})`)
        .executeTakeFirst();
      if (!row) return null;
      const profile = await profileOf(db, row, row.id);
      return profile ? { profile, passwordHash: row.password_hash } : null;
    },
    async businessProcessIds(userId: string, relation: BusinessProcessRelation): Promise<string[]> {
      return (await linkedIds(db, [userId], relation)).get(userId) ?? [];
    },
    /** Inserts the user and links their business processes, all or nothing. */
    async insert(
      user: NewUser,
      createdAt: number,
      links: { assigned?: readonly string[]; supervised?: readonly string[] } = {},
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id: user.id,
            username: user.username,
            password_hash: user.passwordHash,
            display_name: `${user.firstName} ${user.lastName}`,
            first_name: user.firstName,
            last_name: user.lastName,
            email: user.email,
            organization_id: user.organizationId,
            is_supervisor: user.isSupervisor ? 1 : 0,
            is_wallboard: user.isWallboard ? 1 : 0,
            supervisor_features: user.supervisorFeatures ? 1 : 0,
            default_load_allowance_id: user.defaultLoadAllowanceId,
            always_record: user.alwaysRecord ? 1 : 0,
            created_at: createdAt,
          })
          .execute();
        for (const id of links.assigned ?? []) await link(trx, user.id, id, 'assigned');
        for (const id of links.supervised ?? []) await link(trx, user.id, id, 'supervised');
      });
      await loadProfile(user.id);
    },
    async link(
      userId: string,
      businessProcessId: string,
      relation: BusinessProcessRelation,
    ): Promise<void> {
      await link(db, userId, businessProcessId, relation);
      await loadProfile(userId);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
