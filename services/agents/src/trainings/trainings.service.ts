import { eq } from 'drizzle-orm';
import type { Training } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { findVisibleAgent } from '../agents/agents.repository';
import { runCommand, type DataAccess } from '../db/database';
import { trainings } from '../db/schema';
import { definedOnly } from '../shared/http';
import { findVisibleTraining, toTraining } from './trainings.repository';

export async function createTraining(data: DataAccess, principal: Principal, agentId: string, body: { question: string; answer: string; isActive: boolean }): Promise<Training> {
  return runCommand(data, async (tx) => {
    const agent = await findVisibleAgent(tx, principal, agentId);
    const [row] = await tx.insert(trainings).values({ ...body, agentId, officeId: agent.officeId }).returning();
    return toTraining(row);
  });
}

/** The switch changes isActive alone; an edit changes question and answer and keeps isActive (spec 3 §4). */
export async function updateTraining(
  data: DataAccess,
  principal: Principal,
  agentId: string,
  trainingId: string,
  body: { question?: string; answer?: string; isActive?: boolean },
): Promise<Training> {
  return runCommand(data, async (tx) => {
    await findVisibleTraining(tx, principal, agentId, trainingId);
    const [row] = await tx
      .update(trainings)
      .set({ ...definedOnly(body), updatedAt: new Date() })
      .where(eq(trainings.id, trainingId))
      .returning();
    return toTraining(row);
  });
}

export async function deleteTraining(data: DataAccess, principal: Principal, agentId: string, trainingId: string): Promise<void> {
  await runCommand(data, async (tx) => {
    await findVisibleTraining(tx, principal, agentId, trainingId);
    await tx.delete(trainings).where(eq(trainings.id, trainingId));
  });
}
