import type { ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { formatBoardValue } from '../../domain/wallboard-rotation';
import type { WallboardBusinessProcessStatistics } from '../../domain/wallboard-stats';
import { AlertBadge } from './alert-badge';
import { sameFigure, type FigureDefinition } from './figures';
import { useSignalSelector } from './use-signal-selector';

/** One big number; it reads its own part of the business process's signal and repaints alone. */
export function WallboardFigure({
  source,
  figure,
}: {
  source: ReadonlySignal<WallboardBusinessProcessStatistics | undefined>;
  figure: FigureDefinition;
}) {
  const { t } = useTranslation('wallboard');
  const reading = useSignalSelector(source, figure.pick, sameFigure);
  const alert = reading?.alertType ?? 'None';
  return (
    <div
      className={`wallboard-figure wallboard-figure--${alert.toLowerCase()}`}
      data-testid={`wallboard-figure-${figure.id}`}
      data-alert={alert}
    >
      <dt className="wallboard-figure__label">{t(`figures.${figure.id}`)}</dt>
      <dd className="wallboard-figure__value">{formatBoardValue(figure.unit, reading?.value)}</dd>
      {alert !== 'None' && (
        <dd className="wallboard-figure__alert">
          <AlertBadge alert={alert} />
        </dd>
      )}
    </div>
  );
}
