import { hashPassword } from '../auth/password';
import { ORGANIZATION, DEFAULT_LOAD_ALLOWANCE_ID } from '../reference-data/organization';
import { createBusinessProcessesRepository } from './business-processes-repository';
import { sql } from 'kysely';
import type { Store } from './store';
import { inTransaction } from './transaction';
import { SEED_BUSINESS_PROCESSES } from './seed-business-processes';
import { DEFAULT_THEME } from './seed-themes';
import { SEED_USERS } from './seed-users';
import { createThemesRepository } from './themes-repository';
import { createUsersRepository } from './users-repository';

/** Any constant shared by every node (see migrate.ts for the other one). */
const SEED_LOCK_ID = 20_240_305;

// Hashing is deliberately slow; one process that opens several databases (tests, benches)
// hashes each demo password once. Each user still has a salt of their own.
const seedHashes = new Map<string, string>();
function seedPasswordHash(password: string): string {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    seedHashes.set(password, hash);
  }
  return hash;
}

/**
 * First-start data: business processes when there are none, demo users when there are
 * none (so users created or changed later are never overwritten), and the default
 * theme whenever it is missing (it cannot be deleted, but a copied file may lack it).
 */
export async function seedDatabase(store: Store, now: number): Promise<void> {
  await inTransaction(store.db, async (trx) => {
    // nodes starting together on one PostgreSQL seed one after the other
    if (store.dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const businessProcesses = createBusinessProcessesRepository(trx);
    const users = createUsersRepository(trx);
    const themes = createThemesRepository(trx);
    if ((await businessProcesses.count()) === 0)
      await businessProcesses.insertMany(SEED_BUSINESS_PROCESSES);
    if ((await users.count()) === 0) {
      for (const seed of SEED_USERS) {
        await users.insert(
          {
            id: seed.id,
            username: seed.username,
            passwordHash: seedPasswordHash(seed.password),
            firstName: seed.firstName,
            lastName: seed.lastName,
            email: seed.email,
            organizationId: ORGANIZATION.orgId,
            isSupervisor: seed.isSupervisor,
            isWallboard: seed.isWallboard,
            supervisorFeatures: seed.supervisorFeatures,
            defaultLoadAllowanceId: DEFAULT_LOAD_ALLOWANCE_ID,
            alwaysRecord: false,
          },
          now,
          {
            assigned: seed.assignedBusinessProcessIds,
            supervised: seed.supervisedBusinessProcessIds,
          },
        );
      }
    }
    await themes.insert(DEFAULT_THEME, { isDefault: true, createdBy: null, now });
  });
}
