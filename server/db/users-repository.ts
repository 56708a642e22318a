import type { UserProfile } from '../../src/protocol/api';
import type { Db } from './open-database';

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  display_name: string;
  first_name: string;
  last_name: string;
  email: string;
  organization_id: string;
  is_supervisor: number;
  is_wallboard: number;
  supervisor_features: number;
  default_load_allowance_id: string;
  always_record: number;
}

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

export function createUsersRepository(db: Db) {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byUsername = db.prepare('SELECT * FROM users WHERE username = ?');
  const allIds = db.prepare('SELECT id FROM users ORDER BY id').pluck();
  const count = db.prepare('SELECT COUNT(*) FROM users').pluck();
  const linked = db
    .prepare(
      `SELECT ubp.business_process_id FROM user_business_processes ubp
       JOIN business_processes bp ON bp.id = ubp.business_process_id
       WHERE ubp.user_id = ? AND ubp.relation = ? ORDER BY bp.position`,
    )
    .pluck();
  const insertUser = db.prepare(
    `INSERT INTO users (id, username, password_hash, display_name, first_name, last_name, email,
       organization_id, is_supervisor, is_wallboard, supervisor_features, default_load_allowance_id,
       always_record, created_at)
     VALUES (@id, @username, @passwordHash, @displayName, @firstName, @lastName, @email,
       @organizationId, @isSupervisor, @isWallboard, @supervisorFeatures, @defaultLoadAllowanceId,
       @alwaysRecord, @createdAt)`,
  );
  const link = db.prepare(
    'INSERT OR IGNORE INTO user_business_processes (user_id, business_process_id, relation) VALUES (?, ?, ?)',
  );

  const businessProcessIds = (userId: string, relation: BusinessProcessRelation): string[] =>
    linked.all(userId, relation) as string[];

  function toProfile(row: UserRow): UserProfile {
    return {
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
      assignedBusinessProcessIds: businessProcessIds(row.id, 'assigned'),
      defaultLoadAllowanceId: row.default_load_allowance_id,
      alwaysRecord: row.always_record === 1,
    };
  }

  return {
    count: (): number => count.get() as number,
    allIds: (): string[] => allIds.all() as string[],
    findProfile(id: string): UserProfile | null {
      const row = byId.get(id) as UserRow | undefined;
      return row ? toProfile(row) : null;
    },
    /** The profile and password hash for a login attempt (usernames compare case-insensitively). */
    findCredentials(username: string): { profile: UserProfile; passwordHash: string } | null {
      const row = byUsername.get(username) as UserRow | undefined;
      return row ? { profile: toProfile(row), passwordHash: row.password_hash } : null;
    },
    businessProcessIds,
    insert(user: NewUser, createdAt: number): void {
      insertUser.run({
        ...user,
        displayName: `${user.firstName} ${user.lastName}`,
        isSupervisor: user.isSupervisor ? 1 : 0,
        isWallboard: user.isWallboard ? 1 : 0,
        supervisorFeatures: user.supervisorFeatures ? 1 : 0,
        alwaysRecord: user.alwaysRecord ? 1 : 0,
        createdAt,
      });
    },
    link(userId: string, businessProcessId: string, relation: BusinessProcessRelation): void {
      link.run(userId, businessProcessId, relation);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
