import { PlusOutlined } from '@ant-design/icons';
import { LoadFailed, PageHeader, useSession } from '@balcao/ui';
import { Button, Col, Empty, Flex, Row, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAgents } from '../features/agents/api/agents';
import { AgentCard } from '../features/agents/components/AgentCard';
import { AgentCounters } from '../features/agents/components/AgentCounters';
import { AgentFormModal } from '../features/agents/components/AgentFormModal';

export const detailsPathOf = (agentId: string) => `/ai-agents/details?agentId=${agentId}`;

/** /ai-agents: the workspace's agents with their counters (spec 3 §2.1). Exposed as `agents/AgentsPage`. */
export default function AgentsPage() {
  const { inboxId } = useSession();
  const navigate = useNavigate();
  const agents = useAgents(inboxId);
  const [creating, setCreating] = useState(false);

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Agentes de IA"
        description="Agentes que atendem seus clientes no WhatsApp com a voz do seu escritório."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Criar agente
          </Button>
        }
      />
      {agents.isPending && <Spin />}
      {agents.isError && <LoadFailed message="Não foi possível carregar os agentes." onRetry={() => agents.refetch()} />}
      {agents.data && (
        <>
          <AgentCounters counters={agents.data.counters} />
          {agents.data.data.length === 0 ? (
            <Empty description="Nenhum agente criado ainda" />
          ) : (
            <Row gutter={[16, 16]}>
              {agents.data.data.map((agent) => (
                <Col key={agent.id} xs={24} md={12} xl={8}>
                  <AgentCard agent={agent} onOpen={() => navigate(detailsPathOf(agent.id))} />
                </Col>
              ))}
            </Row>
          )}
        </>
      )}
      <AgentFormModal open={creating} onClose={() => setCreating(false)} onSaved={(agent) => navigate(detailsPathOf(agent.id))} />
    </Flex>
  );
}
