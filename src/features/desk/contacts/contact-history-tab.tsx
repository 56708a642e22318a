import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format';
import { useAppTimeFormat } from '../../../ui/use-app-time-format';
import { useAppTimeZone } from '../../../ui/use-app-time-zone';
import { useDesk } from '../desk-context';
import { Icon } from '../icons';
import { closeContactOverlays } from './use-contact-overlay';
import { useContactData } from './use-contact-data';

/** History: the contact's interactions (GET api/crm/contact/{id}/interactionHistory); each opens its window. */
export function ContactHistoryTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const { openWindow } = useDesk();
  const timeZone = useAppTimeZone();
  const timeFormat = useAppTimeFormat();
  const { data } = useContactData({
    name: 'crmContactHistory',
    params: { id: contactId },
  });
  if (data.state === 'loading') return <p className="contact-muted">{t('loading')}</p>;
  if (data.state === 'failed')
    return <p className="field-error">{t('history.failed', { message: data.message })}</p>;
  const entries = Array.isArray(data.value) ? data.value : [];
  if (entries.length === 0) return <p className="contact-muted">{t('history.none')}</p>;
  return (
    <ul className="contact-history" data-testid="contact-history">
      {entries.map((entry) => {
        const when = formatDateTime(entry.startTime, timeZone, timeFormat);
        const open = () => {
          openWindow(entry.interactionId, entry.interaction);
          closeContactOverlays();
        };
        return (
          <li key={entry.interactionId}>
            <button type="button" className="contact-history__item" onClick={open}>
              <Icon name={entry.interactionMediaType} size={18} />
              <span className="contact-history__text">
                <span className="contact-history__title">
                  {t(`media.${entry.interactionMediaType}`)} · {entry.businessProcessName}
                </span>
                <span className="contact-history__meta">
                  {typeof when === 'string' ? when : ''}
                  {entry.dispositionCodeName !== null && ` · ${entry.dispositionCodeName}`}
                  {entry.remarks.length > 0 && ` · ${entry.remarks.join(' / ')}`}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
