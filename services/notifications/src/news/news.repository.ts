import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { NEWS_EXCLUDED_UNREAD_TITLES, type NewsItem } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { newsItems, newsReads } from '../db/schema';
import type { NewsFile } from './news-files';

/**
 * Publishes the authored items: new files are inserted, changed ones updated in place (same
 * id, so who read them stays), unchanged ones left alone. Running it again changes nothing.
 */
export async function publishNews(db: Executor, files: NewsFile[]): Promise<{ published: number }> {
  if (files.length === 0) return { published: 0 };
  const rows = await db
    .insert(newsItems)
    .values(files.map((file) => ({ key: file.key, title: file.title, date: file.date, descriptionHtml: file.descriptionHtml })))
    .onConflictDoUpdate({
      target: newsItems.key,
      set: { title: sql`excluded.title`, date: sql`excluded.date`, descriptionHtml: sql`excluded.description_html`, publishedAt: sql`now()` },
      setWhere: sql`(${newsItems.title}, ${newsItems.date}, ${newsItems.descriptionHtml}) is distinct from (excluded.title, excluded.date, excluded.description_html)`,
    })
    .returning({ id: newsItems.id });
  return { published: rows.length };
}

const toItem = (row: typeof newsItems.$inferSelect): NewsItem => ({
  id: row.id,
  title: row.title,
  date: row.date.toISOString(),
  descriptionHtml: row.descriptionHtml,
});

/** Spec 1 §3: titles are de-duplicated case-insensitively (the newest stays). */
function distinctTitles(items: NewsItem[]): NewsItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const title = item.title.trim().toLocaleLowerCase('pt-BR');
    if (seen.has(title)) return false;
    seen.add(title);
    return true;
  });
}

export async function listNews(db: Executor): Promise<NewsItem[]> {
  const rows = await db.select().from(newsItems).orderBy(desc(newsItems.date), desc(newsItems.id));
  return distinctTitles(rows.map(toItem));
}

export async function listUnreadNews(db: Executor, userId: string): Promise<NewsItem[]> {
  const rows = await db
    .select()
    .from(newsItems)
    .where(notExists(db.select({ one: sql`1` }).from(newsReads).where(and(eq(newsReads.newsId, newsItems.id), eq(newsReads.userId, userId)))))
    .orderBy(desc(newsItems.date), desc(newsItems.id));
  const excluded = new Set(NEWS_EXCLUDED_UNREAD_TITLES);
  return distinctTitles(rows.map(toItem)).filter((item) => !excluded.has(item.title.trim().toLocaleLowerCase('pt-BR')));
}

/** Marks existing items read for the user; unknown ids and items read before change nothing. */
export async function markNewsRead(db: Executor, userId: string, newsIds: string[]): Promise<number> {
  const existing = await db.select({ id: newsItems.id }).from(newsItems).where(inArray(newsItems.id, newsIds));
  if (existing.length === 0) return 0;
  const rows = await db
    .insert(newsReads)
    .values(existing.map((item) => ({ userId, newsId: item.id })))
    .onConflictDoNothing()
    .returning({ newsId: newsReads.newsId });
  return rows.length;
}
