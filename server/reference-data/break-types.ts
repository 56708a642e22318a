import type { BreakCategory, BreakType } from '../../src/protocol/reference-api';

export const BREAK_CATEGORIES: readonly BreakCategory[] = [
  { id: 'break-category-personal', name: 'Personal' },
  { id: 'break-category-work', name: 'Work related' },
];

/** Custom break types: an agent in one of these has stateId `break` and this breakTypeId. */
export const BREAK_TYPES: readonly BreakType[] = [
  { id: 'break-lunch', name: 'Lunch', breakCategoryId: 'break-category-personal' },
  { id: 'break-coffee', name: 'Coffee', breakCategoryId: 'break-category-personal' },
  { id: 'break-personal', name: 'Personal', breakCategoryId: 'break-category-personal' },
  { id: 'break-training', name: 'Training', breakCategoryId: 'break-category-work' },
  { id: 'break-meeting', name: 'Meeting', breakCategoryId: 'break-category-work' },
  { id: 'break-coaching', name: 'Coaching', breakCategoryId: 'break-category-work' },
];
