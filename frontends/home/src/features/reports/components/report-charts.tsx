import { formatNumber } from '@balcao/ui';
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartTheme } from '../../dashboard/components/chart-theme';

// recharts lives only in this module, loaded (lazy-report-charts.ts) when a card has figures to draw.

export interface NamedValue {
  name: string;
  value: number;
}

const axis = (colors: ChartTheme) => ({ tick: { fill: colors.text, fontSize: 12 }, tickLine: false, axisLine: false });

/** 'Avaliações': how many clients gave 1 to 5 (bars, red to green). */
export function CsatBars({ data, colors }: { data: NamedValue[]; colors: ChartTheme }) {
  const scale = [colors.palette[4], colors.palette[1], colors.secondary, colors.palette[0], colors.palette[2]];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="name" {...axis(colors)} />
        <YAxis allowDecimals={false} {...axis(colors)} />
        <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} formatter={(value) => [formatNumber(Number(value)), 'Avaliações']} />
        <Bar isAnimationActive={false} dataKey="value" radius={[4, 4, 0, 0]} maxBarSize={48}>
          {data.map((point, index) => (
            <Cell key={point.name} fill={scale[index]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One value per label, as horizontal bars (attendants, acquisition channels). */
export function HorizontalBars({ data, label, colors }: { data: NamedValue[]; label: string; colors: ChartTheme }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid horizontal={false} stroke={colors.grid} />
        <XAxis type="number" allowDecimals={false} {...axis(colors)} />
        <YAxis type="category" dataKey="name" width={120} {...axis(colors)} />
        <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} formatter={(value) => [formatNumber(Number(value)), label]} />
        <Bar isAnimationActive={false} dataKey="value" fill={colors.primary} radius={[0, 4, 4, 0]} maxBarSize={24} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** First answer per attendant: median and p90 side by side, in minutes. */
export function ResponseTimeBars({ data, colors }: { data: Array<{ name: string; mediana: number; p90: number }>; colors: ChartTheme }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="name" {...axis(colors)} interval={0} />
        <YAxis unit=" min" width={64} {...axis(colors)} />
        <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} formatter={(value, name) => [`${formatNumber(Number(value))} min`, name === 'p90' ? 'p90' : 'Mediana']} />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value) => (value === 'p90' ? 'p90 (9 em cada 10 até)' : 'Mediana')} />
        <Bar isAnimationActive={false} dataKey="mediana" fill={colors.primary} radius={[4, 4, 0, 0]} maxBarSize={28} />
        <Bar isAnimationActive={false} dataKey="p90" fill={colors.palette[1]} radius={[4, 4, 0, 0]} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}
