import { Card, Flex, Progress, Typography } from 'antd';
import { PLAN_LIMIT_LABELS } from '@balcao/contracts';
import { useCreditsSummary } from '../../credits/api/credits';
import { usePlanUsage } from '../api/plan-usage';

interface UsageLine {
  key: string;
  label: string;
  used: number;
  max: number;
}

const count = (n: number) => n.toLocaleString('pt-BR');

function UsageRow({ line }: { line: UsageLine }) {
  const full = line.used >= line.max;
  const percent = line.max ? Math.min(100, Math.round((line.used / line.max) * 100)) : 0;
  return (
    <div aria-label={line.label}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text>{line.label}</Typography.Text>
        <Typography.Text strong type={full ? 'danger' : undefined}>
          {`${count(line.used)} de ${count(line.max)}`}
        </Typography.Text>
      </Flex>
      <Progress percent={percent} showInfo={false} size="small" status={full ? 'exception' : 'normal'} />
      {full && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Limite do plano atingido. Faça upgrade do plano para ter mais.
        </Typography.Text>
      )}
    </div>
  );
}

/** Settings › Assinatura: the office's usage against each limit of its plan (spec 3 §9); a limit no service reports (unlimited, exempt office) has no line. */
export function PlanUsageCard() {
  const usage = usePlanUsage();
  const credits = useCreditsSummary();
  const lines: UsageLine[] = usage.flatMap((query) => (query.data && query.data.max !== null ? [{ key: query.data.limit, label: PLAN_LIMIT_LABELS[query.data.limit], used: query.data.used, max: query.data.max }] : []));
  const aiCredits = credits.data?.aiCredits;
  if (aiCredits && aiCredits.planTotal > 0) lines.push({ key: 'credits', label: PLAN_LIMIT_LABELS.monthlyCredits, used: aiCredits.used, max: aiCredits.planTotal });
  if (lines.length === 0) return null;
  return (
    <Card title="Uso do plano" size="small" aria-label="Uso do plano">
      <Flex vertical gap={12}>
        {lines.map((line) => (
          <UsageRow key={line.key} line={line} />
        ))}
      </Flex>
    </Card>
  );
}
