/**
 * A CRM contact created from an interaction (agent-desktop §3 "Contact", §7 POST api/crm/contact):
 * the form pre-filled from the interaction, its validation, and the request body.
 */
import { isEmailAddress } from './email-form';

/** The media an interaction (and so a created contact) can have. */
export type ContactMedia = 'TELEPHONY' | 'CHAT' | 'EMAIL' | 'SMS';

/** The editable contact fields of the create and edit forms. */
export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone1: string;
  phone2: string;
  mobile: string;
  company: string;
  title: string;
  city: string;
  dnc: boolean;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone1: '',
  phone2: '',
  mobile: '',
  company: '',
  title: '',
  city: '',
  dnc: false,
};

/** What the form reads from an interaction. */
export interface InteractionParty {
  media: ContactMedia;
  customerFullName: string;
  customerEmail: string | null;
  /** The customer's address: a number for telephony and SMS, an email address for email and chat. */
  remoteParty: string;
}

/** Same shape the server accepts: digits, spaces, brackets and dashes, an optional leading +. */
const PHONE_PATTERN = /^\+?[0-9 ()-]{3,30}$/;

export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text.trim());
}

/** "Grace Brewster Hopper" → first "Grace", last "Brewster Hopper"; one word is a first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** Phone media (telephony, SMS) need a number; email and chat need an email address. */
export function needsPhone(media: ContactMedia): boolean {
  return media === 'TELEPHONY' || media === 'SMS';
}

/**
 * The create form pre-filled from the interaction: the name split in two, the phone for
 * telephony and SMS, the email for email and chat (the interaction's customer email when the
 * remote party is not an address).
 */
export function contactDraftFromInteraction(party: InteractionParty): ContactDraft {
  const remote = party.remoteParty.trim();
  const fullName = party.customerFullName.trim();
  // an unknown caller's "name" is the number (or an address): it goes to its field, not to First name
  const nameIsNumber = isPhoneNumber(fullName);
  const nameIsAddress = isEmailAddress(fullName);
  const phone =
    needsPhone(party.media) && isPhoneNumber(remote) ? remote : nameIsNumber ? fullName : '';
  const email =
    !needsPhone(party.media) && isEmailAddress(remote)
      ? remote
      : (party.customerEmail ?? '').trim() || (nameIsAddress ? fullName : '');
  const name =
    nameIsNumber || nameIsAddress ? { firstName: '', lastName: '' } : splitFullName(fullName);
  return { ...EMPTY_CONTACT_DRAFT, ...name, email, phone1: phone };
}

export type ContactFieldError =
  'invalidEmail' | 'invalidPhone' | 'emailRequired' | 'phoneRequired' | 'addressRequired';
export type ContactDraftErrors = Partial<Record<keyof ContactDraft, ContactFieldError>>;

const PHONE_FIELDS = ['phone1', 'phone2', 'mobile'] as const;

/**
 * Field errors of a draft (empty when valid): a given email or number must be well-formed; the
 * medium's address is required when creating from an interaction; a contact needs some address.
 */
export function validateContactDraft(
  draft: ContactDraft,
  media: ContactMedia | null,
): ContactDraftErrors {
  const errors: ContactDraftErrors = {};
  const email = draft.email.trim();
  if (email !== '' && !isEmailAddress(email)) errors.email = 'invalidEmail';
  for (const field of PHONE_FIELDS) {
    const value = draft[field].trim();
    if (value !== '' && !isPhoneNumber(value)) errors[field] = 'invalidPhone';
  }
  const hasPhone = PHONE_FIELDS.some((field) => draft[field].trim() !== '');
  if (media !== null && needsPhone(media) && !hasPhone && errors.phone1 === undefined)
    errors.phone1 = 'phoneRequired';
  if (media !== null && !needsPhone(media) && email === '') errors.email = 'emailRequired';
  if (!hasPhone && email === '' && errors.email === undefined && errors.phone1 === undefined)
    errors.phone1 = 'addressRequired';
  return errors;
}

/** The draft's fields trimmed, as the create and properties calls take them. */
export function contactFieldsOf(draft: ContactDraft): ContactDraft {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone1: draft.phone1.trim(),
    phone2: draft.phone2.trim(),
    mobile: draft.mobile.trim(),
    company: draft.company.trim(),
    title: draft.title.trim(),
    city: draft.city.trim(),
    dnc: draft.dnc,
  };
}

/** POST api/crm/contact body: the fields and the medium, which tells the server the address it needs. */
export function contactCreateBody(
  draft: ContactDraft,
  media: ContactMedia,
): ContactDraft & { mediaType: ContactMedia } {
  return { ...contactFieldsOf(draft), mediaType: media };
}
