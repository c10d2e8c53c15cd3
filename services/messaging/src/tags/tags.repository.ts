import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { ListTagsQuery, Tag } from '@balcao/contracts';
import { commonErrors, preparedQuery, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { tags, type TagRow } from '../db/schema';
import { containsPattern, toIso } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';

export const toTag = (row: TagRow): Tag => ({
  id: row.id,
  inboxId: row.inboxId,
  name: row.name,
  color: row.color,
  modules: row.modules,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

/** The tag if the caller belongs to its workspace, else 404. */
export async function findVisibleTag(db: Executor, principal: Principal, id: string, lock = false): Promise<TagRow> {
  const query = db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), visibleTo(principal, tags)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

/** The tags of a workspace by name, built once per filter shape (module, search) and run prepared. */
const tagsOfWorkspace = preparedQuery(
  (db: Executor, filters: { module?: boolean; search?: boolean }) =>
    db
      .select()
      .from(tags)
      .where(
        and(
          eq(tags.officeId, sql.placeholder('officeId')),
          eq(tags.inboxId, sql.placeholder('inboxId')),
          filters.module ? sql`${sql.placeholder('module')} = any(${tags.modules})` : undefined,
          filters.search ? ilike(tags.name, sql.placeholder('search')) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id)),
  { planEachTime: (filters) => filters.search === true },
);

/** The workspace's tags by name; with `module`, only those shown there. */
export async function listTags(db: Executor, principal: Principal, query: ListTagsQuery): Promise<Tag[]> {
  await assertMember(db, principal, query.inboxId);
  const search = query.search ? containsPattern(query.search) : undefined;
  const rows = await tagsOfWorkspace(db, { officeId: principal.officeId, inboxId: query.inboxId, module: query.module, search }, { module: !!query.module, search: !!search });
  return rows.map(toTag);
}
