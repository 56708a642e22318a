import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendSms } from '../../../domain/contact';
import type { EndpointName } from '../../../protocol/endpoints';
import type { Contact } from '../../../protocol/interaction-api';
import { useHub } from '../../../hub-client/use-hub';
import { useNewCallGuard } from '../../../ui/use-new-call-guard';
import { useDesk } from '../desk-context';
import { Icon } from '../icons';
import { refusal } from './use-contact-data';
import { closeContactOverlays } from './use-contact-overlay';

type Outgoing = 'call' | 'email' | 'sms';

const STARTS = { call: 'dial', email: 'emailStart', sms: 'smsStart' } as const satisfies Record<
  Outgoing,
  EndpointName
>;

/** The number a call or SMS goes to: phone1, else mobile, else phone2 (endPoint can be an email address). */
function numberOf(contact: Contact): string {
  return contact.phone1 || contact.mobile || contact.phone2;
}

/**
 * Call, E-mail and SMS (SMS only for an SMS-enabled contact, §3) start outgoing interactions
 * for the contact; the new interaction's window opens. A DNC contact is not called or texted.
 */
export function ContactActions({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const { call } = useHub();
  const { openWindow } = useDesk();
  const [busy, setBusy] = useState<Outgoing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { confirmNewCall, dialog } = useNewCallGuard();
  const number = numberOf(contact);

  const start = async (kind: Outgoing) => {
    setBusy(kind);
    setFailure(null);
    const destination = kind === 'email' ? contact.email : number;
    // a call on the line ends when this one starts (§4): the agent says so first
    if (kind === 'call' && !(await confirmNewCall(destination))) return setBusy(null);
    const answer = await call(STARTS[kind], {
      body: { destination, contactId: contact.id },
    });
    setBusy(null);
    if (!answer.ok) return setFailure(t('actions.failed', { message: refusal(answer) }));
    // the copy keeps the window open until the hub brings the interaction itself
    openWindow(answer.value.interactionId, answer.value.interaction);
    closeContactOverlays();
  };

  const dnc = contact.dnc ? t('actions.dncBlocked') : undefined;
  return (
    <div className="contact-actions">
      <button
        type="button"
        className="button button-outline"
        disabled={busy !== null || number === '' || contact.dnc}
        title={dnc}
        onClick={() => void start('call')}
      >
        <Icon name="TELEPHONY" size={16} /> {t('actions.call')}
      </button>
      <button
        type="button"
        className="button button-outline"
        disabled={busy !== null || contact.email === ''}
        onClick={() => void start('email')}
      >
        <Icon name="EMAIL" size={16} /> {t('actions.email')}
      </button>
      {canSendSms({ ...contact }) && (
        <button
          type="button"
          className="button button-outline"
          disabled={busy !== null || contact.dnc}
          title={dnc}
          onClick={() => void start('sms')}
        >
          <Icon name="SMS" size={16} /> {t('actions.sms')}
        </button>
      )}
      {failure !== null && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {dialog}
    </div>
  );
}
