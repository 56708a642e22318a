import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WallboardBusinessProcessStatistics } from '../../domain/wallboard-stats';
import { useTopicEntry } from '../../hub-client/use-topic';
import { FIGURE_GROUPS } from './figures';
import { useSignalSelector } from '../../hub-client/use-signal-selector';
import { WallboardFigure } from './wallboard-figure';

const nameOf = (s: WallboardBusinessProcessStatistics | undefined): string | undefined =>
  s?.businessProcessName;

/** A business-process card: its name and the wallboard form's figures, each repainting alone. */
export function BusinessProcessSlide({ businessProcessId }: { businessProcessId: string }) {
  const { t } = useTranslation('wallboard');
  const titleId = useId();
  const source = useTopicEntry('wallboard')(businessProcessId);
  const name = useSignalSelector(source, nameOf);
  return (
    <section
      className="wallboard-slide"
      aria-labelledby={titleId}
      data-testid="wallboard-slide"
      data-slide-kind="businessProcess"
    >
      <h2 id={titleId} className="wallboard-slide__title">
        {name ?? businessProcessId}
      </h2>
      <div className="wallboard-groups">
        {FIGURE_GROUPS.map((group) => (
          <section key={group.id} className="wallboard-group" aria-label={t(`groups.${group.id}`)}>
            <h3 className="wallboard-group__title">{t(`groups.${group.id}`)}</h3>
            <dl className="wallboard-figures">
              {group.figures.map((figure) => (
                <WallboardFigure key={figure.id} source={source} figure={figure} />
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}
