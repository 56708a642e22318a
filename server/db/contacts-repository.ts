import { randomUUID } from 'node:crypto';
import type { Contact } from '../../src/protocol/interaction-api';
import { contactDisplayName } from '../../src/domain/contact';
import type { Db } from './open-database';

interface ContactRow {
  id: string;
  contact_type: Contact['contactType'];
  first_name: string;
  last_name: string;
  email: string;
  phone1: string;
  phone2: string;
  mobile: string;
  company: string;
  title: string;
  city: string;
  dnc: number;
  properties_json: string;
  created_at: number;
  updated_at: number;
}

/** Columns a caller may set by name; anything else goes to the free-form properties. */
export const CONTACT_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone1: 'phone1',
  phone2: 'phone2',
  mobile: 'mobile',
  company: 'company',
  title: 'title',
  city: 'city',
} as const;
export type ContactField = keyof typeof CONTACT_COLUMNS;

export type NewContact = Partial<Record<ContactField, string>> & {
  contactType?: Contact['contactType'];
  dnc?: boolean;
  properties?: Record<string, string>;
};

function toContact(row: ContactRow): Contact {
  const base = {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone1: row.phone1,
  };
  return {
    id: row.id,
    contactType: row.contact_type,
    name: contactDisplayName(base),
    ...base,
    endPoint: row.phone1 || row.mobile || row.email,
    phone2: row.phone2,
    mobile: row.mobile,
    company: row.company,
    title: row.title,
    city: row.city,
    dnc: row.dnc === 1,
    properties: JSON.parse(row.properties_json) as Record<string, string>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createContactsRepository(db: Db) {
  const byId = db.prepare<[string], ContactRow>('SELECT * FROM contacts WHERE id = ?');
  const byType = db.prepare<[string], ContactRow>(
    'SELECT * FROM contacts WHERE contact_type = ? ORDER BY last_name, first_name, id',
  );
  const all = db.prepare<[], ContactRow>(
    'SELECT * FROM contacts ORDER BY last_name, first_name, id',
  );
  const byEmail = db.prepare<[string], ContactRow>(
    'SELECT * FROM contacts WHERE email = ? COLLATE NOCASE ORDER BY id LIMIT 1',
  );
  const byPhone = db.prepare<[string, string, string], ContactRow>(
    'SELECT * FROM contacts WHERE phone1 = ? OR phone2 = ? OR mobile = ? ORDER BY id LIMIT 1',
  );
  const searchWhere = `(first_name || ' ' || last_name) LIKE @q ESCAPE '\\' OR email LIKE @q ESCAPE '\\'
    OR phone1 LIKE @q ESCAPE '\\' OR mobile LIKE @q ESCAPE '\\' OR company LIKE @q ESCAPE '\\'`;
  const search = db.prepare<{ q: string; limit: number; offset: number }, ContactRow>(
    `SELECT * FROM contacts WHERE ${searchWhere} ORDER BY last_name, first_name, id LIMIT @limit OFFSET @offset`,
  );
  const searchCount = db
    .prepare<{ q: string }, number>(`SELECT COUNT(*) FROM contacts WHERE ${searchWhere}`)
    .pluck();
  const insert = db.prepare(`INSERT INTO contacts
    (id, contact_type, first_name, last_name, email, phone1, phone2, mobile, company, title, city, dnc, properties_json, created_at, updated_at)
    VALUES (@id, @contactType, @firstName, @lastName, @email, @phone1, @phone2, @mobile, @company, @title, @city, @dnc, @properties, @now, @now)`);

  return {
    find: (id: string): Contact | null => {
      const row = byId.get(id);
      return row ? toContact(row) : null;
    },
    findMany(ids: readonly string[]): Contact[] {
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toContact(row)] : [];
      });
    },
    all: (): Contact[] => all.all().map(toContact),
    ofType: (type: Contact['contactType']): Contact[] => byType.all(type).map(toContact),
    findByEmail: (email: string): Contact | null => {
      const row = email === '' ? undefined : byEmail.get(email);
      return row ? toContact(row) : null;
    },
    findByPhone: (phone: string): Contact | null => {
      const row = phone === '' ? undefined : byPhone.get(phone, phone, phone);
      return row ? toContact(row) : null;
    },
    create(input: NewContact, now: number): Contact {
      const id = `contact-${randomUUID()}`;
      insert.run({
        id,
        contactType: input.contactType ?? 'crm',
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        email: input.email ?? '',
        phone1: input.phone1 ?? '',
        phone2: input.phone2 ?? '',
        mobile: input.mobile ?? '',
        company: input.company ?? '',
        title: input.title ?? '',
        city: input.city ?? '',
        dnc: input.dnc === true ? 1 : 0,
        properties: JSON.stringify(input.properties ?? {}),
        now,
      });
      return toContact(byId.get(id) as ContactRow);
    },
    /** Sets named columns and merges free-form properties; answers null for an unknown id. */
    update(
      id: string,
      fields: Partial<Record<ContactField, string>>,
      properties: Record<string, string>,
      dnc: boolean | undefined,
      now: number,
    ): Contact | null {
      const row = byId.get(id);
      if (!row) return null;
      const sets: string[] = [];
      const values: Record<string, unknown> = { id, now };
      for (const [field, value] of Object.entries(fields) as [ContactField, string][]) {
        sets.push(`${CONTACT_COLUMNS[field]} = @${field}`);
        values[field] = value;
      }
      if (dnc !== undefined) {
        sets.push('dnc = @dnc');
        values['dnc'] = dnc ? 1 : 0;
      }
      const merged = {
        ...(JSON.parse(row.properties_json) as Record<string, string>),
        ...properties,
      };
      sets.push('properties_json = @properties', 'updated_at = @now');
      values['properties'] = JSON.stringify(merged);
      db.prepare(`UPDATE contacts SET ${sets.join(', ')} WHERE id = @id`).run(values);
      return toContact(byId.get(id) as ContactRow);
    },
    /** Text search on name, email, phones and company: one page, 1-based. */
    search(
      text: string,
      maxResults: number,
      pageNumber: number,
    ): { contacts: Contact[]; total: number } {
      const q = `%${escapeLike(text.trim())}%`;
      const contacts = search
        .all({ q, limit: maxResults, offset: (pageNumber - 1) * maxResults })
        .map(toContact);
      return { contacts, total: searchCount.get({ q }) ?? 0 };
    },
    /** Every criterion must match (case-insensitive substring) on a named column or a property. */
    advancedSearch(
      criteria: Record<string, string>,
      maxResults: number,
      pageNumber: number,
    ): { contacts: Contact[]; total: number } {
      const entries = Object.entries(criteria).filter(([, v]) => v.trim() !== '');
      const matches = all
        .all()
        .map(toContact)
        .filter((c) =>
          entries.every(([key, value]) => {
            const field =
              key in CONTACT_COLUMNS
                ? (c as unknown as Record<string, unknown>)[key]
                : c.properties[key];
            return (
              typeof field === 'string' && field.toLowerCase().includes(value.trim().toLowerCase())
            );
          }),
        );
      const start = (pageNumber - 1) * maxResults;
      return { contacts: matches.slice(start, start + maxResults), total: matches.length };
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;
