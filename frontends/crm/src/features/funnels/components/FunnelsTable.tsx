import type { Funnel } from '@balcao/contracts';
import { EditOutlined } from '@ant-design/icons';
import { DataTable, formatDate, TwoClickDeleteButton } from '@balcao/ui';
import { Button, Flex, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';

interface FunnelsTableProps {
  funnels: Funnel[] | undefined;
  loading: boolean;
  onEdit: (funnel: Funnel) => void;
  onDelete: (funnel: Funnel) => Promise<unknown>;
}

/** The funnels of the workspace: name, creation date, edit and two-click delete. */
export function FunnelsTable({ funnels, loading, onEdit, onDelete }: FunnelsTableProps) {
  const columns: ColumnsType<Funnel> = [
    { title: 'Nome', dataIndex: 'name', key: 'name' },
    { title: 'Criado em', dataIndex: 'createdAt', key: 'createdAt', width: 140, render: (value: string) => formatDate(value) },
    {
      title: 'Ações',
      key: 'actions',
      width: 120,
      align: 'right',
      render: (_value, funnel) => (
        <Flex gap={4} justify="end">
          <Tooltip title="Editar funil">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${funnel.name}`} onClick={() => onEdit(funnel)} />
          </Tooltip>
          <TwoClickDeleteButton tooltip="Excluir funil" onConfirm={() => onDelete(funnel)} />
        </Flex>
      ),
    },
  ];
  return <DataTable<Funnel> columns={columns} data={funnels} loading={loading} emptyText="Nenhum funil encontrado" />;
}
