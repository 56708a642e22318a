import { Cell, Pie, PieChart } from 'recharts';

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
  /** CSS class giving the slice its theme colour (agent-center.css). */
  tone: string;
}

/**
 * A donut with the total in its middle and a legend listing the total and every slice's
 * value, so the figures are readable without the chart (and by screen readers). The total's
 * label heads the legend rather than sitting in the ring's hole: the hole is about 80 px
 * wide, too narrow for words such as "Interaktionen" without breaking them mid-word.
 */
export function Donut(props: {
  label: string;
  slices: readonly DonutSlice[];
  total: number;
  totalLabel: string;
}) {
  const empty = props.slices.every((s) => s.value <= 0);
  // with nothing to show, one neutral ring keeps the card's shape
  const data = empty
    ? [{ key: 'empty', label: '', value: 1, tone: 'tone-empty' }]
    : props.slices.filter((s) => s.value > 0);
  return (
    <figure className="agent-donut" aria-label={props.label}>
      <div className="agent-donut__chart" aria-hidden="true">
        {/* decorative (the legend carries the figures): nothing inside may take focus */}
        <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
          <Pie
            rootTabIndex={-1}
            data={data}
            dataKey="value"
            nameKey="label"
            innerRadius="62%"
            outerRadius="100%"
            isAnimationActive={false}
            stroke="none"
          >
            {data.map((slice) => (
              <Cell key={slice.key} className={slice.tone} />
            ))}
          </Pie>
        </PieChart>
        <div className="agent-donut__total">
          <strong>{props.total}</strong>
        </div>
      </div>
      <ul className="agent-donut__legend">
        <li className="agent-donut__legend-total" data-testid="donut-total">
          <span aria-hidden="true" />
          <span className="agent-donut__name">{props.totalLabel}</span>
          <strong className="agent-donut__value">{props.total}</strong>
        </li>
        {props.slices.map((slice) => (
          <li key={slice.key} data-testid={`donut-${slice.key}`}>
            <span className={`agent-donut__swatch ${slice.tone}`} aria-hidden="true" />
            <span className="agent-donut__name">{slice.label}</span>
            <strong className="agent-donut__value">{slice.value}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
