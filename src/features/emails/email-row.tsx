import { useTranslation } from 'react-i18next';
import type { EmailListRow } from '../../domain/email-list';
import { formatDateTime } from '../../domain/format';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { useAppTimeFormat } from '../../ui/use-app-time-format';

const KNOWN_STATES: ReadonlySet<string> = new Set([
  'offered',
  'handling',
  'wrapUp',
  'handled',
  'canceled',
]);

/** One email of the list: subject, sender (or recipients), received time, state; opens its window. */
export function EmailRow({ row, timeZone }: { row: EmailListRow; timeZone: string }) {
  const { t } = useTranslation('emails');
  const subject = row.subject === '' ? t('reader.noSubject') : row.subject;
  const party =
    row.direction === 'outgoing'
      ? row.party === ''
        ? t('screen.noRecipient')
        : t('screen.outgoingTo', { party: row.party })
      : row.party || t('reader.none');
  const at = formatDateTime(row.at, timeZone, useAppTimeFormat());
  const state = KNOWN_STATES.has(row.state) ? t(`states.${row.state}`) : t('states.other');
  return (
    <li
      className="email-row"
      data-testid="email-row"
      data-interaction-id={row.interactionId}
      data-list={row.list}
    >
      <button
        type="button"
        className="email-row__open"
        onClick={() => requestOpenInteraction(row.interactionId)}
        aria-label={t('screen.open', { party, subject })}
      >
        <span className="email-row__subject">{subject}</span>
        <span className="email-row__party">{party}</span>
        <time className="email-row__time" dateTime={new Date(row.at).toISOString()}>
          {typeof at === 'string' ? at : t('reader.none')}
        </time>
        <span className="email-row__badges">
          <span className={`email-badge email-badge--${row.list}`}>{t(`lists.${row.list}`)}</span>
          <span className="email-badge">{state}</span>
          {row.direction === 'outgoing' && (
            <span className="email-badge">{row.sent ? t('screen.sent') : t('screen.draft')}</span>
          )}
        </span>
      </button>
    </li>
  );
}
