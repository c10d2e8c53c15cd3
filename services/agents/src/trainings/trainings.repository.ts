import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ListTrainingsQuery, Paged, Training } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { findVisibleAgent } from '../agents/agents.repository';
import type { Executor } from '../db/database';
import { trainings, type TrainingRow } from '../db/schema';
import { containsPattern, toIso } from '../shared/http';

export const toTraining = (row: TrainingRow): Training => ({
  id: row.id,
  agentId: row.agentId,
  question: row.question,
  answer: row.answer,
  isActive: row.isActive,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

/** The training of a visible agent, else 404. */
export async function findVisibleTraining(db: Executor, principal: Principal, agentId: string, trainingId: string): Promise<TrainingRow> {
  await findVisibleAgent(db, principal, agentId);
  const [row] = await db.select().from(trainings).where(and(eq(trainings.id, trainingId), eq(trainings.agentId, agentId)));
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

/** An agent's trainings, newest first, 5 a page by default; search looks in question and answer. */
export async function listTrainings(db: Executor, principal: Principal, agentId: string, query: ListTrainingsQuery): Promise<Paged<Training>> {
  await findVisibleAgent(db, principal, agentId);
  const { page, limit } = query;
  const filters: SQL[] = [eq(trainings.agentId, agentId)];
  if (query.search) filters.push(or(ilike(trainings.question, containsPattern(query.search)), ilike(trainings.answer, containsPattern(query.search)))!);
  if (query.isActive !== undefined) filters.push(eq(trainings.isActive, query.isActive));
  const where = and(...filters);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(trainings).where(where),
    db
      .select()
      .from(trainings)
      .where(where)
      .orderBy(desc(trainings.createdAt), desc(trainings.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return { data: rows.map(toTraining), totalItems: total, totalResults: total, totalPages: Math.ceil(total / limit) };
}
