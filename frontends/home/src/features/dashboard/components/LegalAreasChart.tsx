import type { ChartSeries } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';

/** 'Casos por Área Jurídica': leads of the period by legal area (horizontal bars). */
export function LegalAreasChart({ series, loading }: { series: ChartSeries; loading: boolean }) {
  const colors = useChartTheme();
  return (
    <ChartCard title="Casos por Área Jurídica" loading={loading} empty={series.data.length === 0} emptyText="Nenhum caso no período">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series.data} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid horizontal={false} stroke={colors.grid} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={colors.tooltip} cursor={{ fill: colors.grid }} formatter={(value) => [formatNumber(Number(value)), 'Casos']} />
          <Bar isAnimationActive={false} dataKey="value" fill={colors.primary} radius={[0, 4, 4, 0]} maxBarSize={24} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
