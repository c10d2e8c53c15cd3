import type { ChartSeries } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';

/** 'Status dos Atendimentos': conversations of the period by their status now (donut). */
export function StatusChart({ series, loading }: { series: ChartSeries; loading: boolean }) {
  const colors = useChartTheme();
  const total = series.data.reduce((sum, point) => sum + point.value, 0);
  const slices = series.data.filter((point) => point.value > 0);
  return (
    <ChartCard title="Status dos Atendimentos" loading={loading} empty={total === 0} emptyText="Nenhum atendimento no período">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie isAnimationActive={false} data={slices} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="80%" paddingAngle={slices.length > 1 ? 2 : 0} stroke={slices.length > 1 ? undefined : 'none'}>
            {slices.map((point) => (
                <Cell key={point.name} fill={colors.palette[series.data.indexOf(point) % colors.palette.length]} />
              ))}
          </Pie>
          <Tooltip contentStyle={colors.tooltip} formatter={(value, name) => [formatNumber(Number(value)), name]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
