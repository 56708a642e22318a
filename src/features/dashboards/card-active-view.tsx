import { useTranslation } from 'react-i18next';
import { AgentsTab } from './agents-tab';
import { OrganizedDataTab } from './organized-data-tab';
import { ThresholdsTab } from './thresholds-tab';

/** Tab indices of the active view (§2: Agents 0, Callbacks 1, Thresholds 2, organized data 3). */
export const AGENTS_TAB = 0;
export const THRESHOLDS_TAB = 2;
export const ORGANIZED_DATA_TAB = 3;

/** The overview first, as the default; the Callbacks tab (1) is not offered: see the closing note. */
const SHOWN_TABS: readonly number[] = [ORGANIZED_DATA_TAB, AGENTS_TAB, THRESHOLDS_TAB];

export interface CardViewState {
  selectedCardIndex: number;
  isPinned: boolean;
}

/** Active view of a monitoring card (on hover or pin): its tabs and the selected tab's panel. */
export function ActiveView(props: { businessProcessId: string; view: CardViewState; onView: (view: CardViewState) => void; notify: (message: string) => void }) {
  const { t } = useTranslation('dashboards');
  const tab = SHOWN_TABS.includes(props.view.selectedCardIndex) ? props.view.selectedCardIndex : ORGANIZED_DATA_TAB;
  // Moving to a non-default tab pins the card; returning to the default tab unpins it (§4).
  const choose = (index: number) => props.onView({ selectedCardIndex: index, isPinned: index !== ORGANIZED_DATA_TAB });
  return (
    <div className="monitoring-card__active">
      <div role="tablist" aria-label={t('active.tabs')} className="card-tabs">
        {SHOWN_TABS.map((index) => (
          <button key={index} type="button" role="tab" aria-selected={tab === index} className="card-tab" onClick={() => choose(index)}>
            {t(`active.tab${index}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="card-tabpanel">
        {tab === THRESHOLDS_TAB ? (
          <ThresholdsTab businessProcessId={props.businessProcessId} notify={props.notify} />
        ) : tab === AGENTS_TAB ? (
          <AgentsTab businessProcessId={props.businessProcessId} notify={props.notify} />
        ) : (
          <OrganizedDataTab businessProcessId={props.businessProcessId} />
        )}
      </div>
    </div>
  );
}
