import { sql } from 'drizzle-orm';
import type { EventBus } from '@balcao/service-kit';
import type { CrmDatabase, CrmTx } from '../db/database';
import { homeAnswerDays, homeAnswers, homeCaseLookups, homeConversationDays, homeConversations, homeLeads, homeMessageDays, homeMessages } from '../db/schema';
import { applyHomeEvent, HOME_EVENT_TYPES } from './home-projection';

export interface RebuildOptions {
  bus: EventBus;
  db: CrmDatabase;
  /** The replay is over once no event came for this long. */
  idleMs?: number;
  /** Gives up (and rejects) after this long. */
  timeoutMs?: number;
}

/**
 * Empties the home projection and replays the whole stream into it through a fresh durable
 * consumer (it starts at the stream's first event). The live consumer may keep running: every
 * write is keyed, so events applied by both count once.
 */
export async function rebuildHomeProjection({ bus, db, idleMs = 3000, timeoutMs = 30 * 60_000 }: RebuildOptions) {
  await db.execute(sql`truncate ${homeConversations}, ${homeConversationDays}, ${homeMessages}, ${homeMessageDays}, ${homeAnswers}, ${homeAnswerDays}, ${homeLeads}, ${homeCaseLookups}`);
  let applied = 0;
  let lastActivity = Date.now();
  let failure: unknown = null;
  const subscription = await bus.subscribe({
    durable: `crm-home-rebuild-${Date.now().toString(36)}`,
    types: HOME_EVENT_TYPES,
    handler: async (event) => {
      lastActivity = Date.now();
      try {
        await db.transaction((tx) => applyHomeEvent(tx as CrmTx, event));
        applied += 1;
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        lastActivity = Date.now();
      }
    },
  });
  const startedAt = Date.now();
  try {
    while (Date.now() - lastActivity < idleMs) {
      if (Date.now() - startedAt > timeoutMs) throw new Error(`home projection rebuild did not finish in ${timeoutMs} ms`, { cause: failure });
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, idleMs)));
    }
  } finally {
    await subscription.stop();
  }
  return { applied };
}
