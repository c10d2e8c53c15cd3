import type { Agent } from '@balcao/contracts';
import { Avatar, Badge, Button, Card, Flex, Tag, Typography } from 'antd';
import { PURPOSE_LABELS, STYLE_LABELS } from '../lib/agent-labels';

export const agentStatus = (agent: Agent) => (agent.isActive ? { text: 'Ativo', status: 'success' as const } : { text: 'Inativo', status: 'default' as const });

export function AgentCard({ agent, onOpen }: { agent: Agent; onOpen: () => void }) {
  const status = agentStatus(agent);
  return (
    <Card data-testid="agent-card">
      <Flex gap={12} align="center">
        <Avatar size={56} src={agent.avatarUrl} alt="" />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }} ellipsis>
            {agent.name}
          </Typography.Title>
          <Badge status={status.status} text={status.text} />
        </div>
      </Flex>
      <Flex gap={4} wrap style={{ margin: '12px 0' }}>
        <Tag>{PURPOSE_LABELS[agent.purpose]}</Tag>
        <Tag>{STYLE_LABELS[agent.communicationStyle]}</Tag>
        {agent.agentModel && <Tag color="blue">{agent.agentModel.name}</Tag>}
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
        {agent.productName}
      </Typography.Paragraph>
      <Button block onClick={onOpen}>
        Acessar
      </Button>
    </Card>
  );
}
