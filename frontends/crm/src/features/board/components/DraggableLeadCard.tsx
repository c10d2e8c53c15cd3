import type { Lead } from '@balcao/contracts';
import { useDraggable } from '@dnd-kit/core';
import { DRAGGABLE_ROLE_DESCRIPTION } from '../../../lib/drag-announcements';
import { LeadCard } from './LeadCard';

/** A card that can be dragged to another column; a click (no drag) opens the lead. */
export function DraggableLeadCard({ lead, onOpen }: { lead: Lead; onOpen: (lead: Lead) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: lead.id, data: { lead }, attributes: { roleDescription: DRAGGABLE_ROLE_DESCRIPTION } });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={() => onOpen(lead)}
      onKeyDown={(event) => {
        listeners?.onKeyDown?.(event);
        if (event.key === 'Enter' && !event.defaultPrevented) onOpen(lead);
      }}
      style={{ opacity: isDragging ? 0.35 : 1 }}
    >
      <LeadCard lead={lead} />
    </div>
  );
}
