import { sql } from 'drizzle-orm';
import type { CrmDatabase, CrmTx } from '../db/database';
import { homeAnswerDays, homeAnswers, homeCaseLookups, homeConversationDays, homeConversations, homeLeads, homeMessageDays, homeMessages } from '../db/schema';
import { replayStream, type ReplayOptions } from '../projections/replay-stream';
import { applyHomeEvent, HOME_EVENT_TYPES } from './home-projection';

export interface RebuildOptions extends ReplayOptions {
  db: CrmDatabase;
}

/**
 * Empties the home projection and replays the whole stream into it. The live consumer may keep
 * running: every write is keyed, so events applied by both count once.
 */
export async function rebuildHomeProjection({ db, ...replay }: RebuildOptions) {
  await db.execute(sql`truncate ${homeConversations}, ${homeConversationDays}, ${homeMessages}, ${homeMessageDays}, ${homeAnswers}, ${homeAnswerDays}, ${homeLeads}, ${homeCaseLookups}`);
  return replayStream(replay, { name: 'crm-home', types: HOME_EVENT_TYPES, apply: (event) => db.transaction((tx) => applyHomeEvent(tx as CrmTx, event)) });
}
