import { and, count, desc, eq } from 'drizzle-orm';
import type { BlockedMessageList } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { blockedMessages } from '../db/schema';
import { pageCount, toIso } from '../shared/http';
import { findVisiblePerson } from './people.repository';

/** What the contact sent while blocked, newest first; 404 for a contact the caller may not see. */
export async function listBlockedMessages(
  db: Executor,
  principal: Principal,
  personId: string,
  query: { page: number; limit: number },
  fileUrlOf: (key: string) => string,
): Promise<BlockedMessageList> {
  const person = await findVisiblePerson(db, principal, personId);
  const ofPerson = and(eq(blockedMessages.personId, person.id), eq(blockedMessages.officeId, principal.officeId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(blockedMessages)
      .where(ofPerson)
      .orderBy(desc(blockedMessages.messageAt), desc(blockedMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(blockedMessages).where(ofPerson),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      personId: row.personId,
      integrationId: row.integrationId,
      type: row.type,
      content: row.content,
      caption: row.caption,
      fileUrl: row.fileKey ? fileUrlOf(row.fileKey) : null,
      fileName: row.fileName,
      mimeType: row.mimeType,
      messageAt: toIso(row.messageAt),
    })),
    totalItems: total,
    totalResults: total,
    totalPages: pageCount(total, query.limit),
  };
}
