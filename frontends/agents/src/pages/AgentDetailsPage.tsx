import { ArrowLeftOutlined, EditOutlined, LinkOutlined, DisconnectOutlined } from '@ant-design/icons';
import { LoadFailed, TwoClickDeleteButton, toast } from '@balcao/ui';
import { Avatar, Badge, Button, Card, Descriptions, Flex, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAgent, useDeleteAgent } from '../features/agents/api/agents';
import { agentStatus } from '../features/agents/components/AgentCard';
import { AgentFormModal } from '../features/agents/components/AgentFormModal';
import { creditsLabel, PURPOSE_LABELS, STYLE_LABELS } from '../features/agents/lib/agent-labels';
import { useSetDeviceAgent } from '../features/devices/api/devices';
import { LinkDeviceModal } from '../features/devices/components/LinkDeviceModal';
import { TestChatPanel } from '../features/test-chat/components/TestChatPanel';
import { TrainingsPanel } from '../features/trainings/components/TrainingsPanel';

/** /ai-agents/details?agentId= (or ?id=): the agent, its device, trainings and test chat. Exposed as `agents/AgentDetailsPage`. */
export default function AgentDetailsPage() {
  const [params] = useSearchParams();
  const agentId = params.get('agentId') ?? params.get('id') ?? '';
  const navigate = useNavigate();
  const agent = useAgent(agentId);
  const remove = useDeleteAgent();
  const setDevice = useSetDeviceAgent();
  const [editing, setEditing] = useState(false);
  const [linking, setLinking] = useState(false);

  if (!agentId || agent.isError) return <LoadFailed message="Agente não encontrado." onRetry={() => navigate('/ai-agents')} />;
  if (!agent.data) return <Spin />;
  const current = agent.data;
  const status = agentStatus(current);

  const unlink = () => setDevice.mutateAsync({ deviceIds: current.integrationIds, agentId: null }).then(() => toast.success('Dispositivo desvinculado'));
  const destroy = async () => {
    // Its devices stop running it first, so none keeps pointing at a deleted agent.
    if (current.integrationIds.length > 0) await setDevice.mutateAsync({ deviceIds: current.integrationIds, agentId: null });
    await remove.mutateAsync(current.id);
    toast.success('Agente excluído');
    navigate('/ai-agents');
  };

  return (
    <Flex vertical gap={16}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/ai-agents')} style={{ alignSelf: 'flex-start', padding: 0 }}>
        Agentes de IA
      </Button>
      <Card>
        <Flex gap={16} align="center" wrap>
          <Avatar size={64} src={current.avatarUrl} alt="" />
          <div style={{ flex: 1 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {current.name}
            </Typography.Title>
            <Badge status={status.status} text={status.text} />
          </div>
          <Flex gap={8} wrap>
            {current.isActive ? (
              <Button icon={<DisconnectOutlined />} loading={setDevice.isPending} onClick={() => void unlink()}>
                Desvincular dispositivo
              </Button>
            ) : (
              <Button type="primary" icon={<LinkOutlined />} onClick={() => setLinking(true)}>
                Vincular dispositivo
              </Button>
            )}
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Editar
            </Button>
            <TwoClickDeleteButton onConfirm={destroy}>Excluir</TwoClickDeleteButton>
          </Flex>
        </Flex>
        <Descriptions style={{ marginTop: 16 }} size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Finalidade">{PURPOSE_LABELS[current.purpose]}</Descriptions.Item>
          <Descriptions.Item label="Estilo">{STYLE_LABELS[current.communicationStyle]}</Descriptions.Item>
          <Descriptions.Item label="Modelo">{current.agentModel ? `${current.agentModel.name} (${creditsLabel(current.agentModel.price)})` : '—'}</Descriptions.Item>
          <Descriptions.Item label="Produto">{current.productName}</Descriptions.Item>
          <Descriptions.Item label="Treinamentos">{current.trainingsCount}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Tabs
        items={[
          { key: 'trainings', label: 'Treinamentos', children: <TrainingsPanel agentId={current.id} /> },
          { key: 'test', label: 'Testar agente', children: <TestChatPanel agentId={current.id} /> },
        ]}
      />
      <AgentFormModal open={editing} onClose={() => setEditing(false)} agent={current} />
      <LinkDeviceModal open={linking} onClose={() => setLinking(false)} agentId={current.id} />
    </Flex>
  );
}
