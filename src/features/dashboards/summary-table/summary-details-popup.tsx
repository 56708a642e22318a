import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercentage } from '../../../domain/format';
import { formatKpiValue } from '../../../domain/kpi-format';
import {
  detailFigures,
  totalBreakdown,
  type DetailFigure,
  type ServiceLevelFigures,
} from '../../../domain/summary-details';
import type { SummaryKpiColumnId, SummaryRow } from '../../../domain/summary-table';
import { useHub } from '../../../hub-client/use-hub';
import { useTopicValue } from '../../../hub-client/use-topic';
import { useNow } from '../../../ui/use-now';
import { Portal } from '../../../ui/portal';
import { DialogFrame } from '../../../ui/dialog-frame';

export interface DetailsTarget {
  /** The row's business process, or null for the totals row. */
  businessProcessId: string | null;
  column: SummaryKpiColumnId;
}

/**
 * Details popup of a summary-table cell (supervisor-dashboards §2): the live figures behind
 * it. A business-process cell shows the related KPIs of that business process (for the
 * service level also the counts behind the ratio, read from the server when the value
 * moves); a totals cell shows each business process's part of the total.
 */
export function SummaryDetailsPopup(props: {
  target: DetailsTarget;
  columnLabel: string;
  /** The table's business-process rows as shown now (hidden ones left out). */
  readRows: () => SummaryRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboards');
  const closeRef = useRef<HTMLButtonElement>(null);
  const { onClose } = props;
  // before paint, as the frame opens: AG Grid reports the click outside React's event, so a
  // passive effect could run after a quick Escape had already gone by
  useLayoutEffect(() => closeRef.current?.focus(), []);

  return (
    <Portal>
      <DialogFrame
        labelledBy="summary-details-title"
        className="dialog summary-details"
        onClose={onClose}
      >
        {props.target.businessProcessId === null ? (
          <TotalDetails
            column={props.target.column}
            columnLabel={props.columnLabel}
            readRows={props.readRows}
          />
        ) : (
          <BusinessProcessDetails
            businessProcessId={props.target.businessProcessId}
            column={props.target.column}
            columnLabel={props.columnLabel}
          />
        )}
        <div className="dialog__actions">
          <button ref={closeRef} type="button" className="button button-primary" onClick={onClose}>
            {t('details.close')}
          </button>
        </div>
      </DialogFrame>
    </Portal>
  );
}

function BusinessProcessDetails({
  businessProcessId,
  column,
  columnLabel,
}: {
  businessProcessId: string;
  column: SummaryKpiColumnId;
  columnLabel: string;
}) {
  const { t } = useTranslation('dashboards');
  const { call } = useHub();
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  const [serviceLevel, setServiceLevel] = useState<ServiceLevelFigures | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wantsCounts = column === 'businessProcessServiceLevel';
  const slValue = stats?.kpis.businessProcessServiceLevel;

  // the counts behind the service level are read again whenever the live value moves
  useEffect(() => {
    if (!wantsCounts) return;
    let live = true;
    void call('serviceLevel', { params: { id: businessProcessId } }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setServiceLevel(result.value);
        setError(null);
      } else setError(result.error.message ?? result.error.code);
    });
    return () => {
      live = false;
    };
  }, [call, businessProcessId, wantsCounts, slValue]);

  if (!stats) return <p role="status">{t('loading')}</p>;
  const figures = detailFigures(column, stats.kpis, serviceLevel);
  return (
    <>
      <h2 id="summary-details-title">
        {t('details.title', { column: columnLabel, name: stats.businessProcessName })}
      </h2>
      {error !== null && (
        <p role="alert" className="message message-error">
          {t('details.loadFailed', { reason: error })}
        </p>
      )}
      <dl className="summary-details__figures">
        {figures.map((figure, i) => (
          <div key={figureKey(figure)} className={i === 0 ? 'summary-details__own' : undefined}>
            <dt>{figureLabel(figure, t)}</dt>
            <dd data-testid={i === 0 ? 'details-own' : `details-${figureKey(figure)}`}>
              {figureValue(figure, t)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="summary-details__note">{t(`details.notes.${column}`)}</p>
    </>
  );
}

function TotalDetails({
  column,
  columnLabel,
  readRows,
}: {
  column: SummaryKpiColumnId;
  columnLabel: string;
  readRows: () => SummaryRow[];
}) {
  const { t } = useTranslation('dashboards');
  useNow(); // the totals move with the live rows: read them again on the shared tick
  const { total, shares } = totalBreakdown(readRows(), column);
  return (
    <>
      <h2 id="summary-details-title">{t('details.totalTitle', { column: columnLabel })}</h2>
      <p className="summary-details__total">
        {t('details.total')}{' '}
        <strong data-testid="details-own">{formatKpiValue(column, total)}</strong>
      </p>
      <table className="summary-details__shares">
        <caption className="visually-hidden">{t('details.byBusinessProcess')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summaryTable.columns.businessProcessName')}</th>
            <th scope="col">{columnLabel}</th>
            <th scope="col">{t('details.share')}</th>
          </tr>
        </thead>
        <tbody>
          {shares.map((s) => (
            <tr key={s.businessProcessId}>
              <th scope="row">{s.businessProcessName}</th>
              <td>{formatKpiValue(column, s.value)}</td>
              <td>
                <span
                  className="summary-details__bar"
                  style={{ width: `${Math.round(s.share * 60)}px` }}
                  aria-hidden="true"
                />
                {formatPercentage(s.share)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const figureKey = (figure: DetailFigure): string => (figure.kind === 'goal' ? 'goal' : figure.id);

function figureLabel(figure: DetailFigure, t: (key: string) => string): string {
  switch (figure.kind) {
    case 'kpi':
      return t(`kpi.${figure.id}`);
    case 'serviceLevel':
      return t(`details.${figure.id}`);
    case 'goal':
      return t('details.goal');
  }
}

function figureValue(
  figure: DetailFigure,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  switch (figure.kind) {
    case 'kpi':
      return formatKpiValue(figure.id, figure.value);
    case 'serviceLevel':
      return String(figure.value);
    case 'goal':
      return t('details.goalValue', { seconds: figure.seconds });
  }
}
