import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format';
import type { EmailRecord } from '../../../protocol/interaction-events';
import { useAppTimeFormat } from '../../../ui/use-app-time-format';
import { useAppTimeZone } from '../../../ui/use-app-time-zone';
import { EmailAttachments } from './email-attachments';
import { EmailBodyFrame } from './email-body-frame';

type Incoming = NonNullable<EmailRecord['incomingEmailData']>;

/** The incoming email: who, to whom, subject, when (MM/DD/YYYY h:mm a, app zone), the isolated body, attachments. */
export function EmailReader({ interactionId, email }: { interactionId: string; email: Incoming }) {
  const { t } = useTranslation('emails');
  const zone = useAppTimeZone();
  const timeFormat = useAppTimeFormat();
  const received = formatDateTime(email.receivedAt, zone, timeFormat);
  const subject = email.subject.trim() === '' ? t('reader.noSubject') : email.subject;
  return (
    <article className="email-reader" aria-label={t('reader.label')} data-testid="email-reader">
      <h3 className="email-reader__subject" data-testid="email-read-subject">
        {subject}
      </h3>
      <dl className="email-headers">
        <div>
          <dt>{t('reader.from')}</dt>
          <dd data-testid="email-from">{email.from}</dd>
        </div>
        <div>
          <dt>{t('reader.to')}</dt>
          <dd>{email.to || t('reader.none')}</dd>
        </div>
        {email.cc !== '' && (
          <div>
            <dt>{t('reader.cc')}</dt>
            <dd>{email.cc}</dd>
          </div>
        )}
        <div>
          <dt>{t('reader.received')}</dt>
          <dd data-testid="email-received">
            {typeof received === 'string' ? received : t('reader.none')}
          </dd>
        </div>
      </dl>
      <EmailBodyFrame
        html={email.body}
        title={t('reader.bodyTitle', { from: email.from })}
        testId="email-body"
      />
      <EmailAttachments interactionId={interactionId} attachments={email.attachments} />
    </article>
  );
}
