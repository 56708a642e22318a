/** The one organization of the reference backend and its load allowances. */
export const ORGANIZATION = {
  orgId: 'org-1',
  orgName: 'Northwind Contact Centre',
  shortName: 'Northwind',
} as const;

/**
 * Version of the reference configuration (api/reference/configuration?version). Bump it
 * whenever a seed module under reference-data/ changes, so clients holding the old one reload.
 */
export const CONFIGURATION_VERSION = 1;

/** How many interactions per medium an agent may hold at once under each allowance. */
export const LOAD_ALLOWANCES = [
  {
    id: 'la-single',
    name: 'Single interaction',
    maxTelephony: 1,
    maxChat: 1,
    maxEmail: 1,
    maxSms: 1,
  },
  { id: 'la-standard', name: 'Standard', maxTelephony: 1, maxChat: 2, maxEmail: 3, maxSms: 2 },
  { id: 'la-high', name: 'High concurrency', maxTelephony: 1, maxChat: 3, maxEmail: 5, maxSms: 3 },
] as const;

export const DEFAULT_LOAD_ALLOWANCE_ID = 'la-standard';
