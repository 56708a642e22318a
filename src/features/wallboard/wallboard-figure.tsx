import type { ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import type { AlertType } from '../../domain/wallboard';
import { formatBoardValue } from '../../domain/wallboard-rotation';
import type { WallboardBusinessProcessStatistics } from '../../domain/wallboard-stats';
import { LiveText } from '../../hub-client/live-text';
import { AlertBadge } from './alert-badge';
import type { FigureDefinition } from './figures';
import { useSignalSelector } from '../../hub-client/use-signal-selector';

/**
 * One big number. Its value writes itself into the DOM from the business process's signal (no
 * React render); the figure renders only when its alert changes.
 */
export function WallboardFigure({
  source,
  figure,
}: {
  source: ReadonlySignal<WallboardBusinessProcessStatistics | undefined>;
  figure: FigureDefinition;
}) {
  const { t } = useTranslation('wallboard');
  const alert = useSignalSelector(source, (s): AlertType => figure.pick(s)?.alertType ?? 'None');
  return (
    <div
      className={`wallboard-figure wallboard-figure--${alert.toLowerCase()}`}
      data-testid={`wallboard-figure-${figure.id}`}
      data-alert={alert}
    >
      <dt className="wallboard-figure__label">{t(`figures.${figure.id}`)}</dt>
      <LiveText
        as="dd"
        className="wallboard-figure__value"
        source={source}
        text={(s) => formatBoardValue(figure.unit, figure.pick(s)?.value)}
      />
      {alert !== 'None' && (
        <dd className="wallboard-figure__alert">
          <AlertBadge alert={alert} />
        </dd>
      )}
    </div>
  );
}
