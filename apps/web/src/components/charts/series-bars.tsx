import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartSeries, SeriesPoint } from './series-chart';

// Colours against the night-900 card, each at 3:1 or more (WCAG 1.4.11) and apart in hue:
// rose-400 7:1, sky-400 8.6:1, amber-300 13:1, emerald-400 9.6:1, violet-400 6:1. The axis
// and its zero line (slate-500) at 3.9:1, the tick words (slate-300) at 12:1. Grid lines are
// only a guide. The legend names each colour, and the table beside says it all in words.
const BARS = ['#fb7185', '#38bdf8', '#fcd34d', '#34d399', '#a78bfa'];
const AXIS = '#64748b';
const TICK = '#cbd5e1';
const GRID = '#2a2f4d';

/**
 * The drawing of a chart: a bar per series and period, below the line for a negative figure.
 * Loaded on its own (recharts is large) and hidden from assistive technology, which reads the
 * table beside it instead.
 */
export default function SeriesBars({
  points,
  series,
  axisFormat,
}: {
  points: readonly SeriesPoint[];
  series: readonly ChartSeries[];
  axisFormat: (value: number) => string;
}) {
  const data = points.map((point) => ({
    shortLabel: point.shortLabel,
    label: point.label,
    ...point.values,
  }));
  const byName = new Map(series.map((s) => [s.name, s]));
  return (
    <BarChart
      responsive
      data={data}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="shortLabel"
        stroke={AXIS}
        tick={{ fill: TICK, fontSize: 12 }}
        interval="preserveStartEnd"
        minTickGap={16}
      />
      <YAxis
        stroke={AXIS}
        tick={{ fill: TICK, fontSize: 12 }}
        tickFormatter={(value) => axisFormat(Number(value))}
        width={88}
      />
      <ReferenceLine y={0} stroke={AXIS} />
      <Tooltip
        cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }}
        formatter={(value, name) => [
          byName.get(String(name))?.format(Number(value)) ?? String(value),
          name,
        ]}
        labelFormatter={(_, payload) => payload[0]?.payload?.label ?? ''}
        contentStyle={{ background: '#131627', border: '1px solid #2a2f4d', borderRadius: 8 }}
        labelStyle={{ color: '#f1f5f9' }}
      />
      {series.length > 1 && <Legend wrapperStyle={{ color: TICK, fontSize: 12 }} />}
      {series.map((s, i) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.name}
          fill={BARS[i % BARS.length]}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
