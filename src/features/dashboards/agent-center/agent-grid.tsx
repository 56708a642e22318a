import { useMemo } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { CardChanges, Dashboard } from '../../../domain/agent-dashboard';
import {
  AGENT_CARD_MIN_SIZE,
  AGENT_GRID_COLUMNS,
  AGENT_GRID_STACK_BELOW_PX,
  agentDashboardLayout,
  dashboardWithLayout,
  stackedAgentDashboardLayout,
} from '../../../domain/agent-dashboard-layout';
import { DashboardCard } from './dashboard-card';

/** Height of one grid row; card sizes are whole rows (AGENT_CARD_DEFAULT_SIZE). */
const AGENT_GRID_ROW_HEIGHT_PX = 32;
/** Gap between cards, as the supervisor grid's. */
const AGENT_GRID_GAP_PX = 12;

/**
 * The dashboard's cards in a grid the agent can drag (by a card's title bar) and resize; a
 * move or resize hands the dashboard with its new layout to `onLayout`.
 */
export function AgentGrid(props: {
  dashboard: Dashboard;
  editable: boolean;
  onLayout: (next: Dashboard) => void;
  onCardChange: (cardId: string, changes: CardChanges) => void;
  notify: (message: string) => void;
}) {
  const { dashboard, onLayout } = props;
  // measured before the first paint: drawn at a guessed 1280 px first, every card would slide into place
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  // a narrow screen (an interaction window open on a 1280 px desk) stacks the cards instead of
  // squeezing two side by side; the stacked layout is only shown, so moving cards waits for room
  const stacked = width < AGENT_GRID_STACK_BELOW_PX;
  const editable = props.editable && !stacked;
  const layout = useMemo(() => {
    const items = agentDashboardLayout(dashboard.cards);
    return (stacked ? stackedAgentDashboardLayout(items) : items).map((item) => ({
      ...item,
      minW: AGENT_CARD_MIN_SIZE.w,
      minH: AGENT_CARD_MIN_SIZE.h,
    }));
  }, [dashboard.cards, stacked]);
  const done = (next: Layout) => {
    if (stacked) return;
    const changed = dashboardWithLayout(
      dashboard,
      next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })),
    );
    if (changed) onLayout(changed);
  };
  return (
    <div ref={containerRef} className="agent-grid">
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: AGENT_GRID_COLUMNS,
            rowHeight: AGENT_GRID_ROW_HEIGHT_PX,
            margin: [AGENT_GRID_GAP_PX, AGENT_GRID_GAP_PX],
            containerPadding: [0, 0],
          }}
          dragConfig={{
            enabled: editable,
            handle: '.agent-card__drag',
            cancel: 'button, input, select, label, summary, details, a',
          }}
          resizeConfig={{ enabled: editable, handles: ['se'] }}
          onDragStop={done}
          onResizeStop={done}
        >
          {dashboard.cards.map((card) => (
            <div key={card._id}>
              <DashboardCard
                card={card}
                onChange={(changes) => props.onCardChange(card._id, changes)}
                notify={props.notify}
              />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
