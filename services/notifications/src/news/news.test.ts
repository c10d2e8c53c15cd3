import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem } from '@balcao/contracts';
import { serviceCaller } from '@balcao/service-kit/testing';
import { openNotificationsDatabase, type NotificationsDatabase } from '../db/database';
import { addMember, createTestInfra, queryRows, startNotificationsTestApp, type NotificationsTestApp, type TestMember } from '../testing/test-app';
import { parseNewsFile, readNewsFiles } from './news-files';
import { publishNews } from './news.repository';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
let db: NotificationsDatabase;
let api: ReturnType<typeof serviceCaller>;
let ana: TestMember;
let bruno: TestMember;
let dir: string;

const item = (title: string, date: string, body = '<p>Texto</p>') => `---\ntitle: ${title}\ndate: ${date}\n---\n${body}\n`;

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  db = await openNotificationsDatabase(infra.database);
  api = serviceCaller(service.app);
  const officeId = randomUUID();
  ana = await addMember(infra, { officeId, inboxIds: [randomUUID()] });
  bruno = await addMember(infra, { officeId, inboxIds: [randomUUID()] });
  dir = await mkdtemp(path.join(tmpdir(), 'news-'));
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('news published from the repository’s files', () => {
  it('publishes every authored item at start', async () => {
    const authored = await readNewsFiles();
    const listed = await api.expectOk<NewsItem[]>({ url: '/api/features/news', as: ana });
    expect(listed.map((news) => news.title).sort()).toEqual(authored.map((file) => file.title).sort());
    expect(listed[0].descriptionHtml).toContain('<p>');
    // Newest first.
    expect([...listed].sort((a, b) => b.date.localeCompare(a.date))).toEqual(listed);
  });

  it('publishes idempotently: a second run changes nothing, an edited file updates the same item', async () => {
    await writeFile(path.join(dir, '2026-01-01-primeira.html'), item('Primeira novidade', '2026-01-01'));
    expect(await publishNews(db, await readNewsFiles(dir))).toEqual({ published: 1 });
    const [before] = await queryRows(infra, "select * from notifications.news_items where key = '2026-01-01-primeira'");
    expect(await publishNews(db, await readNewsFiles(dir))).toEqual({ published: 0 });
    const [again] = await queryRows(infra, "select * from notifications.news_items where key = '2026-01-01-primeira'");
    expect(again).toEqual(before);

    await writeFile(path.join(dir, '2026-01-01-primeira.html'), item('Primeira novidade', '2026-01-01', '<p>Texto revisado</p>'));
    expect(await publishNews(db, await readNewsFiles(dir))).toEqual({ published: 1 });
    const rows = await queryRows(infra, "select id, description_html from notifications.news_items where key = '2026-01-01-primeira'");
    expect(rows).toEqual([{ id: before.id, description_html: '<p>Texto revisado</p>' }]);
  });

  it('stops the start naming a malformed file', () => {
    expect(() => parseNewsFile('sem-cabecalho', '<p>oi</p>')).toThrow(/sem-cabecalho/);
    expect(() => parseNewsFile('sem-titulo', item('', '2026-01-01'))).toThrow(/title/);
    expect(() => parseNewsFile('data-ruim', item('Algo', 'amanhã'))).toThrow(/date/);
  });
});

describe('unread news per user', () => {
  it('lists the user’s unread items and marks them read for that user only', async () => {
    const unread = await api.expectOk<NewsItem[]>({ url: '/api/features/unread', as: ana, headers: { 'x-user-id': ana.id } });
    expect(unread.length).toBeGreaterThan(1);
    const marked = await api.expectOk<{ marked: number }>({ method: 'POST', url: '/api/features/mark-read', as: ana, payload: { featureIds: [unread[0].id], userId: ana.id } });
    expect(marked.marked).toBe(1);
    const again = await api.expectOk<{ marked: number }>({ method: 'POST', url: '/api/features/mark-read', as: ana, payload: { featureIds: [unread[0].id, randomUUID()] } });
    expect(again.marked).toBe(0);
    const after = await api.expectOk<NewsItem[]>({ url: '/api/features/unread', as: ana });
    expect(after.map((news) => news.id)).toEqual(unread.slice(1).map((news) => news.id));
    expect((await api.expectOk<NewsItem[]>({ url: '/api/features/unread', as: bruno })).length).toBe(unread.length);
  });

  it('de-duplicates titles case-insensitively and leaves out the excluded title', async () => {
    await writeFile(path.join(dir, '2026-02-01-repetida.html'), item('Primeira NOVIDADE', '2026-02-01'));
    await writeFile(path.join(dir, '2026-02-02-filtro.html'), item('Filtro de responsável na lista de mensagens', '2026-02-02'));
    await publishNews(db, await readNewsFiles(dir));
    const titles = (await api.expectOk<NewsItem[]>({ url: '/api/features/news', as: bruno })).map((news) => news.title.toLowerCase());
    expect(titles.filter((title) => title === 'primeira novidade')).toHaveLength(1);
    const unread = (await api.expectOk<NewsItem[]>({ url: '/api/features/unread', as: bruno })).map((news) => news.title);
    expect(unread).not.toContain('Filtro de responsável na lista de mensagens');
  });

  it('answers 404 for another user’s reads and 400 for bad input', async () => {
    expect((await api.call({ url: '/api/features/unread', as: ana, headers: { 'x-user-id': bruno.id } })).statusCode).toBe(404);
    expect((await api.call({ method: 'POST', url: '/api/features/mark-read', as: ana, payload: { featureIds: [randomUUID()], userId: bruno.id } })).statusCode).toBe(404);
    const bad = await api.call({ method: 'POST', url: '/api/features/mark-read', as: ana, payload: { featureIds: ['x'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^featureIds/);
    expect((await api.call({ url: '/api/features/news' })).statusCode).toBe(401);
  });
});
