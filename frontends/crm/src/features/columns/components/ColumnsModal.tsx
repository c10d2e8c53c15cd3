import type { Funnel, FunnelColumn } from '@balcao/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ModalOrDrawer, toast } from '@balcao/ui';
import { Button, Empty, Flex } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { columnDragAnnouncements, DRAG_INSTRUCTIONS } from '../../../lib/drag-announcements';
import { useDeleteColumn, useReorderColumns } from '../api/columns';
import { ColumnFormModal } from './ColumnFormModal';
import { SortableColumnRow } from './SortableColumnRow';

interface ColumnsModalProps {
  funnels: Funnel[];
  funnelId: string;
  columns: FunnelColumn[];
  onClose: () => void;
}

/** 'Colunas' (spec 2 §2.1): drag to reorder, edit, delete, add. */
export function ColumnsModal({ funnels, funnelId, columns, onClose }: ColumnsModalProps) {
  const [ordered, setOrdered] = useState(columns);
  const [editing, setEditing] = useState<FunnelColumn | 'new' | null>(null);
  const reorder = useReorderColumns();
  const remove = useDeleteColumn();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const accessibility = useMemo(() => ({ announcements: columnDragAnnouncements(ordered), screenReaderInstructions: DRAG_INSTRUCTIONS }), [ordered]);

  // The board refetches after each change; show what it answers.
  useEffect(() => setOrdered(columns), [columns]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const before = ordered;
    const next = arrayMove(ordered, ordered.findIndex((c) => c.id === active.id), ordered.findIndex((c) => c.id === over.id));
    setOrdered(next);
    reorder.mutate(
      { funnelId, ordered: next },
      {
        onSuccess: () => toast.success('Ordem das colunas atualizada com sucesso'),
        onError: () => {
          setOrdered(before);
          toast.error('Erro ao atualizar ordem das colunas');
        },
      },
    );
  };

  return (
    <>
      <ModalOrDrawer
        open={editing === null}
        title="Colunas"
        onClose={onClose}
        destroyOnHidden={false}
        footer={
          <Flex justify="space-between">
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              Adicionar coluna
            </Button>
            <Button onClick={onClose}>Fechar</Button>
          </Flex>
        }
      >
        {ordered.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma coluna encontrada" />
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
            <SortableContext items={ordered.map((column) => column.id)} strategy={verticalListSortingStrategy}>
              <Flex vertical gap={8}>
                {ordered.map((column) => (
                  <SortableColumnRow
                    key={column.id}
                    column={column}
                    onEdit={setEditing}
                    onDelete={(target) => remove.mutate(target)}
                  />
                ))}
              </Flex>
            </SortableContext>
          </DndContext>
        )}
      </ModalOrDrawer>
      {editing !== null && (
        <ColumnFormModal funnels={funnels} funnelId={funnelId} column={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
