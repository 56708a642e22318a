import { memo } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { HandlingHour } from '../../../domain/agent-handling-by-hour';
import type { GraphType } from '../../../domain/agent-dashboard';
import { formatDuration } from '../../../domain/format';

/** Series colours that keep 3:1 against the card in both themes. */
const PERSONAL_COLOUR = '#e8590c';
const AVERAGE_COLOUR = '#1c7ed6';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const minutesLabel = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
/** Steps the time axis may use, in seconds: whole minutes (or halves and quarters for short times). */
const AXIS_STEPS_S = [15, 30, 60, 120, 300, 600, 900, 1800, 3600];

/** Axis ticks from 0 in one of the steps, at most five intervals, covering the longest time shown. */
function timeTicks(rows: readonly HandlingHour[]): number[] {
  const max = Math.max(60, ...rows.flatMap((r) => [r.personal ?? 0, r.average ?? 0]));
  const step = AXIS_STEPS_S.find((s) => max / s <= 5) ?? Math.ceil(max / 5 / 3600) * 3600;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

const tooltipValue = (value: unknown) =>
  typeof value === 'number' ? formatDuration(Math.round(value)) : '';

/**
 * Personal against average handling time by hour as an area or bar graph. Memoised: the card
 * around it renders every second, the graph only when its rows change.
 */
export const HandlingChart = memo(function HandlingChart(props: {
  rows: readonly HandlingHour[];
  graphType: GraphType;
  personalLabel: string;
  averageLabel: string;
}) {
  const data = props.rows.map((r) => ({
    hour: hourLabel(r.hour),
    personal: r.personal,
    average: r.average,
  }));
  const ticks = timeTicks(props.rows);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="hour" interval="preserveStartEnd" minTickGap={12} />
      <YAxis
        ticks={ticks}
        domain={[0, ticks.at(-1) ?? 60]}
        tickFormatter={minutesLabel}
        width={44}
      />
      <Tooltip
        formatter={tooltipValue}
        contentStyle={{
          background: 'var(--color-surface-raised)',
          borderColor: 'var(--color-border)',
          color: 'var(--color-text)',
        }}
      />
      <Legend />
    </>
  );
  const style = { width: '100%', height: '100%' };
  const margin = { top: 8, right: 8, bottom: 0, left: 0 };
  switch (props.graphType) {
    case 'area':
      return (
        <AreaChart responsive style={style} data={data} margin={margin}>
          {axes}
          <Area
            type="monotone"
            dataKey="average"
            name={props.averageLabel}
            stroke={AVERAGE_COLOUR}
            fill={AVERAGE_COLOUR}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="personal"
            name={props.personalLabel}
            stroke={PERSONAL_COLOUR}
            fill={PERSONAL_COLOUR}
            fillOpacity={0.3}
            dot
            isAnimationActive={false}
          />
        </AreaChart>
      );
    case 'bar':
      return (
        <BarChart responsive style={style} data={data} margin={margin}>
          {axes}
          <Bar
            dataKey="personal"
            name={props.personalLabel}
            fill={PERSONAL_COLOUR}
            isAnimationActive={false}
          />
          <Bar
            dataKey="average"
            name={props.averageLabel}
            fill={AVERAGE_COLOUR}
            isAnimationActive={false}
          />
        </BarChart>
      );
  }
});
