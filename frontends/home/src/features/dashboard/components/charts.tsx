import { formatNumber } from '@balcao/ui';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMinutes } from '../lib/format-minutes';
import type { ChartTheme } from './chart-theme';

// recharts (~120 KB over the wire) is only in this module, loaded by ChartCard (lazy) when a
// card has figures to draw: a dashboard of empty cards never downloads it.

export interface SeriesPoint {
  name: string;
  value: number;
}

/** 'Atendimentos Realizados': conversations started per day (bars). */
export function AttendancesBars({ data, colors }: { data: SeriesPoint[]; colors: ChartTheme }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="name" tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={12} />
        <YAxis allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} formatter={(value) => [formatNumber(Number(value)), 'Atendimentos']} />
        <Bar isAnimationActive={false} dataKey="value" fill={colors.primary} radius={[4, 4, 0, 0]} maxBarSize={32} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** 'Tempo de Resposta' (line); `inSeconds` when every point is under a minute. */
export function AnswerTimeLine({ data, inSeconds, colors }: { data: (SeriesPoint & { shown: number })[]; inSeconds: boolean; colors: ChartTheme }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="name" tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={12} />
        <YAxis allowDecimals={!inSeconds} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} unit={inSeconds ? ' s' : ' min'} width={64} />
        <Tooltip contentStyle={colors.tooltip} formatter={(value) => [formatMinutes(inSeconds ? Number(value) / 60 : Number(value)), 'Tempo médio']} />
        <Line isAnimationActive={false} type="monotone" dataKey="shown" stroke={colors.primary} strokeWidth={2} dot={false} activeDot={{ r: 4 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** 'Novos Leads': this month's and last month's running totals per day (lines). */
export function NewLeadsLines({ data, colors }: { data: { name: string; atual?: number; anterior?: number }[]; colors: ChartTheme }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="name" tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={8} />
        <YAxis allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={colors.tooltip} labelFormatter={(day) => `Dia ${day}`} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line isAnimationActive={false} name="Mês atual" type="monotone" dataKey="atual" stroke={colors.primary} strokeWidth={2} dot={false} connectNulls={false} />
        <Line isAnimationActive={false} name="Mês anterior" type="monotone" dataKey="anterior" stroke={colors.secondary} strokeWidth={2} strokeDasharray="4 4" dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** 'Status dos Atendimentos': the period's conversations by status (donut); `all` keeps each status's colour. */
export function StatusDonut({ slices, all, colors }: { slices: SeriesPoint[]; all: SeriesPoint[]; colors: ChartTheme }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie isAnimationActive={false} data={slices} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="80%" paddingAngle={slices.length > 1 ? 2 : 0} stroke={slices.length > 1 ? undefined : 'none'}>
          {slices.map((point) => (
            <Cell key={point.name} fill={colors.palette[all.indexOf(point) % colors.palette.length]} />
          ))}
        </Pie>
        <Tooltip contentStyle={colors.tooltip} formatter={(value, name) => [formatNumber(Number(value)), name]} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** 'Casos por Área Jurídica': the period's leads by legal area (horizontal bars). */
export function LegalAreasBars({ data, colors }: { data: SeriesPoint[]; colors: ChartTheme }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid horizontal={false} stroke={colors.grid} />
        <XAxis type="number" allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="name" width={110} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} formatter={(value) => [formatNumber(Number(value)), 'Casos']} />
        <Bar isAnimationActive={false} dataKey="value" fill={colors.primary} radius={[0, 4, 4, 0]} maxBarSize={24} />
      </BarChart>
    </ResponsiveContainer>
  );
}
