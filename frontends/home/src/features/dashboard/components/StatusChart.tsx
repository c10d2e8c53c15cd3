import type { ChartSeries } from '@balcao/contracts';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';
import { StatusDonut } from './lazy-charts';

/** 'Status dos Atendimentos': conversations of the period by their status now (donut). */
export function StatusChart({ series, loading }: { series: ChartSeries; loading: boolean }) {
  const colors = useChartTheme();
  const total = series.data.reduce((sum, point) => sum + point.value, 0);
  const slices = series.data.filter((point) => point.value > 0);
  return (
    <ChartCard title="Status dos Atendimentos" loading={loading} empty={total === 0} emptyText="Nenhum atendimento no período">
      <StatusDonut slices={slices} all={series.data} colors={colors} />
    </ChartCard>
  );
}
