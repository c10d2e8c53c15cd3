import type { Flow } from '@balcao/contracts';
import { AimOutlined, ArrowLeftOutlined, DeleteOutlined, EditOutlined, EllipsisOutlined, LinkOutlined, PlayCircleOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useIsMobile } from '@balcao/ui';
import { Button, Dropdown, Flex, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { flowColorHex } from '../../flows/lib/flow-colors';

interface EditorHeaderProps {
  flow: Flow;
  saving: boolean;
  dirty: boolean;
  onSave: () => void;
  onTest: () => void;
  onAdd: () => void;
  onCenter: () => void;
  onEditData: () => void;
  onLinkDevice: () => void;
  onDelete: () => void;
}

/** Spec 2 §2.5: back, name, description, Salvar, Testar, Adicionar and the menu. */
export function EditorHeader({ flow, saving, dirty, onSave, onTest, onAdd, onCenter, onEditData, onLinkDevice, onDelete }: EditorHeaderProps) {
  const isMobile = useIsMobile();
  const menu = {
    items: [
      { key: 'center', label: 'Centralizar', icon: <AimOutlined /> },
      { key: 'edit', label: 'Editar dados', icon: <EditOutlined /> },
      { key: 'link', label: 'Vincular dispositivo', icon: <LinkOutlined /> },
      { type: 'divider' as const },
      { key: 'delete', label: 'Excluir', icon: <DeleteOutlined />, danger: true },
    ],
    onClick: ({ key }: { key: string }) => ({ center: onCenter, edit: onEditData, link: onLinkDevice, delete: onDelete })[key as 'center']?.(),
  };
  return (
    <Flex align="center" gap="small" wrap style={{ padding: isMobile ? '8px 8px' : '10px 16px', borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
      <Tooltip title="Voltar para os fluxos">
        <Link to="/flows" aria-label="Voltar para os fluxos">
          <Button type="text" icon={<ArrowLeftOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
      <span style={{ width: 6, alignSelf: 'stretch', borderRadius: 3, background: flowColorHex(flow.color) }} />
      <div style={{ flex: '1 1 160px', minWidth: 0 }}>
        <Flex align="center" gap="small">
          <Typography.Title level={4} ellipsis style={{ margin: 0 }}>
            {flow.name}
          </Typography.Title>
          {flow.isMain && !isMobile && <Tag color="green">Fluxo de atendimento ativo</Tag>}
        </Flex>
        {flow.description && !isMobile && (
          <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
            {flow.description}
          </Typography.Text>
        )}
      </div>
      <Flex gap="small" wrap>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty} onClick={onSave} aria-label="Salvar fluxo">
          Salvar
        </Button>
        <Button icon={<PlayCircleOutlined />} onClick={onTest} aria-label="Testar fluxo">
          Testar
        </Button>
        <Button icon={<PlusOutlined />} onClick={onAdd} aria-label="Adicionar etapa">
          Adicionar
        </Button>
        <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
          <Button icon={<EllipsisOutlined />} aria-label="Mais ações" />
        </Dropdown>
      </Flex>
    </Flex>
  );
}
