import type { DatabaseConnection } from '@balcao/service-kit';
import { openNotificationsDatabase } from '../db/database';
import { readNewsFiles } from './news-files';
import { publishNews } from './news.repository';

/** What every start does with news/: a deploy step (or a test) may run it for another folder. */
export async function publishNewsFolder(connection: DatabaseConnection, dir?: string) {
  return publishNews(await openNotificationsDatabase(connection), await readNewsFiles(dir));
}
