import type { AnswerTime } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Flex, Typography } from 'antd';
import { formatMinutes } from '../lib/format-minutes';
import { ChartCard } from './ChartCard';
import { useChartTheme } from './chart-theme';
import { AnswerTimeLine } from './lazy-charts';

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
      <AnswerTimeLine data={points} inSeconds={inSeconds} colors={colors} />
    </ChartCard>
  );
}
