/**
 * The demo address book: CRM customers (the simulated customers of the centre are drawn
 * partly from these, so offers link to a stored contact), enterprise colleagues and
 * external partners. Phone numbers use the reserved 555-01xx range.
 */
export interface SeedContact {
  id: string;
  contactType: 'crm' | 'enterprise' | 'external';
  firstName: string;
  lastName: string;
  email: string;
  phone1: string;
  mobile: string;
  company: string;
  title: string;
  city: string;
  dnc: boolean;
}

// [first, last, company, city]
const CRM_PEOPLE: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Olivia', 'Bennett', 'Bennett Bakery', 'Portland'],
  ['Liam', 'Carter', 'Carter Logistics', 'Denver'],
  ['Emma', 'Hughes', '', 'Austin'],
  ['Noah', 'Foster', 'Foster & Sons', 'Columbus'],
  ['Ava', 'Richardson', '', 'Tampa'],
  ['Elijah', 'Brooks', 'Brooks Dental', 'Raleigh'],
  ['Sophia', 'Price', '', 'Boise'],
  ['James', 'Sanders', 'Sanders Auto', 'Omaha'],
  ['Isabella', 'Ward', '', 'Madison'],
  ['Benjamin', 'Torres', 'Torres Construction', 'Phoenix'],
  ['Mia', 'Peterson', '', 'Spokane'],
  ['Lucas', 'Gray', 'Gray Media', 'Richmond'],
  ['Charlotte', 'Ramirez', '', 'El Paso'],
  ['Henry', 'James', 'James Plumbing', 'Tulsa'],
  ['Amelia', 'Watson', '', 'Reno'],
  ['Alexander', 'Brooks', '', 'Buffalo'],
  ['Harper', 'Kelly', 'Kelly Florists', 'Savannah'],
  ['Daniel', 'Sanchez', '', 'Fresno'],
  ['Evelyn', 'Morales', 'Morales Catering', 'San Antonio'],
  ['Matthew', 'Powell', '', 'Louisville'],
  ['Abigail', 'Long', '', 'Anchorage'],
  ['Samuel', 'Patterson', 'Patterson Realty', 'Charleston'],
  ['Emily', 'Hughes', '', 'Albany'],
  ['David', 'Flores', 'Flores Imports', 'Santa Fe'],
  ['Ella', 'Washington', '', 'Baltimore'],
  ['Joseph', 'Butler', 'Butler IT', 'Pittsburgh'],
  ['Scarlett', 'Simmons', '', 'Des Moines'],
  ['Owen', 'Fisher', 'Fisher Marine', 'Norfolk'],
  ['Grace', 'Henderson', '', 'Lexington'],
  ['Jack', 'Coleman', 'Coleman Farms', 'Fargo'],
];

const ENTERPRISE_PEOPLE: ReadonlyArray<readonly [string, string, string]> = [
  ['Priya', 'Shah', 'Billing Specialist'],
  ['Marcus', 'Lee', 'Technical Lead'],
  ['Hannah', 'Kim', 'Retention Manager'],
  ['Diego', 'Alvarez', 'Claims Officer'],
  ['Nora', 'Schmidt', 'Quality Coach'],
];

const EXTERNAL_PARTNERS: ReadonlyArray<readonly [string, string, string]> = [
  ['Fleet', 'Desk', 'Swiftline Couriers'],
  ['Claims', 'Partner', 'Harbor Insurance'],
  ['Field', 'Service', 'FixIt Technicians'],
  ['Payments', 'Support', 'ClearPay Processing'],
  ['Travel', 'Desk', 'Blue Sky Travel'],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const phone = (n: number) => `+1415555${String(100 + n).padStart(4, '0')}`;

export const SEED_CONTACTS: readonly SeedContact[] = [
  ...CRM_PEOPLE.map(([firstName, lastName, company, city], i): SeedContact => ({
    id: `contact-${i + 1}`,
    contactType: 'crm',
    firstName,
    lastName,
    email: `${slug(firstName)}.${slug(lastName)}${i + 1}@mail.example`,
    phone1: phone(i),
    mobile: i % 3 === 0 ? phone(i + 200) : '',
    company,
    title: '',
    city,
    // a few customers asked not to be called: the client shows dnc
    dnc: i % 11 === 10,
  })),
  ...ENTERPRISE_PEOPLE.map(([firstName, lastName, title], i): SeedContact => ({
    id: `contact-e${i + 1}`,
    contactType: 'enterprise',
    firstName,
    lastName,
    email: `${slug(firstName)}.${slug(lastName)}@northwind.example`,
    phone1: `+1415555${String(700 + i).padStart(4, '0')}`,
    mobile: '',
    company: 'Northwind',
    title,
    city: '',
    dnc: false,
  })),
  ...EXTERNAL_PARTNERS.map(([firstName, lastName, company], i): SeedContact => ({
    id: `contact-x${i + 1}`,
    contactType: 'external',
    firstName,
    lastName,
    email: `${slug(firstName)}.${slug(lastName)}@${slug(company)}.example`,
    phone1: `+1415555${String(800 + i).padStart(4, '0')}`,
    mobile: '',
    company,
    title: '',
    city: '',
    dnc: false,
  })),
];
