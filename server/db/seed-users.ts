import { SEED_BUSINESS_PROCESSES } from './seed-business-processes';

/** A demo user as seeded on first start (passwords are stored only as scrypt hashes). */
export interface SeedUser {
  id: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  isSupervisor: boolean;
  isWallboard: boolean;
  supervisorFeatures: boolean;
  assignedBusinessProcessIds: readonly string[];
  supervisedBusinessProcessIds: readonly string[];
}

/** The demo logins printed at start-up (README "Demo users"). */
export const SEED_USERS: readonly SeedUser[] = [
  {
    id: 'user-1',
    username: 'agent',
    password: 'agent',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@northwind.example',
    isSupervisor: false,
    isWallboard: false,
    supervisorFeatures: false,
    assignedBusinessProcessIds: ['bp-1', 'bp-2', 'bp-3'],
    supervisedBusinessProcessIds: [],
  },
  {
    id: 'user-2',
    username: 'agent2',
    password: 'agent2',
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: 'jamie.rivera@northwind.example',
    isSupervisor: false,
    isWallboard: false,
    supervisorFeatures: false,
    assignedBusinessProcessIds: ['bp-2', 'bp-4'],
    supervisedBusinessProcessIds: [],
  },
  {
    id: 'user-3',
    username: 'supervisor',
    password: 'supervisor',
    firstName: 'Sam',
    lastName: 'Patel',
    email: 'sam.patel@northwind.example',
    isSupervisor: true,
    isWallboard: false,
    supervisorFeatures: true,
    assignedBusinessProcessIds: [],
    supervisedBusinessProcessIds: SEED_BUSINESS_PROCESSES.map((bp) => bp.id),
  },
  {
    id: 'user-4',
    username: 'wallboard',
    password: 'wallboard',
    firstName: 'Floor',
    lastName: 'Wallboard',
    email: 'wallboard@northwind.example',
    isSupervisor: false,
    isWallboard: true,
    supervisorFeatures: false,
    assignedBusinessProcessIds: [],
    // A wallboard shows every business process of the floor.
    supervisedBusinessProcessIds: SEED_BUSINESS_PROCESSES.map((bp) => bp.id),
  },
];
