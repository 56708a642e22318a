/** Email interactions: incoming emails with attachments, sending and replying, signatures, attachment download. */
import { validateEmailForm, replySubject, type EmailFormFields } from '../../src/domain/email-form';
import { ATTACHMENT_TOTAL_LIMIT_BYTES } from '../../src/domain/agent-desktop-constants';
import type { EmailAttachmentInfo, EmailRecord } from '../../src/protocol/interaction-events';
import { badRequest, HttpError } from '../http/errors';
import { ORGANIZATION } from '../reference-data/organization';
import { MAIL_SIGNATURE_FORMAT, SMTP_DETAILS } from '../reference-data/messaging';
import type { StoredAttachment } from '../db/email-attachments-repository';
import { customerEmail } from './customer-texts';
import type { InteractionCore } from './interaction-core';
import { mainElement, setElementState, type InteractionRecord } from './interaction-record';

export interface EmailFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

export interface EmailForm extends EmailFormFields {
  body: string;
  signature: string;
  files: EmailFile[];
}

export const ATTACHMENTS_TOO_LARGE_MESSAGE = `Attachments exceed the total limit: they must stay below ${ATTACHMENT_TOTAL_LIMIT_BYTES} bytes`;

/** The incoming email of an offered email interaction, attachments stored as blobs. */
export function attachIncomingEmail(core: InteractionCore, rec: InteractionRecord): void {
  const generated = customerEmail(core.random, rec.customer.fullName);
  const at = core.now();
  const attachments = generated.attachments.map((a) =>
    storeAttachment(
      core,
      {
        id: core.newId('att'),
        interactionId: rec.ix.interactionId,
        direction: 'incoming',
        name: a.name,
        mimeType: a.mimeType,
        size: a.content.length,
        content: a.content,
      },
      at,
    ),
  );
  rec.ix.email = {
    interactionId: rec.ix.interactionId,
    contactId: rec.customer.contactId,
    incomingEmailData: {
      from: `"${rec.customer.fullName}" <${rec.customer.email}>`,
      to: SMTP_DETAILS.fromAddress,
      cc: '',
      subject: generated.subject,
      body: generated.body,
      receivedAt: at,
      attachments,
    },
    outgoingEmailData: null,
  };
}

/** Queues the attachment's write (see InteractionCore.persist) and answers what the email lists. */
function storeAttachment(
  core: InteractionCore,
  attachment: StoredAttachment,
  at: number,
): EmailAttachmentInfo {
  core.persist('an attachment', () => core.repos.attachments.add(attachment, at));
  const { id, name, size, mimeType } = attachment;
  return { id, name, size, mimeType };
}

/** An empty outgoing draft (new email or reply), signature filled in. */
export function newDraft(
  core: InteractionCore,
  rec: InteractionRecord,
  to: string,
  subject: string,
): NonNullable<EmailRecord['outgoingEmailData']> {
  return {
    from: SMTP_DETAILS.fromAddress,
    to,
    cc: '',
    bcc: '',
    requiredBcc: '',
    subject,
    body: '',
    creationTime: core.now(),
    sentAt: null,
    attachments: [],
    canceled: false,
    signature: signatureFor(core.agentName(rec.ownerId), rec.ix.routing.businessProcessName),
    signatureIndex: 0,
  };
}

/** The reference signature format with the agent's and business process's names. */
export function signatureFor(agentName: string, businessProcessName: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return MAIL_SIGNATURE_FORMAT.template
    .replace('{{agentName}}', escape(agentName))
    .replace('{{businessProcessName}}', escape(businessProcessName))
    .replace('{{organizationName}}', escape(ORGANIZATION.orgName));
}

/** The first failing field of the form as a 400 carrying the message key (fieldIsEmpty, invalidEmail). */
export function checkEmailForm(form: EmailFormFields): void {
  const { valid, errors } = validateEmailForm(form);
  if (valid) return;
  for (const field of ['to', 'cc', 'bcc', 'subject'] as const) {
    const error = errors[field];
    if (error !== null) throw badRequest(field, error);
  }
}

