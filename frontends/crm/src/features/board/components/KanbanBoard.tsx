import type { Board, BoardColumn as BoardColumnData, Lead } from '@balcao/contracts';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { DRAG_INSTRUCTIONS, leadDragAnnouncements } from '../../../lib/drag-announcements';
import { leadContactName } from '../../leads/lib/lead-labels';
import { BoardColumn } from './BoardColumn';
import { LeadCard } from './LeadCard';

interface KanbanBoardProps {
  board: Board;
  onMoveLead: (lead: Lead, columnId: string) => void;
  onOpenLead: (lead: Lead) => void;
  onEditColumn: (column: BoardColumnData) => void;
  onShowMore: () => void;
}

/** The funnel's columns side by side; a card dropped on another column moves the lead there. */
export function KanbanBoard({ board, onMoveLead, onOpenLead, onEditColumn, onShowMore }: KanbanBoardProps) {
  const [dragged, setDragged] = useState<Lead | null>(null);
  // A mouse drag starts after a few pixels, so a click still opens the lead; a finger must hold
  // the card a moment, so swiping still scrolls the board.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );

  const accessibility = useMemo(() => {
    const leadById = (id: string) => board.flatMap((column) => column.leads).find((lead) => lead.id === id);
    const announcements = leadDragAnnouncements({
      leadOf: (id) => `Lead ${leadContactName(leadById(id)?.person)}`,
      columnOf: (id) => board.find((column) => column.id === id)?.name ?? '',
      columnIdOf: (id) => leadById(id)?.columnId,
    });
    return { announcements, screenReaderInstructions: DRAG_INSTRUCTIONS };
  }, [board]);

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current?.lead as Lead) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const lead = active.data.current?.lead as Lead | undefined;
    if (lead && over && over.id !== lead.columnId) onMoveLead(lead, String(over.id));
  };

  return (
    <DndContext sensors={sensors} accessibility={accessibility} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      <Flex gap={12} align="flex-start" style={{ overflowX: 'auto', paddingBottom: 8 }} data-testid="kanban-board">
        {board.map((column) => (
          <BoardColumn key={column.id} column={column} onOpenLead={onOpenLead} onEditColumn={onEditColumn} onShowMore={onShowMore} />
        ))}
      </Flex>
      <DragOverlay>{dragged && <LeadCard lead={dragged} dragging />}</DragOverlay>
    </DndContext>
  );
}
