import type { Flow } from '@balcao/contracts';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatDateTime } from '@balcao/ui';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { flowColorHex } from '../lib/flow-colors';

interface FlowCardProps {
  flow: Flow;
  onEdit: () => void;
  onDelete: () => void;
}

/** One flow of the list (spec 2 §2.4): colour bar, name, description, active badge, updated date, actions. */
export function FlowCard({ flow, onEdit, onDelete }: FlowCardProps) {
  return (
    <Card
      size="small"
      aria-label={`Fluxo ${flow.name}`}
      style={{ height: '100%', overflow: 'hidden' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%', borderTop: `6px solid ${flowColorHex(flow.color)}` } }}
    >
      <Flex justify="space-between" align="flex-start" gap="small">
        <Typography.Title level={5} style={{ margin: 0, wordBreak: 'break-word' }}>
          {flow.name}
        </Typography.Title>
        <Flex gap={4} style={{ flexShrink: 0 }}>
          <Tooltip title="Editar">
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Editar ${flow.name}`} onClick={onEdit} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${flow.name}`} onClick={onDelete} />
          </Tooltip>
        </Flex>
      </Flex>
      {flow.isMain && (
        <div>
          <Tag color="green">Fluxo de atendimento ativo</Tag>
        </div>
      )}
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, flex: 1 }}>
        {flow.description || 'Sem descrição'}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Atualizado em {formatDateTime(flow.updatedAt)}
        </Typography.Text>
        <Link to={`/flows/${flow.id}`}>Gerenciar fluxo</Link>
      </Flex>
    </Card>
  );
}
