/** Who is on the other end of a simulated interaction: a stored contact now and then, else a generated person. */
import type { Contact } from '../../src/protocol/interaction-api';
import type { SeededRandom } from './seeded-random';

export interface Customer {
  contactId: string | null;
  fullName: string;
  email: string;
  phone: string;
}

/** Share of simulated customers who are already in the CRM: enough to see linked contacts often. */
const KNOWN_CUSTOMER_SHARE = 0.4;

const FIRST_NAMES = [
  'Aiden',
  'Bella',
  'Caleb',
  'Chloe',
  'Dylan',
  'Zoe',
  'Ethan',
  'Lily',
  'Gabriel',
  'Nora',
  'Isaac',
  'Hazel',
  'Julian',
  'Aurora',
  'Levi',
  'Violet',
  'Mason',
  'Stella',
  'Nathan',
  'Lucy',
  'Oscar',
  'Maya',
  'Ryan',
  'Ruby',
];
const LAST_NAMES = [
  'Adams',
  'Baker',
  'Clark',
  'Davis',
  'Evans',
  'Garcia',
  'Harris',
  'Jackson',
  'King',
  'Lopez',
  'Martin',
  'Nelson',
  'Owens',
  'Parker',
  'Quinn',
  'Reed',
  'Scott',
  'Turner',
  'Underwood',
  'Vaughn',
  'Walker',
  'Young',
];
const MAIL_DOMAINS = ['mail.example', 'inbox.example', 'post.example'];

export function pickCustomer(random: SeededRandom, knownContacts: readonly Contact[]): Customer {
  if (knownContacts.length > 0 && random.chance(KNOWN_CUSTOMER_SHARE)) {
    const c = random.pick(knownContacts);
    return { contactId: c.id, fullName: c.name, email: c.email, phone: c.phone1 || c.mobile };
  }
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const n = random.int(1, 99);
  return {
    contactId: null,
    fullName: `${first} ${last}`,
    email: `${first}.${last}${n}@${random.pick(MAIL_DOMAINS)}`.toLowerCase(),
    // 555-01xx numbers are reserved for fiction
    phone: `+1312555${String(random.int(100, 199)).padStart(4, '0')}`,
  };
}
