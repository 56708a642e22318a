import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../domain/format';
import { formatTileTimer } from '../../domain/desk-tiles';
import { toIanaTimeZone } from '../../domain/time-zones';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicValue } from '../../hub-client/use-topic';

/** What a finished interaction recorded (the history tab): times, disposition, completion status, remarks. */
export function InteractionDetails({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const settings = useTopicValue('settings');
  const zone = toIanaTimeZone(settings?.applicationSettings.timeZoneId);
  const date = (value: number | null) => {
    const text = formatDateTime(value, zone, settings?.applicationSettings.timeFormat);
    return typeof text === 'string' ? text : t('details.none');
  };
  const disposition = [
    ix.disposition.dispositionCodeCategoryName,
    ix.disposition.dispositionCodeSubCategoryName,
    ix.disposition.dispositionCodeName,
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join(' › ');
  return (
    <section className="details" aria-label={t('details.label')}>
      <dl className="details__list">
        <div>
          <dt>{t('details.started')}</dt>
          <dd>{date(ix.timing.startTime ?? ix.timestamp)}</dd>
        </div>
        <div>
          <dt>{t('details.ended')}</dt>
          <dd>{date(ix.timing.endTime)}</dd>
        </div>
        <div>
          <dt>{t('details.handling')}</dt>
          <dd>{formatTileTimer(ix.timing.handlingDuration)}</dd>
        </div>
        <div>
          <dt>{t('details.party')}</dt>
          <dd>{ix.routing.remoteParty || ix.routing.origin || t('details.none')}</dd>
        </div>
        <div>
          <dt>{t('wrapUp.disposition')}</dt>
          <dd data-testid="details-disposition">
            {disposition === '' ? t('details.none') : disposition}
          </dd>
        </div>
        <div>
          <dt>{t('wrapUp.completionStatus')}</dt>
          <dd>
            {t(`completionStatuses.${ix.completionStatus.completionStatusId}`, {
              defaultValue: ix.completionStatus.completionStatusName,
            })}
          </dd>
        </div>
      </dl>
      {ix.crm.remarks.length > 0 && (
        <>
          <h3 className="window-section-title">{t('remarks.title')}</h3>
          <ul className="remarks__list">
            {ix.crm.remarks.map((remark, index) => (
              <li key={index}>{remark}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
