import type { FunnelColumn } from '@balcao/contracts';
import { DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Popconfirm, Tooltip, Typography, theme } from 'antd';
import { DRAGGABLE_ROLE_DESCRIPTION } from '../../../lib/drag-announcements';
import { columnColorHex } from '../../board/lib/column-colors';

interface SortableColumnRowProps {
  column: FunnelColumn;
  onEdit: (column: FunnelColumn) => void;
  onDelete: (column: FunnelColumn) => void;
}

/** A column in the columns modal: drag handle, colour, name, limit, edit and delete. */
export function SortableColumnRow({ column, onEdit, onDelete }: SortableColumnRowProps) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: column.id, attributes: { roleDescription: DRAGGABLE_ROLE_DESCRIPTION } });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={8}
      data-testid="column-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        padding: '8px 8px',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: isDragging ? token.colorFillSecondary : token.colorBgContainer,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <Button
        ref={setActivatorNodeRef}
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`Arrastar ${column.name}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      />
      <span style={{ width: 12, height: 12, borderRadius: '50%', background: columnColorHex(column.color), flex: 'none' }} />
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {column.name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {column.timeLimitDays === 1 ? '1 dia' : `${column.timeLimitDays} dias`}
      </Typography.Text>
      <Tooltip title="Editar coluna">
        <Button type="text" size="small" icon={<EditOutlined />} aria-label="Editar coluna" onClick={() => onEdit(column)} />
      </Tooltip>
      <Popconfirm
        title="Excluir coluna"
        description="Esta ação não pode ser desfeita. Os leads desta coluna vão para a próxima etapa."
        okText="Excluir"
        okButtonProps={{ danger: true }}
        cancelText="Cancelar"
        onConfirm={() => onDelete(column)}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="Excluir coluna" />
      </Popconfirm>
    </Flex>
  );
}
