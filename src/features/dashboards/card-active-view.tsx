import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterableAgentGroup } from '../../domain/agent-states-bar';
import { DEFAULT_TAB_INDEX } from '../../domain/supervisor-constants';
import { AgentsTab } from './agents-tab';
import { CallbacksTab } from './callbacks-tab';
import { OrganizedDataTab } from './organized-data-tab';
import { ThresholdsTab } from './thresholds-tab';
import './card-tabs.css';

/** Tab indices of the active view (§2: Agents 0, Callbacks 1, Thresholds 2, organized data 3). */
export const AGENTS_TAB = 0;
export const CALLBACKS_TAB = 1;
export const THRESHOLDS_TAB = 2;
export const ORGANIZED_DATA_TAB = DEFAULT_TAB_INDEX;

/** In the spec's order; the organized data tab (index 3) is the default. */
const TABS: readonly number[] = [AGENTS_TAB, CALLBACKS_TAB, THRESHOLDS_TAB, ORGANIZED_DATA_TAB];

export interface CardViewState {
  selectedCardIndex: number;
  isPinned: boolean;
}

/** Active view of a monitoring card (on hover or pin): its tabs and the selected tab's panel. */
export function ActiveView(props: {
  businessProcessId: string;
  view: CardViewState;
  onView: (view: CardViewState) => void;
  notify: (message: string) => void;
}) {
  const { t } = useTranslation('dashboards');
  // the state filter a summary-bar segment chose for the Agents tab (not saved: a one-off look)
  const [agentFilter, setAgentFilter] = useState<FilterableAgentGroup | null>(null);
  const tab = TABS.includes(props.view.selectedCardIndex)
    ? props.view.selectedCardIndex
    : ORGANIZED_DATA_TAB;
  // Moving to a non-default tab pins the card; returning to the default tab unpins it (§4).
  const choose = (index: number) =>
    props.onView({ selectedCardIndex: index, isPinned: index !== ORGANIZED_DATA_TAB });
  const tabId = (index: number) => `card-tab-${props.businessProcessId}-${index}`;
  return (
    <div className="monitoring-card__active">
      <div role="tablist" aria-label={t('active.tabs')} className="card-tabs">
        {TABS.map((index) => (
          <button
            key={index}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={tab === index}
            className="card-tab"
            onClick={() => {
              if (index === AGENTS_TAB) setAgentFilter(null);
              choose(index);
            }}
          >
            {t(`active.tab${index}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={tabId(tab)} className="card-tabpanel">
        {tab === THRESHOLDS_TAB ? (
          <ThresholdsTab businessProcessId={props.businessProcessId} notify={props.notify} />
        ) : tab === AGENTS_TAB ? (
          <AgentsTab
            key={agentFilter ?? 'all'}
            businessProcessId={props.businessProcessId}
            notify={props.notify}
            presetStates={agentFilter === null ? [] : [agentFilter]}
          />
        ) : tab === CALLBACKS_TAB ? (
          <CallbacksTab businessProcessId={props.businessProcessId} />
        ) : (
          <OrganizedDataTab
            businessProcessId={props.businessProcessId}
            notify={props.notify}
            onAgentGroup={(group) => {
              setAgentFilter(group);
              choose(AGENTS_TAB);
            }}
          />
        )}
      </div>
    </div>
  );
}
