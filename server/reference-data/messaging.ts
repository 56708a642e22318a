import { ATTACHMENT_TOTAL_LIMIT_BYTES } from '../../src/domain/agent-desktop-constants';
import type {
  MailReplyFormat,
  MailSignatureFormat,
  SmsDetails,
  SmtpDetails,
} from '../../src/protocol/reference-api';
import { SEED_BUSINESS_PROCESSES } from '../db/seed-business-processes';

export const SMTP_DETAILS: SmtpDetails = {
  fromAddress: 'support@northwind.example',
  fromDisplayName: 'Northwind Customer Care',
  replyToAddress: 'support@northwind.example',
  maxAttachmentBytes: ATTACHMENT_TOTAL_LIMIT_BYTES,
};

export const MAIL_SIGNATURE_FORMAT: MailSignatureFormat = {
  format: 'html',
  template:
    '<p>Kind regards,</p><p><strong>{{agentName}}</strong><br>{{businessProcessName}}<br>{{organizationName}}</p>',
  placeholders: ['agentName', 'businessProcessName', 'organizationName'],
};

export const MAIL_REPLY_FORMAT: MailReplyFormat = {
  format: 'html',
  subjectPrefix: 'RE: ',
  forwardSubjectPrefix: 'FW: ',
  quoteHeaderTemplate: 'On {{date}}, {{from}} wrote:',
  replyPosition: 'above',
};

/** One sender number per business process (reserved 555-01xx fiction numbers). */
export const SMS_DETAILS: SmsDetails = {
  senderNumbers: SEED_BUSINESS_PROCESSES.map((bp, index) => ({
    businessProcessId: bp.id,
    number: `+1202555${String(100 + index).padStart(4, '0')}`,
  })),
  segmentLength: 160,
  // Ten concatenated segments: the usual carrier ceiling.
  maxMessageLength: 1_600,
};
