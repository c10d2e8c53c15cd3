import type { Tag } from '@balcao/contracts';
import { DataTable, formatDate, TwoClickDeleteButton } from '@balcao/ui';
import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { TagDot } from './TagDot';
import { TagModuleList } from './TagModuleList';

type Props = {
  tags: readonly Tag[];
  loading: boolean;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => Promise<unknown>;
};

export const TAGS_EMPTY_TEXT = 'Nenhuma etiqueta encontrada';

export function TagsTable({ tags, loading, onEdit, onDelete }: Props) {
  const columns: TableColumnsType<Tag> = [
    {
      key: 'name',
      title: 'Nome',
      render: (_, tag) => (
        <Flex align="center" gap={10}>
          <TagDot color={tag.color} size={12} />
          <Typography.Text strong>{tag.name}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'modules', title: 'Módulos', render: (_, tag) => <TagModuleList modules={tag.modules} /> },
    { key: 'createdAt', title: 'Criado em', width: 130, render: (_, tag) => formatDate(tag.createdAt) },
    {
      key: 'actions',
      title: 'Ações',
      width: 110,
      align: 'right',
      render: (_, tag) => (
        <Space size="small">
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${tag.name}`} onClick={() => onEdit(tag)} />
          </Tooltip>
          <TwoClickDeleteButton onConfirm={() => onDelete(tag)} tooltip={`Excluir ${tag.name}`} />
        </Space>
      ),
    },
  ];

  return <DataTable rowKey="id" columns={columns} data={tags} loading={loading} emptyText={TAGS_EMPTY_TEXT} />;
}
