import type { AssignmentMode } from '@balcao/contracts';

export interface Candidate {
  userId: string;
  /** Open conversations (in human service) the attendant holds in the workspace now. */
  open: number;
}

/** Candidates in one fixed order (by id), starting right after whoever got the last one. */
function inTurn(candidates: Candidate[], lastAssignedUserId: string | null): Candidate[] {
  const sorted = [...candidates].sort((a, b) => a.userId.localeCompare(b.userId));
  if (!lastAssignedUserId) return sorted;
  const next = sorted.findIndex((candidate) => candidate.userId.localeCompare(lastAssignedUserId) > 0);
  return next < 0 ? sorted : [...sorted.slice(next), ...sorted.slice(0, next)];
}

/**
 * Who gets the next conversation among candidates that already have room: 'round-robin' the
 * next in turn; 'least-busy' the one holding the fewest, ties going to the next in turn, so an
 * evenly loaded team still rotates. Null when nobody has room.
 */
export function pickAttendant(mode: Exclude<AssignmentMode, 'off'>, candidates: Candidate[], capacity: number, lastAssignedUserId: string | null): string | null {
  const withRoom = inTurn(candidates, lastAssignedUserId).filter((candidate) => candidate.open < capacity);
  if (withRoom.length === 0) return null;
  if (mode === 'round-robin') return withRoom[0].userId;
  return withRoom.reduce((best, candidate) => (candidate.open < best.open ? candidate : best)).userId;
}
