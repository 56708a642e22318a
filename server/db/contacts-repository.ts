import { randomUUID } from 'node:crypto';
import type { Contact } from '../../src/protocol/interaction-api';
import { contactDisplayName } from '../../src/domain/contact';
import { sql, type RawBuilder, type Updateable } from 'kysely';
import type { Schema } from './schema';
import type { Db } from './store';
import { inTransaction } from './transaction';

type ContactRow = Schema['contacts'];

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
  const byId = (id: string) =>
    db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
  const ordered = () =>
    db.selectFrom('contacts').selectAll().orderBy('last_name').orderBy('first_name').orderBy('id');
  // Case-insensitive substring on both stores: SQLite's LIKE ignores ASCII case, PostgreSQL's
  // does not, so both sides are lowered (ASCII on SQLite, as NOCASE was).
  const matching = (q: string) => {
    const like = (column: RawBuilder<unknown>) =>
      sql<boolean>`lower(${column}) LIKE lower(${q}) ESCAPE '\\'`;
    return sql<boolean>`(${sql.join(
      [
        like(sql`first_name || ' ' || last_name`),
        like(sql.ref('email')),
        like(sql.ref('phone1')),
        like(sql.ref('mobile')),
        like(sql.ref('company')),
      ],
      sql` OR `,
    )})`;
  };

  return {
    async find(id: string): Promise<Contact | null> {
      const row = await byId(id);
      return row ? toContact(row) : null;
    },
    /** The contacts of `ids` that exist, in the order asked. */
    async findMany(ids: readonly string[]): Promise<Contact[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('contacts').selectAll().where('id', 'in', ids).execute();
      const byKey = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byKey.get(id);
        return row ? [toContact(row)] : [];
      });
    },
    all: async (): Promise<Contact[]> => (await ordered().execute()).map(toContact),
    ofType: async (type: Contact['contactType']): Promise<Contact[]> =>
      (await ordered().where('contact_type', '=', type).execute()).map(toContact),
    async findByEmail(email: string): Promise<Contact | null> {
      if (email === '') return null;
      const row = await db
        .selectFrom('contacts')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row ? toContact(row) : null;
    },
    async findByPhone(phone: string): Promise<Contact | null> {
      if (phone === '') return null;
      const row = await db
        .selectFrom('contacts')
        .selectAll()
        .where((eb) =>
          eb.or([eb('phone1', '=', phone), eb('phone2', '=', phone), eb('mobile', '=', phone)]),
        )
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row ? toContact(row) : null;
    },
    async create(input: NewContact, now: number): Promise<Contact> {
      const id = `contact-${randomUUID()}`;
      await db
        .insertInto('contacts')
        .values({
          id,
          contact_type: input.contactType ?? 'crm',
          first_name: input.firstName ?? '',
          last_name: input.lastName ?? '',
          email: input.email ?? '',
          phone1: input.phone1 ?? '',
          phone2: input.phone2 ?? '',
          mobile: input.mobile ?? '',
          company: input.company ?? '',
          title: input.title ?? '',
          city: input.city ?? '',
          dnc: input.dnc === true ? 1 : 0,
          properties_json: JSON.stringify(input.properties ?? {}),
          created_at: now,
          updated_at: now,
        })
        .execute();
      return toContact((await byId(id)) as ContactRow);
    },
    /** Sets named columns and merges free-form properties; answers null for an unknown id. */
    async update(
      id: string,
      fields: Partial<Record<ContactField, string>>,
      properties: Record<string, string>,
      dnc: boolean | undefined,
      now: number,
    ): Promise<Contact | null> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('contacts')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return null;
        const sets: Updateable<Schema['contacts']> = {};
        for (const [field, value] of Object.entries(fields) as [ContactField, string][])
          sets[CONTACT_COLUMNS[field]] = value;
        if (dnc !== undefined) sets.dnc = dnc ? 1 : 0;
        sets.properties_json = JSON.stringify({
          ...(JSON.parse(row.properties_json) as Record<string, string>),
          ...properties,
        });
        sets.updated_at = now;
        await trx.updateTable('contacts').set(sets).where('id', '=', id).execute();
        const updated = await trx
          .selectFrom('contacts')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        return toContact(updated as ContactRow);
      });
    },
    /** Text search on name, email, phones and company: one page, 1-based. */
    async search(
      text: string,
      maxResults: number,
      pageNumber: number,
    ): Promise<{ contacts: Contact[]; total: number }> {
      const q = `%${escapeLike(text.trim())}%`;
      const rows = await ordered()
        .where(matching(q))
        .limit(maxResults)
        .offset((pageNumber - 1) * maxResults)
        .execute();
      const count = await db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(matching(q))
        .executeTakeFirstOrThrow();
      return { contacts: rows.map(toContact), total: Number(count.n) };
    },
    /** Every criterion must match (case-insensitive substring) on a named column or a property. */
    async advancedSearch(
      criteria: Record<string, string>,
      maxResults: number,
      pageNumber: number,
    ): Promise<{ contacts: Contact[]; total: number }> {
      const entries = Object.entries(criteria).filter(([, v]) => v.trim() !== '');
      const matches = (await ordered().execute()).map(toContact).filter((c) =>
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
