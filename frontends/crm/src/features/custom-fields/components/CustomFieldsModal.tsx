import { customFieldDeleteConfirmation, CUSTOM_FIELD_TYPE_LABELS, splitCustomFieldOptions, type CustomField } from '@balcao/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalOrDrawer } from '@balcao/ui';
import { Button, Empty, Flex, List, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useCustomFields, useDeleteCustomField } from '../api/custom-fields';
import { CustomFieldForm } from './CustomFieldForm';

interface CustomFieldsModalProps {
  funnelId: string | null;
  /** Open straight on the new-field form (from the lead form's 'Adicionar campo personalizado'). */
  startWithNew?: boolean;
  onClose: () => void;
}

const typeLabel = (type: string) => CUSTOM_FIELD_TYPE_LABELS[type as keyof typeof CUSTOM_FIELD_TYPE_LABELS] ?? 'Texto';

function optionCount(field: CustomField) {
  const count = splitCustomFieldOptions(field.options).length;
  if (!count) return null;
  return count === 1 ? '1 opção' : `${count} opções`;
}

/** 'Campos Personalizados' (spec 2 §2.1, §4): a list mode and an edit mode, with a delete confirmation. */
export function CustomFieldsModal({ funnelId, startWithNew = false, onClose }: CustomFieldsModalProps) {
  const fields = useCustomFields(funnelId);
  const remove = useDeleteCustomField();
  const [editing, setEditing] = useState<CustomField | 'new' | null>(startWithNew ? 'new' : null);
  const [modal, contextHolder] = Modal.useModal();

  const confirmRemove = (field: CustomField) =>
    void modal.confirm({
      title: 'Remover campo personalizado',
      content: customFieldDeleteConfirmation(field.name),
      okText: 'Remover',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => remove.mutateAsync(field),
    });

  const list = fields.isLoading ? (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin />
    </Flex>
  ) : (fields.data ?? []).length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum campo personalizado criado" />
  ) : (
    <List
      dataSource={fields.data}
      renderItem={(field) => (
        <List.Item
          actions={[
            <Button key="edit" type="text" size="small" icon={<EditOutlined />} aria-label={`Editar ${field.name}`} onClick={() => setEditing(field)} />,
            <Button key="remove" type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Remover ${field.name}`} onClick={() => confirmRemove(field)} />,
          ]}
        >
          <List.Item.Meta
            title={field.name}
            description={[typeLabel(field.type), optionCount(field)].filter(Boolean).join(' · ')}
          />
        </List.Item>
      )}
    />
  );

  return (
    <ModalOrDrawer
      open
      title="Campos Personalizados"
      onClose={onClose}
      footer={
        editing === null && (
          <Flex justify="space-between">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              Adicionar novo campo
            </Button>
            <Button onClick={onClose}>Fechar</Button>
          </Flex>
        )
      }
    >
      {contextHolder}
      {editing === null ? (
        list
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {editing === 'new' ? 'Novo campo' : 'Editar campo'}
          </Typography.Title>
          <CustomFieldForm
            key={editing === 'new' ? 'new' : editing.id}
            funnelId={funnelId}
            field={editing === 'new' ? null : editing}
            onDone={() => (startWithNew ? onClose() : setEditing(null))}
          />
        </>
      )}
    </ModalOrDrawer>
  );
}
