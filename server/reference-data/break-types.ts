import type { BreakCategory, BreakType } from '../../src/protocol/reference-api';

export const BREAK_CATEGORIES: readonly BreakCategory[] = [
  { id: 'break-category-personal', name: 'Personal' },
  { id: 'break-category-work', name: 'Work related' },
];

/**
 * Custom break types: an agent in one of these has stateId `break` and this breakTypeId.
 * breakDuration is the planned length in minutes (the end-of-break alert counts back from it);
 * the same lengths the simulation's agents take on average.
 */
export const BREAK_TYPES: readonly BreakType[] = [
  {
    id: 'break-lunch',
    name: 'Lunch',
    breakCategoryId: 'break-category-personal',
    breakDuration: 30,
  },
  {
    id: 'break-coffee',
    name: 'Coffee',
    breakCategoryId: 'break-category-personal',
    breakDuration: 10,
  },
  {
    id: 'break-personal',
    name: 'Personal',
    breakCategoryId: 'break-category-personal',
    breakDuration: 10,
  },
  {
    id: 'break-training',
    name: 'Training',
    breakCategoryId: 'break-category-work',
    breakDuration: 25,
  },
  {
    id: 'break-meeting',
    name: 'Meeting',
    breakCategoryId: 'break-category-work',
    breakDuration: 20,
  },
  {
    id: 'break-coaching',
    name: 'Coaching',
    breakCategoryId: 'break-category-work',
    breakDuration: 30,
  },
];
