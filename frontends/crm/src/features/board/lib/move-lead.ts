import type { Board, Lead } from '@balcao/contracts';

/**
 * The board with a lead moved to another column, as the drop shows it before the server
 * answers. The lead goes on top of its new column and its time in the column restarts.
 */
export function moveLeadOnBoard(board: Board, leadId: string, toColumnId: string, now = new Date().toISOString()): Board {
  const from = board.find((column) => column.leads.some((lead) => lead.id === leadId));
  const to = board.find((column) => column.id === toColumnId);
  if (!from || !to || from.id === to.id) return board;
  const lead = from.leads.find((item) => item.id === leadId)!;
  const moved: Lead = {
    ...lead,
    columnId: to.id,
    columnChangedAt: now,
    timeLimitDays: to.timeLimitDays,
    showBadgeProgress: to.showBadgeProgress,
  };
  return board.map((column) => {
    if (column.id === from.id) return { ...column, leads: column.leads.filter((item) => item.id !== leadId), totalLeads: column.totalLeads - 1 };
    if (column.id === to.id) return { ...column, leads: [moved, ...column.leads], totalLeads: column.totalLeads + 1 };
    return column;
  });
}
