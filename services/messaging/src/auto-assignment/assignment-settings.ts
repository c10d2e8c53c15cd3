import { eq } from 'drizzle-orm';
import { DEFAULT_ASSIGNMENT_CAPACITY, EVALUATION_WINDOW_HOURS, type AssignmentMode } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { assignmentSettings } from '../db/schema';

export interface WorkspaceAssignment {
  mode: AssignmentMode;
  capacity: number;
  ratingWindowHours: number;
  lastAssignedUserId: string | null;
}

/** A workspace nobody configured: no auto-assignment, the default capacity, a 24 h rating window. */
export const DEFAULT_ASSIGNMENT: WorkspaceAssignment = {
  mode: 'off',
  capacity: DEFAULT_ASSIGNMENT_CAPACITY,
  ratingWindowHours: EVALUATION_WINDOW_HOURS,
  lastAssignedUserId: null,
};

/** The workspace's settings (locked for update when asked: the assigner moves round-robin's turn). */
export async function assignmentOf(db: Executor, inboxId: string, options: { lock?: boolean } = {}): Promise<WorkspaceAssignment> {
  const query = db.select().from(assignmentSettings).where(eq(assignmentSettings.inboxId, inboxId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? { mode: row.mode, capacity: row.capacity, ratingWindowHours: row.ratingWindowHours, lastAssignedUserId: row.lastAssignedUserId } : DEFAULT_ASSIGNMENT;
}
