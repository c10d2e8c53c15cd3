import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gte, like, sql } from 'drizzle-orm';
import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { executePrepared, openServiceDatabase, preparedQuery, preparedSql, runPrepared, runTransaction, type Statement } from './database';
import { createTestInfra, type TestInfra } from './testing';

/** A drizzle-kit migrations folder with one migration creating `<schema>.thing`. */
function migrationsFor(root: string, schemaName: string) {
  const folder = path.join(root, schemaName);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  writeFileSync(path.join(folder, '0000_init.sql'), `CREATE SCHEMA "${schemaName}";\n--> statement-breakpoint\nCREATE TABLE "${schemaName}"."thing" ("id" integer PRIMARY KEY);\n`);
  const journal = { version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_init', breakpoints: true }] };
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

describe('service databases opened together on a fresh PostgreSQL database', () => {
  let infra: TestInfra;
  let root: string;

  beforeAll(async () => {
    infra = await createTestInfra();
    root = mkdtempSync(path.join(tmpdir(), 'balcao-migrations-'));
  });

  afterAll(async () => {
    await infra.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  it('migrates every service and every replica once, though all start at the same moment', async () => {
    const services = ['svc_a', 'svc_b', 'svc_c', 'svc_d'];
    // Two replicas of each service, all starting at once (the bench and `npm start` start services together).
    const opened = await Promise.all(
      [...services, ...services].map((schemaName) =>
        openServiceDatabase(infra.database, { schemaName, migrationsFolder: migrationsFor(root, schemaName), tables: {} }),
      ),
    );
    const countOf = async (query: string) => ((await opened[0]!.execute(sql.raw(query))) as unknown as { rows: { count: number }[] }).rows[0]!.count;
    for (const schemaName of services) {
      expect(await countOf(`select count(*)::int as count from drizzle."${schemaName}_migrations"`)).toBe(1);
      expect(await countOf(`select count(*)::int as count from "${schemaName}".thing`)).toBe(0);
    }
  });
});

describe('runTransaction (BEGIN with the first statement, the last ones with COMMIT)', () => {
  let infra: TestInfra;
  let db: Awaited<ReturnType<typeof openServiceDatabase>>;
  const rowsOf = async () =>
    ((await db.execute(sql.raw('select id, note from kit_tx.notes order by id'))) as unknown as { rows: { id: number; note: string }[] }).rows;
  const insertNote = (id: number, note: string): Statement => ({ text: 'insert into kit_tx.notes (id, note) values ($1, $2)', values: [id, note] });

  beforeAll(async () => {
    infra = await createTestInfra();
    const root = mkdtempSync(path.join(tmpdir(), 'balcao-migrations-'));
    const folder = path.join(root, 'kit_tx');
    mkdirSync(path.join(folder, 'meta'), { recursive: true });
    writeFileSync(path.join(folder, '0000_init.sql'), 'CREATE SCHEMA "kit_tx";\n--> statement-breakpoint\nCREATE TABLE "kit_tx"."notes" ("id" integer PRIMARY KEY, "note" text NOT NULL);\n');
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_init', breakpoints: true }] }));
    db = await openServiceDatabase(infra.database, { schemaName: 'kit_tx', migrationsFolder: folder, tables: {} });
  });
  afterAll(async () => infra.cleanup());

  it('commits the work and the last statements together, and answers what the work answered', async () => {
    const answer = await runTransaction(
      db,
      async (tx) => {
        await runPrepared(tx, 'insert into kit_tx.notes (id, note) values ($1, $2)', [1, 'primeira']);
        return 'feito';
      },
      () => [insertNote(2, 'segunda'), insertNote(3, 'terceira')],
    );
    expect(answer).toBe('feito');
    expect(await rowsOf()).toEqual([
      { id: 1, note: 'primeira' },
      { id: 2, note: 'segunda' },
      { id: 3, note: 'terceira' },
    ]);
  });

  it('writes nothing when a last statement fails, nor when the work fails', async () => {
    const before = await rowsOf();
    await expect(
      runTransaction(
        db,
        (tx) => runPrepared(tx, 'insert into kit_tx.notes (id, note) values ($1, $2)', [10, 'não fica']),
        () => [insertNote(1, 'id repetido')],
      ),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      runTransaction(db, async (tx) => {
        await runPrepared(tx, 'insert into kit_tx.notes (id, note) values ($1, $2)', [11, 'não fica']);
        throw new Error('a regra recusou');
      }),
    ).rejects.toThrow('a regra recusou');
    expect(await rowsOf()).toEqual(before);
    // The connections went back to the pool usable: another transaction runs.
    await runTransaction(db, (tx) => runPrepared(tx, 'insert into kit_tx.notes (id, note) values ($1, $2)', [12, 'depois']));
    expect((await rowsOf()).map((row) => row.id)).toEqual([1, 2, 3, 12]);
  });

  it('runs a Drizzle query as a statement named after its text: rows as Drizzle maps them, one name for any values', async () => {
    const notes = pgSchema('kit_tx').table('notes', { id: integer('id').primaryKey(), note: text('note').notNull() });
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const names: unknown[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((config: { name?: string }, ...rest: unknown[]) => (names.push(config.name), query(config, ...rest))) as never;
    try {
      const noteOf = (id: number) => executePrepared(db.select({ id: notes.id, text: notes.note }).from(notes).where(eq(notes.id, id)));
      expect(await noteOf(1)).toEqual([{ id: 1, text: 'primeira' }]);
      expect(await noteOf(12)).toEqual([{ id: 12, text: 'depois' }]);
      expect(await noteOf(404)).toEqual([]);
      expect(names).toHaveLength(3);
      expect(names[0]).toMatch(/^balcao_/);
      expect(new Set(names).size).toBe(1);
      await executePrepared(db.select({ id: notes.id }).from(notes).where(eq(notes.note, 'primeira')));
      expect(names[3]).not.toBe(names[0]);
    } finally {
      pool.query = query as never;
    }
  });

  it('builds a read once per shape of filters and runs it prepared with each call’s values (a shape planned each time goes unnamed)', async () => {
    const notes = pgSchema('kit_tx').table('notes', { id: integer('id').primaryKey(), note: text('note').notNull() });
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const sent: { name?: string; values?: unknown[] }[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((config: { name?: string }, values: unknown[], ...rest: unknown[]) => (sent.push({ name: config.name, values }), query(config, values, ...rest))) as never;
    const built: string[] = [];
    const notesFrom = preparedQuery(
      (handle: typeof db, filters: { search?: boolean }) => {
        built.push(filters.search ? 'search' : 'all');
        return handle
          .select({ id: notes.id, text: notes.note })
          .from(notes)
          .where(and(gte(notes.id, sql.placeholder('from')), filters.search ? like(notes.note, sql.placeholder('pattern')) : undefined))
          .orderBy(notes.id)
          .limit(sql.placeholder('limit'));
      },
      { planEachTime: (filters) => filters.search === true },
    );
    try {
      expect(await notesFrom(db, { from: 2, limit: 2 })).toEqual([
        { id: 2, text: 'segunda' },
        { id: 3, text: 'terceira' },
      ]);
      expect(await notesFrom(db, { from: 12, limit: 5 })).toEqual([{ id: 12, text: 'depois' }]);
      expect(await notesFrom(db, { from: 0, limit: 5, pattern: '%gunda' }, { search: true })).toEqual([{ id: 2, text: 'segunda' }]);
      expect(await notesFrom(db, { from: 3, limit: 5, pattern: '%gunda' }, { search: true })).toEqual([]);
      expect(await notesFrom(db, { from: 3, limit: 1 }, { search: false })).toEqual([{ id: 3, text: 'terceira' }]);
      expect(built).toEqual(['all', 'search']);
      expect(sent.map((each) => each.values)).toEqual([
        [2, 2],
        [12, 5],
        [0, '%gunda', 5],
        [3, '%gunda', 5],
        [3, 1],
      ]);
      const [all, , search] = sent.map((each) => each.name);
      expect(all).toMatch(/^balcao_/);
      expect(sent.map((each) => each.name)).toEqual([all, all, search, search, all]);
      expect(search).toBeUndefined();
      // Inside a transaction, on its connection: it sees the transaction's own writes.
      await runTransaction(db, async (tx) => {
        await runPrepared(tx, 'insert into kit_tx.notes (id, note) values ($1, $2)', [13, 'na transação']);
        expect(await notesFrom(tx as never, { from: 13, limit: 5 })).toEqual([{ id: 13, text: 'na transação' }]);
        throw new Error('desfeita');
      }).catch((error: Error) => expect(error.message).toBe('desfeita'));
      expect(await notesFrom(db, { from: 13, limit: 5 })).toEqual([]);
    } finally {
      pool.query = query as never;
    }
  });

  it('maps rows as Drizzle does: nested objects, decoded columns and SQL, a missing left-joined row as null', async () => {
    const notes = pgSchema('kit_tx').table('notes', { id: integer('id').primaryKey(), note: text('note').notNull() });
    const marks = pgSchema('kit_tx').table('marks', { id: integer('id').primaryKey(), noteId: integer('note_id').notNull(), label: text('label'), at: timestamp('at', { withTimezone: true }).notNull() });
    await db.execute(sql.raw('create table kit_tx.marks (id integer primary key, note_id integer not null, label text, at timestamptz not null)'));
    await db.insert(marks).values([
      { id: 1, noteId: 2, label: 'lida', at: new Date('2026-01-02T03:04:05.678Z') },
      { id: 2, noteId: 3, label: null, at: new Date('2026-02-03T04:05:06.789Z') },
    ]);
    const select = (handle: typeof db) =>
      handle
        .select({
          note: notes,
          mark: marks,
          shout: sql<string>`upper(${notes.note})`,
          nested: { total: sql<number>`count(*) over ()`.mapWith(Number), label: marks.label },
        })
        .from(notes)
        .leftJoin(marks, eq(marks.noteId, notes.id))
        .where(gte(notes.id, sql.placeholder('from')))
        .orderBy(notes.id);
    const prepared = preparedQuery(select);
    const asDrizzleMaps = await select(db).execute({ from: 1 });
    expect(asDrizzleMaps.map((row) => row.mark?.id ?? null)).toEqual([null, 1, 2, null]);
    expect(asDrizzleMaps[1]!.mark!.at).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(await prepared(db, { from: 1 })).toEqual(asDrizzleMaps);
  });

  it('writes raw SQL once per shape of filters and runs it prepared with each call’s values', async () => {
    let written = 0;
    const countFrom = preparedSql<{ count: number }, { from: number; pattern?: string }, { search?: boolean }>((filters) => {
      written += 1;
      return sql`select count(*)::int as count from kit_tx.notes where id >= ${sql.placeholder('from')}${filters.search ? sql` and note like ${sql.placeholder('pattern')}` : sql``}`;
    });
    expect((await countFrom(db, { from: 2 })).rows).toEqual([{ count: 3 }]);
    expect((await countFrom(db, { from: 3 })).rows).toEqual([{ count: 2 }]);
    expect((await countFrom(db, { from: 0, pattern: '%eira' }, { search: true })).rows).toEqual([{ count: 2 }]);
    expect(written).toBe(2);
  });

  it("sends a transaction's statements sent together in one write to the server, each answered with its own rows", async () => {
    const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
    const socket = (client as unknown as { connection: { stream: { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void } } }).connection.stream;
    let writes = 0;
    const [write, writev] = [socket._write, socket._writev];
    socket._write = (...args) => ((writes += 1), write.apply(socket, args));
    socket._writev = (...args) => ((writes += 1), writev.apply(socket, args));
    try {
      const answers = await Promise.all([
        client.query('begin'),
        client.query('select $1::int as n', [1]),
        client.query({ name: 'kit_tx_note', text: 'select note from kit_tx.notes where id = $1', values: [2] }),
        client.query('select $1::text as word', ['três']),
        client.query('commit'),
      ]);
      expect(writes).toBe(1);
      expect(answers.map((answer) => answer.rows[0] ?? answer.command)).toEqual(['BEGIN', { n: 1 }, { note: 'segunda' }, { word: 'três' }, 'COMMIT']);
      // Statements sent one after another, each after the answer to the one before, go out each at once.
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
      expect(writes).toBe(3);
    } finally {
      socket._write = write;
      socket._writev = writev;
      client.release();
    }
  });

  it('takes a lock sent with runPrepared before the statements sent after it, which see what the holder committed', async () => {
    const notes = pgSchema('kit_tx').table('notes', { id: integer('id').primaryKey(), note: text('note').notNull() });
    const lock = (tx: Pick<typeof db, 'execute'>) => runPrepared(tx, 'select pg_advisory_xact_lock($1)', [4242]);
    let release: (() => void) | undefined;
    const holder = runTransaction(db, async (tx) => {
      await lock(tx);
      await runPrepared(tx, 'insert into kit_tx.notes (id, note) values ($1, $2)', [50, 'de quem tinha a trava']);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await vi.waitFor(() => expect(release).toBeDefined());
    // Sent together: the lock first, then a read. Drizzle's `tx.execute(sql)` would have gone
    // out a microtask later than the read (it is lazy), and the read would have found nothing.
    const reader = runTransaction(db, async (tx) => (await Promise.all([lock(tx), tx.select().from(notes).where(eq(notes.id, 50)).execute()]))[1]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release!();
    await holder;
    expect(await reader).toEqual([{ id: 50, note: 'de quem tinha a trava' }]);
  });
});
