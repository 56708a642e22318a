import { hashPassword } from '../auth/password';
import { ORGANIZATION, DEFAULT_LOAD_ALLOWANCE_ID } from '../reference-data/organization';
import { createBusinessProcessesRepository } from './business-processes-repository';
import type { Db } from './open-database';
import { SEED_BUSINESS_PROCESSES } from './seed-business-processes';
import { DEFAULT_THEME } from './seed-themes';
import { SEED_USERS } from './seed-users';
import { createThemesRepository } from './themes-repository';
import { createUsersRepository } from './users-repository';

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
export function seedDatabase(db: Db, now: number): void {
  const businessProcesses = createBusinessProcessesRepository(db);
  const users = createUsersRepository(db);
  const themes = createThemesRepository(db);
  db.transaction(() => {
    if (businessProcesses.count() === 0) businessProcesses.insertMany(SEED_BUSINESS_PROCESSES);
    if (users.count() === 0) {
      for (const seed of SEED_USERS) {
        users.insert(
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
        );
        for (const id of seed.assignedBusinessProcessIds) users.link(seed.id, id, 'assigned');
        for (const id of seed.supervisedBusinessProcessIds) users.link(seed.id, id, 'supervised');
      }
    }
    themes.insert(DEFAULT_THEME, { isDefault: true, createdBy: null, now });
  })();
}
