import { LEAD_DELETE_CONFIRMATION, type Lead } from '@balcao/contracts';
import { DeleteOutlined, EditOutlined, MessageOutlined } from '@ant-design/icons';
import { formatDateTime, formatPhone, ModalOrDrawer } from '@balcao/ui';
import { Button, Descriptions, Divider, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayValue } from '../../custom-fields/lib/field-values';
import { useDeleteLead, useLead } from '../api/leads';
import { leadContactName, NOT_INFORMED } from '../lib/lead-labels';
import { ChannelBadge } from './ChannelBadge';
import { LeadAvatar } from './LeadAvatar';
import { LeadTags } from './LeadTags';
import { LeadTimeLimitSection } from './LeadTimeLimitSection';

interface LeadDetailModalProps {
  leadId: string;
  onEdit: (lead: Lead) => void;
  onClose: () => void;
}

const or = (value: string | null | undefined, empty = NOT_INFORMED) => (value && value.trim() ? value : empty);

function LeadDetailBody({ lead }: { lead: Lead }) {
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        <LeadAvatar person={lead.person} size={48} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {leadContactName(lead.person)}
          </Typography.Title>
          <Link to="/customers">Detalhes do contato</Link>
        </Flex>
        <div style={{ marginInlineStart: 'auto' }}>
          <ChannelBadge channel={lead.channel} />
        </div>
      </Flex>
      <Descriptions title="Informações de Contato" column={1} size="small">
        <Descriptions.Item label="E-mail principal">{or(lead.person.email)}</Descriptions.Item>
        <Descriptions.Item label="Telefone">{or(lead.person.phoneNumber && formatPhone(lead.person.phoneNumber))}</Descriptions.Item>
        <Descriptions.Item label="Responsável pelo atendimento">{or(lead.user?.name)}</Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Text strong>Tags</Typography.Text>
        <div style={{ marginTop: 6 }}>{lead.tags.length ? <LeadTags tags={lead.tags} all /> : <Typography.Text type="secondary">{NOT_INFORMED}</Typography.Text>}</div>
      </div>
      {lead.customFields.length > 0 && (
        <Descriptions title="Informações Adicionais" column={1} size="small">
          {lead.customFields.map((field) => (
            <Descriptions.Item key={field.id} label={field.name}>
              {displayValue(field.type, field.value) ?? <Typography.Text type="secondary">Não preenchido</Typography.Text>}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Criado em">{formatDateTime(lead.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Atualizado em">{formatDateTime(lead.updatedAt)}</Descriptions.Item>
        <Descriptions.Item label="Movido em para esta etapa em">{formatDateTime(lead.columnChangedAt)}</Descriptions.Item>
      </Descriptions>
      <Divider style={{ margin: 0 }} />
      <LeadTimeLimitSection lead={lead} />
    </Flex>
  );
}

/** The lead's details (spec 2 §2.1 'Lead detail modal'): open conversation, edit, delete, close. */
export function LeadDetailModal({ leadId, onEdit, onClose }: LeadDetailModalProps) {
  const lead = useLead(leadId);
  const remove = useDeleteLead();
  const [modal, contextHolder] = Modal.useModal();
  // Spec 2 §4: the delete confirmation takes the detail's place.
  const [confirming, setConfirming] = useState(false);
  const data = lead.data;

  const confirmDelete = () => {
    if (!data) return;
    setConfirming(true);
    void modal.confirm({
      title: 'Excluir Lead',
      content: LEAD_DELETE_CONFIRMATION,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => remove.mutateAsync(data).then(onClose),
      onCancel: () => setConfirming(false),
    });
  };

  const footer = data && (
    <Flex gap="small" justify="end" wrap>
      <Button
        icon={<MessageOutlined />}
        disabled={!data.conversationId}
        href={data.conversationId ? `/messages?id=${data.conversationId}` : undefined}
        target="_blank"
      >
        Abrir conversa
      </Button>
      <Button icon={<EditOutlined />} onClick={() => onEdit(data)}>
        Editar
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
        Excluir
      </Button>
      <Button onClick={onClose}>Fechar</Button>
    </Flex>
  );

  return (
    <>
      {contextHolder}
      <ModalOrDrawer open={!confirming} title="Detalhes do Lead" onClose={onClose} footer={footer} size="md">
        {data ? (
          <LeadDetailBody lead={data} />
        ) : (
          <Flex vertical align="center" gap={8} style={{ padding: 32 }}>
            <Spin />
            <Typography.Text type="secondary">
              {lead.isError ? 'Não foi possível carregar o lead.' : 'Carregando informações do lead...'}
            </Typography.Text>
          </Flex>
        )}
      </ModalOrDrawer>
    </>
  );
}
