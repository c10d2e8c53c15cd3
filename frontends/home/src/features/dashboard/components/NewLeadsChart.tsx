import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { NewLeads } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Flex, Tag, Typography } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatChange } from '../lib/format-minutes';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';

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
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={byDayOfMonth(leads)} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis dataKey="name" tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={8} />
          <YAxis allowDecimals={false} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={colors.tooltip} labelFormatter={(day) => `Dia ${day}`} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line isAnimationActive={false} name="Mês atual" type="monotone" dataKey="atual" stroke={colors.primary} strokeWidth={2} dot={false} connectNulls={false} />
          <Line isAnimationActive={false} name="Mês anterior" type="monotone" dataKey="anterior" stroke={colors.secondary} strokeWidth={2} strokeDasharray="4 4" dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
