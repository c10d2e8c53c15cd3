import { useState } from 'react';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { LoadFailed } from '@balcao/ui';
import { ManagerOnlyNotice } from '../../account/components/ManagerOnlyNotice';
import { useManagesBilling } from '../../subscription/lib/use-manages-billing';
import { useCreditsSummary } from '../api/credits';
import { AiCreditsModal } from './AiCreditsModal';
import { CreditsSummaryFigures } from './CreditsSummaryFigures';

/** /settings?tab=credits: the office's AI credits, and for the Gestor the purchase modal. */
export function CreditsSettings() {
  const manages = useManagesBilling();
  const summary = useCreditsSummary();
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Créditos de IA
          </Typography.Title>
          <Typography.Text type="secondary">Os agentes de IA consomem créditos a cada resposta. Compre mais quando precisar.</Typography.Text>
        </div>
        {manages && (
          <Button type="primary" icon={<ThunderboltOutlined />} onClick={() => setOpen(true)}>
            Comprar créditos
          </Button>
        )}
      </Flex>
      {!manages && <ManagerOnlyNotice />}
      <Card>
        {summary.isLoading ? (
          <Spin />
        ) : summary.isError ? (
          <LoadFailed message="Não foi possível carregar os créditos." onRetry={() => summary.refetch()} />
        ) : (
          summary.data && <CreditsSummaryFigures summary={summary.data.aiCredits} />
        )}
      </Card>
      {manages && <AiCreditsModal open={open} onClose={() => setOpen(false)} />}
    </Flex>
  );
}
