import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What a screen reader says on focusing something draggable (dnd-kit's default is English). */
export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para pegar este item, pressione a barra de espaço. Enquanto arrasta, use as setas para movê-lo. ' +
    'Pressione espaço de novo para soltá-lo na nova posição, ou Esc para cancelar.',
};

/** The role dnd-kit gives a draggable element ('draggable' otherwise). */
export const DRAGGABLE_ROLE_DESCRIPTION = 'item arrastável';

interface LeadDragNames {
  /** 'Lead Maria Oliveira' for a dragged lead's id. */
  leadOf: (id: string) => string;
  /** The column's name for a column id. */
  columnOf: (id: string) => string;
  /** The id of the column a lead is in now. */
  columnIdOf: (leadId: string) => string | undefined;
}

/** The board's drag announcements in pt-BR, with the lead's and the columns' names (not their ids). */
export function leadDragAnnouncements({ leadOf, columnOf, columnIdOf }: LeadDragNames): Announcements {
  const from = (leadId: string) => {
    const columnId = columnIdOf(leadId);
    return columnId ? columnOf(columnId) : '';
  };
  return {
    onDragStart: ({ active }) => `${leadOf(String(active.id))} selecionado, na etapa ${from(String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${leadOf(String(active.id))} sobre a etapa ${columnOf(String(over.id))}.` : `${leadOf(String(active.id))} fora das etapas.`,
    onDragEnd: ({ active, over }) => {
      const lead = leadOf(String(active.id));
      if (!over) return `${lead} não foi movido.`;
      if (String(over.id) === columnIdOf(String(active.id))) return `${lead} continua na etapa ${columnOf(String(over.id))}.`;
      return `${lead} movido para a etapa ${columnOf(String(over.id))}.`;
    },
    onDragCancel: ({ active }) => `Movimento cancelado. ${leadOf(String(active.id))} continua na etapa ${from(String(active.id))}.`,
  };
}

/** The columns dialog's reorder announcements: the column's name and its position ('2 de 4'). */
export function columnDragAnnouncements(columns: Array<{ id: string; name: string }>): Announcements {
  const nameOf = (id: string | number) => columns.find((column) => column.id === String(id))?.name ?? '';
  const positionOf = (id: string | number) => `${columns.findIndex((column) => column.id === String(id)) + 1} de ${columns.length}`;
  return {
    onDragStart: ({ active }) => `Etapa ${nameOf(active.id)} selecionada, na posição ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `Etapa ${nameOf(active.id)} sobre a posição ${positionOf(over.id)}.` : `Etapa ${nameOf(active.id)} fora da lista.`),
    onDragEnd: ({ active, over }) => (over ? `Etapa ${nameOf(active.id)} solta na posição ${positionOf(over.id)}.` : `Etapa ${nameOf(active.id)} não foi movida.`),
    onDragCancel: ({ active }) => `Movimento cancelado. Etapa ${nameOf(active.id)} continua na posição ${positionOf(active.id)}.`,
  };
}
