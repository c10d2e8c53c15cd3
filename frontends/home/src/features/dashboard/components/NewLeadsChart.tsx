import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { NewLeads } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Flex, Tag, Typography } from 'antd';
import { formatChange } from '../lib/format-minutes';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';
import { NewLeadsLines } from './lazy-charts';

/** One row per day of the month: this month's and last month's running totals side by side. */
function byDayOfMonth(leads: NewLeads) {
  const days = Math.max(leads.currentMonth.length, leads.previousMonth.length);
  return Array.from({ length: days }, (_, index) => ({
    name: leads.currentMonth[index]?.name ?? leads.previousMonth[index]?.name ?? String(index + 1).padStart(2, '0'),
    atual: leads.currentMonth[index]?.value,
    anterior: leads.previousMonth[index]?.value,
  }));
}

/** 'Novos Leads': the current month against the previous one (lines). */
export function NewLeadsChart({ leads, loading }: { leads: NewLeads; loading: boolean }) {
  const colors = useChartTheme();
  const rising = leads.percentageChange > 0;
  const flat = leads.percentageChange === 0;
  return (
    <ChartCard
      title="Novos Leads"
      loading={loading}
      empty={leads.totalLeads === 0 && leads.previousMonth.every((point) => point.value === 0)}
      emptyText="Nenhum lead neste mês nem no anterior"
      summary={
        <Flex gap="small" align="center">
          <Typography.Text strong data-testid="total-leads">
            {formatNumber(leads.totalLeads)} no mês
          </Typography.Text>
          <Tag color={flat ? 'default' : rising ? 'success' : 'error'} icon={flat ? null : rising ? <ArrowUpOutlined /> : <ArrowDownOutlined />}>
            {formatChange(leads.percentageChange)}
          </Tag>
        </Flex>
      }
    >
      <NewLeadsLines data={byDayOfMonth(leads)} colors={colors} />
    </ChartCard>
  );
}
