import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format';
import type { EmailRecord } from '../../../protocol/interaction-events';
import { useAppTimeFormat } from '../../../ui/use-app-time-format';
import { useAppTimeZone } from '../../../ui/use-app-time-zone';
import { EmailAttachments } from './email-attachments';
import { EmailBodyFrame } from './email-body-frame';

type Outgoing = NonNullable<EmailRecord['outgoingEmailData']>;

/** The email the agent sent (reply or new email), as the server recorded it. */
export function EmailSent({
  interactionId,
  email,
  reply,
}: {
  interactionId: string;
  email: Outgoing;
  reply: boolean;
}) {
  const { t } = useTranslation('emails');
  const zone = useAppTimeZone();
  const timeFormat = useAppTimeFormat();
  const sentAt = formatDateTime(email.sentAt, zone, timeFormat);
  return (
    <section
      className="email-sent"
      aria-label={reply ? t('reader.sentTitle') : t('reader.sentOutgoingTitle')}
      data-testid="email-sent"
    >
      <h3 className="email-sent__title">
        {reply ? t('reader.sentTitle') : t('reader.sentOutgoingTitle')}
      </h3>
      <p className="field-note">
        {t('reader.sentAt', { date: typeof sentAt === 'string' ? sentAt : t('reader.none') })}
      </p>
      <dl className="email-headers">
        <div>
          <dt>{t('reader.to')}</dt>
          <dd data-testid="email-sent-to">{email.to}</dd>
        </div>
        {email.cc !== '' && (
          <div>
            <dt>{t('reader.cc')}</dt>
            <dd data-testid="email-sent-cc">{email.cc}</dd>
          </div>
        )}
        <div>
          <dt>{t('reader.subject')}</dt>
          <dd>{email.subject}</dd>
        </div>
      </dl>
      <EmailBodyFrame
        html={email.body}
        title={t('reader.sentBodyTitle')}
        testId="email-sent-body"
      />
      <EmailAttachments interactionId={interactionId} attachments={email.attachments} />
    </section>
  );
}
