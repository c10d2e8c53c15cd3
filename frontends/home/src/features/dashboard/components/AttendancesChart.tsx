import type { ChartSeries } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Typography } from 'antd';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';
import { AttendancesBars } from './lazy-charts';

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
      <AttendancesBars data={series.data} colors={colors} />
    </ChartCard>
  );
}
