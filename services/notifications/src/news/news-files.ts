import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

/** Where the news items are authored: one `.html` file each, with a YAML header (title, date). */
export const NEWS_DIR = path.resolve(import.meta.dirname, '../../news');

const ZNewsHeader = z.object({
  title: z.string().trim().min(1, 'o título é obrigatório'),
  date: z.union([z.string(), z.date()]).pipe(z.coerce.date({ error: 'data inválida' })),
});

export interface NewsFile {
  /** The file name without extension: the item's identity across publications. */
  key: string;
  title: string;
  date: Date;
  descriptionHtml: string;
}

const HEADER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseNewsFile(key: string, text: string): NewsFile {
  const match = HEADER.exec(text);
  if (!match) throw new Error(`news/${key}.html: falta o cabeçalho --- title/date ---`);
  const header = ZNewsHeader.safeParse(parse(match[1]));
  if (!header.success) throw new Error(`news/${key}.html: ${header.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const descriptionHtml = match[2].trim();
  if (!descriptionHtml) throw new Error(`news/${key}.html: o corpo HTML está vazio`);
  return { key, title: header.data.title, date: header.data.date, descriptionHtml };
}

/** Every item of the folder; a malformed file stops the start naming it. */
export async function readNewsFiles(dir = NEWS_DIR): Promise<NewsFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.html')).sort();
  return Promise.all(names.map(async (name) => parseNewsFile(name.slice(0, -'.html'.length), await readFile(path.join(dir, name), 'utf8'))));
}
