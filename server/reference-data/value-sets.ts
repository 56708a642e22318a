import type { ValueSet } from '../../src/protocol/reference-api';

/** Choices of the ValueSet interaction data fields. */
export const VALUE_SETS: readonly ValueSet[] = [
  {
    id: 'vs-customer-tier',
    name: 'Customer tier',
    values: [
      { id: 'standard', name: 'Standard' },
      { id: 'silver', name: 'Silver' },
      { id: 'gold', name: 'Gold' },
      { id: 'platinum', name: 'Platinum' },
    ],
  },
  {
    id: 'vs-contact-reason',
    name: 'Contact reason',
    values: [
      { id: 'order', name: 'New order' },
      { id: 'invoice', name: 'Invoice question' },
      { id: 'fault', name: 'Fault report' },
      { id: 'cancel', name: 'Cancellation' },
      { id: 'complaint', name: 'Complaint' },
      { id: 'other', name: 'Other' },
    ],
  },
  {
    id: 'vs-preferred-language',
    name: 'Preferred language',
    values: [
      { id: 'en', name: 'English' },
      { id: 'es', name: 'Spanish' },
      { id: 'fr', name: 'French' },
      { id: 'de', name: 'German' },
      { id: 'nl', name: 'Dutch' },
    ],
  },
  {
    id: 'vs-preferred-channel',
    name: 'Preferred channel',
    values: [
      { id: 'telephony', name: 'Phone' },
      { id: 'email', name: 'E-mail' },
      { id: 'sms', name: 'SMS' },
      { id: 'chat', name: 'Chat' },
    ],
  },
];
