/**
 * The CRM template: the contact fields a business process shows on its contact card
 * (GET api/businessProcess/{id}/crm/template gives the fields, GET api/crm/contact/{id}/template
 * the same fields with one contact's values). Every business process of the reference
 * organisation uses this one template.
 */
export interface CrmTemplateField {
  name: string;
  label: string;
  type: 'Simple';
  subType: 'Text' | 'Flag';
}

const text = (name: string, label: string): CrmTemplateField => ({
  name,
  label,
  type: 'Simple',
  subType: 'Text',
});

export const CRM_TEMPLATE_FIELDS: readonly CrmTemplateField[] = [
  text('firstName', 'First name'),
  text('lastName', 'Last name'),
  text('email', 'E-mail'),
  text('phone1', 'Phone'),
  text('mobile', 'Mobile'),
  text('company', 'Company'),
  text('city', 'City'),
  { name: 'dnc', label: 'Do not call', type: 'Simple', subType: 'Flag' },
];