export function createEmailOperations(core: InteractionCore) {
  function store(rec: InteractionRecord, files: readonly EmailFile[]): EmailAttachmentInfo[] {
    const total = files.reduce((sum, f) => sum + f.content.length, 0);
    if (total >= ATTACHMENT_TOTAL_LIMIT_BYTES)
      throw new HttpError(413, ATTACHMENTS_TOO_LARGE_MESSAGE);
    const at = core.now();
    return files.map((f) => {
      const stored: StoredAttachment = {
        id: core.newId('att'),
        interactionId: rec.ix.interactionId,
        direction: 'outgoing',
        name: f.name,
        mimeType: f.mimeType,
        size: f.content.length,
        content: f.content,
      };
      return storeAttachment(core, stored, at);
    });
  }

  function deliver(
    agentId: string,
    interactionId: string,
    form: EmailForm,
    kind: 'send' | 'reply',
  ): EmailRecord {
    const rec = core.own(agentId, interactionId);
    if (rec.ix.interactionMediaType !== 'EMAIL')
      throw new HttpError(409, `Cannot ${kind}: interaction ${interactionId} is not an email`);
    if (kind === 'reply' && rec.ix.email?.incomingEmailData == null)
      throw new HttpError(409, 'Cannot reply: this interaction has no incoming email');
    if (kind === 'send' && rec.ix.interactionType !== 'OUTGOING_EMAIL')
      throw new HttpError(409, 'Cannot send: use replyEmail for an incoming email');
    core.requireState(rec, ['handling'], kind === 'send' ? 'send the email' : 'reply');
    if (rec.ix.email?.outgoingEmailData?.sentAt != null)
      throw new HttpError(409, `Cannot ${kind}: the email was already sent`);
    checkEmailForm(form);
    const attachments = store(rec, form.files);
    const email: EmailRecord = rec.ix.email ?? {
      interactionId,
      contactId: rec.ix.crm.contactId,
      incomingEmailData: null,
      outgoingEmailData: null,
    };
    const draft =
      email.outgoingEmailData ??
      newDraft(
        core,
        rec,
        form.to,
        kind === 'reply' ? replySubject(email.incomingEmailData?.subject ?? '') : form.subject,
      );
    email.outgoingEmailData = {
      ...draft,
      to: form.to,
      cc: form.cc,
      bcc: form.bcc,
      subject: form.subject,
      body: form.body,
      signature: form.signature || draft.signature,
      attachments,
      sentAt: core.now(),
    };
    rec.ix.email = email;
    const main = mainElement(rec);
    if (main.elementStateId === 'created') {
      setElementState(main, 'active', core.now());
      core.emitElement(rec, main);
    }
    core.deps.emit(agentId, 'email', {
      t: core.now(),
      interactionId,
      eventType: 'sent',
      email: structuredClone(email),
    });
    core.emitInteraction(rec, 'updated');
    return email;
  }

  return {
    sendEmail: (agentId: string, interactionId: string, form: EmailForm) =>
      deliver(agentId, interactionId, form, 'send'),
    replyEmail: (agentId: string, interactionId: string, form: EmailForm) =>
      deliver(agentId, interactionId, form, 'reply'),

    /** One stored attachment of the caller's interaction (current or in their history). */
    async attachment(
      agentId: string,
      interactionId: string,
      attachmentId: string,
    ): Promise<StoredAttachment> {
      const live = core.records.get(interactionId);
      if (live !== undefined) core.own(agentId, interactionId);
      await core.settled();
      if (
        live === undefined &&
        (await core.repos.history.query({ agentId, interactionId, limit: 1 })).length === 0
      )
        throw new HttpError(404, `Interaction ${interactionId} not found`);
      const found = await core.repos.attachments.find(attachmentId);
      if (found === null || found.interactionId !== interactionId)
        throw new HttpError(404, `Attachment ${attachmentId} not found`);
      return found;
    },
  };
}
