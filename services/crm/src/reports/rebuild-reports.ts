import { sql } from 'drizzle-orm';
import type { CrmTx } from '../db/database';
import { reportConversations, reportRatings } from '../db/schema';
import type { RebuildOptions } from '../home/rebuild-home';
import { replayStream } from '../projections/replay-stream';
import { applyReportEvent, REPORT_EVENT_TYPES } from './reports-projection';

/**
 * Empties the reports projection and replays the stream into it (run by rebuild-home.cli.ts with
 * the dashboard's). The live consumer may keep running: every write is keyed and keeps the newest
 * fact, so an event applied by both ends in the same row.
 */
export async function rebuildReportsProjection({ db, ...replay }: RebuildOptions) {
  await db.execute(sql`truncate ${reportConversations}, ${reportRatings}`);
  return replayStream(replay, { name: 'crm-reports', types: REPORT_EVENT_TYPES, apply: (event) => db.transaction((tx) => applyReportEvent(tx as CrmTx, event)) });
}
