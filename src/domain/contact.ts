/** Contact rules (agent-desktop §3 "Contact", §4 linking, §5 CRM update, §8). */

/** The contact fields these rules read; phone and mobile fields beyond phone1 are optional. */
export interface ContactNameFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone1?: string | null;
  [field: string]: unknown;
}

const present = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Display name: first and last name, falling back to email, then phone1, else empty. */
export function contactDisplayName(contact: ContactNameFields): string {
  const name = [contact.firstName, contact.lastName]
    .filter(present)
    .map((s) => s.trim())
    .join(' ');
  if (name !== '') return name;
  if (present(contact.email)) return contact.email.trim();
  return present(contact.phone1) ? contact.phone1.trim() : '';
}

// phone, phone1, phone2, ..., mobile, mobile1, mobilePhone ... in any case.
const PHONE_FIELD = /^(phone|mobile)/i;

/** SMS is enabled if any phone or mobile field holds a number. */
export function canSendSms(contact: ContactNameFields): boolean {
  return Object.entries(contact).some(([key, value]) => PHONE_FIELD.test(key) && present(value));
}

export const CONTACT_ID_REQUIRED = 'contactId is required';
export const INVALID_CONTACT_ID_RETURNED = 'Invalid contactId returned by the API';

export type ContactIdCheck = { ok: true; contactId: string } | { ok: false; error: string };

/** Updating a CRM contact needs its id: refused with "contactId is required" otherwise. */
export function requireContactId(contactId: string | null | undefined): ContactIdCheck {
  return present(contactId) ? { ok: true, contactId } : { ok: false, error: CONTACT_ID_REQUIRED };
}

/**
 * A contact created from an interaction must come back with a contactId; anything else is
 * "Invalid contactId returned by the API".
 */
export function checkCreatedContactId(response: unknown): ContactIdCheck {
  const id =
    typeof response === 'object' && response !== null
      ? (response as { contactId?: unknown }).contactId
      : undefined;
  return present(id)
    ? { ok: true, contactId: id }
    : { ok: false, error: INVALID_CONTACT_ID_RETURNED };
}
