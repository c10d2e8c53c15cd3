import type { BoardColumn as BoardColumnData, Lead } from '@balcao/contracts';
import { EditOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { Button, Flex, Tooltip, Typography, theme } from 'antd';
import { columnColorHex } from '../lib/column-colors';
import { DraggableLeadCard } from './DraggableLeadCard';

/** Spec 2 §2.1: columns are 20rem wide and at most the viewport minus 184px tall. */
export const COLUMN_WIDTH = '20rem';
/** The window less the top bar, the page header and the shell's billing notices, if any. */
export const COLUMN_MAX_HEIGHT = 'calc(100dvh - 184px - var(--balcao-notices-height, 0px))';

interface BoardColumnProps {
  column: BoardColumnData;
  onOpenLead: (lead: Lead) => void;
  onEditColumn: (column: BoardColumnData) => void;
  /** Shown when the column has more matching leads than it brought. */
  onShowMore: () => void;
}

/** One stage of the kanban: coloured header with the count, and a drop target body. */
export function BoardColumn({ column, onOpenLead, onEditColumn, onShowMore }: BoardColumnProps) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver, active } = useDroppable({ id: column.id });
  const color = columnColorHex(column.color);
  const draggingFromHere = active?.data.current?.lead?.columnId === column.id;
  const showDropHint = isOver && !draggingFromHere;

  return (
    <section
      aria-label={column.name}
      data-testid="board-column"
      style={{
        width: COLUMN_WIDTH,
        flex: `0 0 ${COLUMN_WIDTH}`,
        maxHeight: COLUMN_MAX_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${showDropHint ? color : token.colorBorderSecondary}`,
      }}
    >
      <Flex
        align="center"
        justify="space-between"
        gap={8}
        style={{ background: color, color: '#fff', padding: '8px 8px 8px 12px', borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0` }}
      >
        <Typography.Text strong ellipsis={{ tooltip: column.name }} style={{ color: 'inherit', flex: 1 }}>
          {column.name}
        </Typography.Text>
        <span aria-label={`${column.totalLeads} leads`} style={{ background: 'rgba(255,255,255,0.25)', borderRadius: 10, padding: '0 8px', fontSize: 12 }}>
          {column.totalLeads}
        </span>
        <Tooltip title="Editar coluna">
          <Button size="small" type="text" aria-label="Editar coluna" icon={<EditOutlined />} style={{ color: 'inherit' }} onClick={() => onEditColumn(column)} />
        </Tooltip>
      </Flex>
      <div
        ref={setNodeRef}
        data-testid="column-drop-area"
        style={{
          flex: 1,
          overflowY: 'auto',
          padding: 8,
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          minHeight: 120,
          background: showDropHint ? token.colorPrimaryBg : undefined,
          transition: 'background-color 0.15s ease',
        }}
      >
        {column.leads.map((lead) => (
          <DraggableLeadCard key={lead.id} lead={lead} onOpen={onOpenLead} />
        ))}
        {showDropHint ? (
          <Typography.Text type="secondary" style={{ textAlign: 'center', padding: 12 }}>
            Solte o card aqui
          </Typography.Text>
        ) : (
          column.leads.length === 0 && (
            <Typography.Text type="secondary" style={{ textAlign: 'center', padding: 12 }}>
              Nenhum Lead nesta etapa
            </Typography.Text>
          )
        )}
        {column.totalLeads > column.leads.length && (
          <Button type="link" onClick={onShowMore}>
            Mostrar mais ({column.leads.length} de {column.totalLeads})
          </Button>
        )}
      </div>
    </section>
  );
}
