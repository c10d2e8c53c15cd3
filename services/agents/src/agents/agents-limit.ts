import { count, eq } from 'drizzle-orm';
import { assertWithinPlanLimit, planUsageOf } from '@balcao/service-kit';
import type { AgentsTx, Executor } from '../db/database';
import { agents } from '../db/schema';

const SCHEMA = 'agents';

async function agentsOfOffice(db: Executor, officeId: string) {
  const [row] = await db.select({ n: count() }).from(agents).where(eq(agents.officeId, officeId));
  return row?.n ?? 0;
}

/** Refuses (403, PLAN_LIMIT_REACHED) an agent beyond the plan's; call in the transaction that creates it. */
export const assertAgentAvailable = (tx: AgentsTx, officeId: string) =>
  assertWithinPlanLimit(tx, { schemaName: SCHEMA, officeId, key: 'agents', countExisting: () => agentsOfOffice(tx, officeId) });

export const agentsUsage = async (db: Executor, officeId: string) => planUsageOf(db, { schemaName: SCHEMA, officeId, key: 'agents', used: await agentsOfOffice(db, officeId) });
