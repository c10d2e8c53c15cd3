import { and, count, desc, eq, sql } from 'drizzle-orm';
import { PEOPLE_REPORT_MAX_ROWS } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { people } from '../db/schema';

/**
 * Each batch's rows are laid out in one synchronous stretch (pdfkit): 200 rows take ~20 ms, so the
 * other requests of the process are not held up while a report is built.
 */
const BATCH_SIZE = 200;

export interface ReportScope {
  officeId: string;
  inboxId: string;
}

const reportFields = {
  id: people.id,
  name: people.name,
  phoneNumber: people.phoneNumber,
  document: people.document,
  allowedSearch: people.allowedSearch,
  lastMessageSentAt: people.lastMessageSentAt,
  // As text: a Date keeps milliseconds only, and the next batch must start exactly after this row.
  createdAt: sql<string>`${people.createdAt}::text`,
};

export type ReportPerson = Omit<typeof people.$inferSelect, 'officeId' | 'inboxId' | 'email' | 'isBlocked' | 'imageUrl' | 'createdAt' | 'updatedAt'> & {
  createdAt: string;
};

const inScope = (scope: ReportScope) => and(eq(people.officeId, scope.officeId), eq(people.inboxId, scope.inboxId));

/** How many customers the report will hold (at most 9,999). */
export async function countReportPeople(db: Executor, scope: ReportScope): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(people).where(inScope(scope));
  return Math.min(total, PEOPLE_REPORT_MAX_ROWS);
}

/**
 * The workspace's customers in the people list's order (newest first), a batch at a time:
 * each batch is its own short query continuing after the last row (keyset), so a slow download
 * holds no connection and no more than one batch is in memory.
 */
export async function* reportPeopleBatches(db: Executor, scope: ReportScope, batchSize = BATCH_SIZE): AsyncGenerator<ReportPerson[]> {
  let remaining = PEOPLE_REPORT_MAX_ROWS;
  let after: { createdAt: string; id: string } | null = null;
  while (remaining > 0) {
    const batch: ReportPerson[] = await db
      .select(reportFields)
      .from(people)
      .where(and(inScope(scope), after ? sql`(${people.createdAt}, ${people.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined))
      .orderBy(desc(people.createdAt), desc(people.id))
      .limit(Math.min(batchSize, remaining));
    if (batch.length === 0) return;
    yield batch;
    remaining -= batch.length;
    const last = batch[batch.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
