import type { ChartSeries } from '@balcao/contracts';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';
import { LegalAreasBars } from './lazy-charts';

/** 'Casos por Área Jurídica': leads of the period by legal area (horizontal bars). */
export function LegalAreasChart({ series, loading }: { series: ChartSeries; loading: boolean }) {
  const colors = useChartTheme();
  return (
    <ChartCard title="Casos por Área Jurídica" loading={loading} empty={series.data.length === 0} emptyText="Nenhum caso no período">
      <LegalAreasBars data={series.data} colors={colors} />
    </ChartCard>
  );
}
