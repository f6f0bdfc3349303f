import { formatMoney } from '@streamfront/contract';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoneyPoint } from './money-point';

// Colours against the night-900 card: the bars (rose-400) at 7:1, the axis and its zero
// line (slate-500) at 3.9:1, the tick words (slate-300) at 12:1. Grid lines are only a guide.
const BAR = '#fb7185';
const AXIS = '#64748b';
const TICK = '#cbd5e1';
const GRID = '#2a2f4d';

/**
 * The drawing of a money chart: one bar a period, below the line when it lost money. Loaded
 * on its own (recharts is large) and hidden from assistive technology, which reads the table
 * beside it instead.
 */
export default function MoneyBars({
  points,
  currency,
  seriesName,
}: {
  points: readonly MoneyPoint[];
  currency: string;
  seriesName: string;
}) {
  const money = (value: unknown) => formatMoney(Number(value), currency);
  return (
    <BarChart
      responsive
      data={[...points]}
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
      <YAxis stroke={AXIS} tick={{ fill: TICK, fontSize: 12 }} tickFormatter={money} width={88} />
      <ReferenceLine y={0} stroke={AXIS} />
      <Tooltip
        cursor={{ fill: 'rgba(148, 163, 184, 0.12)' }}
        formatter={(value) => [money(value), seriesName]}
        labelFormatter={(_, payload) => payload[0]?.payload?.label ?? ''}
        contentStyle={{ background: '#131627', border: '1px solid #2a2f4d', borderRadius: 8 }}
        labelStyle={{ color: '#f1f5f9' }}
        itemStyle={{ color: '#fda4af' }}
      />
      <Bar
        dataKey="value"
        name={seriesName}
        fill={BAR}
        radius={[3, 3, 0, 0]}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
