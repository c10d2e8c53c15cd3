import type { Lead } from '@balcao/contracts';
import { formatDateTime } from '@balcao/ui';
import { Flex, Typography } from 'antd';
import { leadTimeLimit } from '../lib/lead-time-limit';
import { overdueAmountText } from '../lib/overdue-text';
import { LeadTimeLimitBar } from './LeadTimeLimitBar';
import { OverdueBadge } from './OverdueBadge';

/**
 * The lead's time in its stage (spec 2 §4). A 0-day limit reads 'Status do processamento' and
 * always shows how long since the move, as 'Atrasado'.
 */
export function LeadTimeLimitSection({ lead }: { lead: Lead }) {
  const progress = leadTimeLimit(lead.columnChangedAt, lead.timeLimitDays);
  if (progress.limitDays <= 0) {
    return (
      <Flex vertical gap={4}>
        <Typography.Text strong>Status do processamento</Typography.Text>
        <Typography.Text type="danger">{progress.overdue ? `Atrasado ${overdueAmountText(progress.overdue)}` : 'Atrasado'}</Typography.Text>
      </Flex>
    );
  }
  const days = progress.limitDays === 1 ? '1 dia' : `${progress.limitDays} dias`;
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Prazo da etapa</Typography.Text>
        <OverdueBadge progress={progress} />
      </Flex>
      <LeadTimeLimitBar progress={progress} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {Math.round(progress.percent)}% de {days} desde {formatDateTime(progress.enteredAt)}
      </Typography.Text>
    </Flex>
  );
}
