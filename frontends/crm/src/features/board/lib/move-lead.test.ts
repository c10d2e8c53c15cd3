import { describe, expect, it } from 'vitest';
import { boardColumn, lead, NEW_COLUMN_ID, TALKING_COLUMN_ID } from '../../../test/fixtures';
import { moveLeadOnBoard } from './move-lead';

describe('moveLeadOnBoard', () => {
  const carlos = lead({ id: 'carlos', columnChangedAt: '2026-03-01T00:00:00.000Z' });
  const board = [
    boardColumn({ leads: [carlos] }),
    boardColumn({ id: TALKING_COLUMN_ID, name: 'Em atendimento', index: 1, timeLimitDays: 7, showBadgeProgress: false }),
  ];

  it('takes the lead out of its column and puts it on top of the target, restarting its time there', () => {
    const moved = moveLeadOnBoard(board, 'carlos', TALKING_COLUMN_ID, '2026-03-10T00:00:00.000Z');
    expect(moved[0]).toMatchObject({ totalLeads: 0, leads: [] });
    expect(moved[1].totalLeads).toBe(1);
    expect(moved[1].leads[0]).toMatchObject({
      id: 'carlos',
      columnId: TALKING_COLUMN_ID,
      columnChangedAt: '2026-03-10T00:00:00.000Z',
      timeLimitDays: 7,
      showBadgeProgress: false,
    });
  });

  it('leaves the board as it is for an unknown lead or the same column', () => {
    expect(moveLeadOnBoard(board, 'ninguem', TALKING_COLUMN_ID)).toBe(board);
    expect(moveLeadOnBoard(board, 'carlos', NEW_COLUMN_ID)).toBe(board);
  });
});
