import type { ChartSeries } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';

/** 'Atendimentos Realizados': conversations started per day (bars). */
export function AttendancesChart({ series, loading }: { series: ChartSeries; loading: boolean }) {
  const colors = useChartTheme();
  const total = series.data.reduce((sum, point) => sum + point.value, 0);
  return (
    <ChartCard
      title="Atendimentos Realizados"
      loading={loading}
      empty={total === 0}
      emptyText="Nenhum atendimento no período"
      summary={<Typography.Text type="secondary">{formatNumber(total)} no período</Typography.Text>}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series.data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis dataKey="name" tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} formatter={(value) => [formatNumber(Number(value)), 'Atendimentos']} />
          <Bar isAnimationActive={false} dataKey="value" fill={colors.primary} radius={[4, 4, 0, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
