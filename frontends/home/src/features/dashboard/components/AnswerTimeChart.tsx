import type { AnswerTime } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Flex, Typography } from 'antd';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMinutes } from '../lib/format-minutes';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** 'Tempo de Resposta': from a client's message to the office's first reply (line). */
export function AnswerTimeChart({ answerTime, loading }: { answerTime: AnswerTime; loading: boolean }) {
  const colors = useChartTheme();
  // Under a minute the axis counts whole seconds, so its ticks never repeat ('1 s', '1 s').
  const inSeconds = Math.max(0, ...answerTime.data.map((point) => point.value)) < 1;
  const points = answerTime.data.map((point) => ({ ...point, shown: inSeconds ? Math.round(point.value * 60) : point.value }));
  return (
    <ChartCard
      title="Tempo de Resposta"
      loading={loading}
      empty={answerTime.totalConversations === 0}
      emptyText="Nenhuma resposta no período"
      summary={
        <Flex gap="small" wrap>
          <Typography.Text strong data-testid="average-answer-time">
            Média {formatMinutes(answerTime.averageResponseTimeMinutes)}
          </Typography.Text>
          <Typography.Text type="secondary">
            {plural(answerTime.totalConversations, 'conversa', 'conversas')} · {plural(answerTime.totalMessages, 'mensagem', 'mensagens')}
          </Typography.Text>
        </Flex>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis dataKey="name" tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={12} />
          <YAxis allowDecimals={!inSeconds} tick={{ fill: colors.text, fontSize: 12 }} tickLine={false} axisLine={false} unit={inSeconds ? ' s' : ' min'} width={64} />
          <Tooltip contentStyle={colors.tooltip} formatter={(value) => [formatMinutes(inSeconds ? Number(value) / 60 : Number(value)), 'Tempo médio']} />
          <Line isAnimationActive={false} type="monotone" dataKey="shown" stroke={colors.primary} strokeWidth={2} dot={false} activeDot={{ r: 4 }} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
