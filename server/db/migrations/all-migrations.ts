import type { Migration } from '../migrate';
import { initialSchema } from './001-initial-schema';
import { healthThresholds } from './002-health-thresholds';
import { interactionsAndContacts } from './003-interactions-contacts';
import { wallboardsAndAvatars } from './004-wallboards-avatars';
import { wallboardBoards } from './005-wallboard-boards';

/** Every migration, oldest first. Append new ones; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  healthThresholds,
  interactionsAndContacts,
  wallboardsAndAvatars,
  wallboardBoards,
];
