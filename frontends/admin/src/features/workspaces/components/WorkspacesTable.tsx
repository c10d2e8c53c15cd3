import type { Inbox } from '@balcao/contracts';
import { DataTable, formatDate } from '@balcao/ui';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';

type RowActions = {
  onEdit: (inbox: Inbox) => void;
  onDelete: (inbox: Inbox) => Promise<void>;
};

type Props = {
  inboxes: Inbox[];
  loading: boolean;
  /** Edit and delete per row; none shows the list only. */
  actions?: RowActions;
};

export function WorkspacesTable({ inboxes, loading, actions }: Props) {
  const columns: TableColumnsType<Inbox> = [
    { key: 'name', title: 'Nome', dataIndex: 'name' },
    { key: 'createdAt', title: 'Criado em', render: (_, inbox) => formatDate(inbox.createdAt) },
  ];
  if (actions) columns.push(actionsColumn(actions));

  return (
    <DataTable rowKey="id" columns={columns} data={inboxes} loading={loading} emptyText="Nenhum workspace encontrado" />
  );
}

function actionsColumn({ onEdit, onDelete }: RowActions): TableColumnsType<Inbox>[number] {
  return {
    key: 'actions',
    title: 'Ações',
    width: 120,
    render: (_, inbox) => (
      <Space size="small">
        <Tooltip title="Editar">
          <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${inbox.name}`} onClick={() => onEdit(inbox)} />
        </Tooltip>
        <Popconfirm
          title="Tem certeza que deseja excluir este workspace?"
          okText="Excluir"
          cancelText="Cancelar"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(inbox)}
        >
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${inbox.name}`} />
        </Popconfirm>
      </Space>
    ),
  };
}
