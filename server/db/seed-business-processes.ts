/**
 * The business processes of the demo centre. The database is seeded from this list and
 * the simulator models one queue per entry, so ids and names agree everywhere.
 */
export const SEED_BUSINESS_PROCESSES: ReadonlyArray<{ id: string; name: string }> = [
  { id: 'bp-1', name: 'Sales' },
  { id: 'bp-2', name: 'Customer Support' },
  { id: 'bp-3', name: 'Billing' },
  { id: 'bp-4', name: 'Technical Help' },
  { id: 'bp-5', name: 'Retention' },
  { id: 'bp-6', name: 'Claims' },
  { id: 'bp-7', name: 'Bookings' },
  { id: 'bp-8', name: 'Collections' },
  { id: 'bp-9', name: 'Onboarding' },
  { id: 'bp-10', name: 'VIP Care' },
  { id: 'bp-11', name: 'Returns' },
  { id: 'bp-12', name: 'Outbound Campaign' },
];
