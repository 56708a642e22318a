/**
 * Fixed reference data of the simulated centre: business-process and agent names,
 * break types and load allowances. Names depend on the index only (never on the seed)
 * so a restart with another seed keeps the same people and queues on screen.
 */
import { DEFAULT_LOAD_ALLOWANCE_ID, LOAD_ALLOWANCES } from '../reference-data/organization';

const BUSINESS_PROCESS_NAMES = [
  'Sales',
  'Customer Support',
  'Billing',
  'Technical Help',
  'Retention',
  'Claims',
  'Bookings',
  'Collections',
  'Onboarding',
  'VIP Care',
  'Returns',
  'Outbound Campaign',
] as const;

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Lucas',
  'Sophia',
  'Mateo',
  'Mia',
  'Elijah',
  'Amelia',
  'James',
  'Isabella',
  'Benjamin',
  'Charlotte',
  'Hugo',
  'Chloe',
  'Daniel',
  'Lea',
  'Samuel',
  'Nora',
  'David',
  'Julia',
  'Tomas',
  'Sara',
  'Pablo',
  'Ines',
  'Jan',
  'Fleur',
  'Ruben',
  'Anna',
  'Louis',
  'Marta',
  'Felix',
  'Clara',
  'Omar',
  'Aisha',
  'Kenji',
  'Priya',
  'Mehmet',
  'Zoe',
  'Victor',
  'Elena',
  'Arjun',
  'Lina',
  'Oscar',
  'Maya',
  'Theo',
] as const;

const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Martin',
  'Müller',
  'de Vries',
  'Rossi',
  'Dubois',
  'Jansen',
  'Fernandez',
  'Schmidt',
  'Bernard',
  'Peeters',
  'Lopez',
  'Fischer',
  'Moreau',
  'Bakker',
  'Johnson',
  'Weber',
  'Laurent',
  'Visser',
  'Martinez',
  'Wagner',
  'Lefebvre',
  'Smit',
  'Brown',
  'Becker',
  'Roux',
  'Meijer',
  'Sanchez',
  'Hoffmann',
  'Fontaine',
  'Mulder',
  'Taylor',
  'Schulz',
  'Girard',
  'de Boer',
  'Romero',
  'Koch',
  'Bonnet',
  'Bos',
  'Nguyen',
  'Kowalski',
  'Novak',
  'Silva',
  'Yilmaz',
  'Tanaka',
  'Okafor',
  'Haddad',
  'Lindqvist',
] as const;

/** Custom break types (agent state `break` plus breakTypeId). */
export const SIM_BREAK_TYPES = [
  { id: 'break-lunch', name: 'Lunch', meanMinutes: 30 },
  { id: 'break-coffee', name: 'Coffee', meanMinutes: 10 },
  { id: 'break-training', name: 'Training', meanMinutes: 25 },
  { id: 'break-meeting', name: 'Meeting', meanMinutes: 20 },
  // the rest of the reference break types (server/reference-data/break-types.ts), so an
  // agent may choose any of them
  { id: 'break-personal', name: 'Personal', meanMinutes: 10 },
  { id: 'break-coaching', name: 'Coaching', meanMinutes: 30 },
] as const;
export type SimBreakTypeId = (typeof SIM_BREAK_TYPES)[number]['id'];

/**
 * Load allowances of the reference organisation, as the model uses them: it counts chat and
 * SMS together against maxChat (telephony is always one at a time, email is a backlog).
 */
export const SIM_LOAD_ALLOWANCES = LOAD_ALLOWANCES.map((l) => ({
  id: l.id,
  name: l.name,
  maxConcurrentChats: l.maxChat,
}));
export type SimLoadAllowance = (typeof SIM_LOAD_ALLOWANCES)[number];

/** The organisation's default load allowance (agents fall back to it). */
export const DEFAULT_SIM_LOAD_ALLOWANCE: SimLoadAllowance = (() => {
  const found = SIM_LOAD_ALLOWANCES.find((l) => l.id === DEFAULT_LOAD_ALLOWANCE_ID);
  if (found === undefined)
    throw new Error(
      `default load allowance ${DEFAULT_LOAD_ALLOWANCE_ID} is not in the reference list`,
    );
  return found;
})();
export type SimLoadAllowanceId = (typeof LOAD_ALLOWANCES)[number]['id'];

/** Display names of agent states (AgentState.stateName when not a custom break). */
export const SIM_STATE_NAMES = {
  ready: 'Ready',
  offered: 'Offered',
  busy: 'Busy',
  dialing: 'Dialing',
  waitingForBackoffice: 'Waiting for backoffice',
  waitingForOutgoing: 'Waiting for outgoing',
  waitingForBreak: 'Waiting for break',
  waitingForOffline: 'Waiting for offline',
  break: 'Break',
  noAnswer: 'No answer',
  offline: 'Offline',
  backoffice: 'Backoffice',
  outgoing: 'Outgoing',
  preview: 'Preview',
} as const;

export function businessProcessId(index: number): string {
  return `bp-${index + 1}`;
}

export function businessProcessName(index: number): string {
  return BUSINESS_PROCESS_NAMES[index] ?? `Business Process ${index + 1}`;
}

export function simAgentId(index: number): string {
  return `agent-sim-${index + 1}`;
}

/** First + last name; the pairing walks the lists at co-prime strides to spread combinations. */
export function simAgentName(index: number): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] as string;
  const lastIndex = (index * 7 + Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length;
  const name = `${first} ${LAST_NAMES[lastIndex] as string}`;
  const round = Math.floor(index / (FIRST_NAMES.length * LAST_NAMES.length));
  return round === 0 ? name : `${name} ${round + 1}`;
}

export function breakTypeName(breakTypeId: string): string | undefined {
  return SIM_BREAK_TYPES.find((b) => b.id === breakTypeId)?.name;
}

export function maxConcurrentChats(loadAllowanceId: string): number | undefined {
  return SIM_LOAD_ALLOWANCES.find((l) => l.id === loadAllowanceId)?.maxConcurrentChats;
}
