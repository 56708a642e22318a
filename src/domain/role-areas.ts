/**
 * Which areas of the app each role works in, and where its login lands (agent-desktop §1-2,
 * supervisor-dashboards §2, §6). A wallboard user only watches the board: the agent media
 * screens and the agent dashboard would ask the server for things that role cannot answer.
 */
export type Role = 'agent' | 'supervisor' | 'wallboard';

/** Areas of the side navigation, in their order. */
export const NAV_AREAS = [
  'dashboards',
  'wallboard',
  'calls',
  'chats',
  'emails',
  'sms',
  'supervisor',
  'kpis',
  'settings',
  'help',
] as const;
export type NavArea = (typeof NAV_AREAS)[number];

const AREAS_OF: Record<Role, ReadonlySet<NavArea>> = {
  agent: new Set(['dashboards', 'calls', 'chats', 'emails', 'sms', 'kpis', 'settings', 'help']),
  supervisor: new Set([
    'dashboards',
    'calls',
    'chats',
    'emails',
    'sms',
    'supervisor',
    'kpis',
    'settings',
    'help',
  ]),
  wallboard: new Set(['wallboard', 'help']),
};

/** The side navigation of a role, in order. */
export function navAreasOf(role: Role): NavArea[] {
  return NAV_AREAS.filter((area) => AREAS_OF[role].has(area));
}

/** Where a role lands after login and on "/". */
export function homePathOf(role: Role): string {
  return role === 'wallboard' ? '/wallboard' : '/dashboards';
}

/**
 * Where a role opening `pathname` is sent instead, null to stay. A wallboard user goes back to
 * the board from every screen that is not theirs; an agent opening a supervisor screen stays
 * and is told there why it is empty (its screens say so), and unknown paths get the not-found page.
 */
export function redirectOf(role: Role, pathname: string): string | null {
  if (role !== 'wallboard') return null;
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  if (first === '') return homePathOf(role);
  const area = NAV_AREAS.find((a) => a === first);
  if (area === undefined) return first === 'teams' ? homePathOf(role) : null;
  return AREAS_OF[role].has(area) ? null : homePathOf(role);
}
