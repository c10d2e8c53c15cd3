import { createHash } from 'node:crypto';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTable } from 'drizzle-orm/pg-core';
import { Column, fillPlaceholders, getTableColumns, getTableName, is, SQL, sql, Subquery } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/**
 * How long the database may make a request wait, so that no request hangs (each failure
 * answers 503, see errors.ts): a free pool connection, one statement, a transaction left
 * open between statements.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 15_000 };

/** The PostgreSQL a process talks to: the one DATABASE_URL names, or one embedded in the process (`npm start`). */
export interface DatabaseConnection {
  url: string;
  poolSize: number;
  timeouts: DatabaseTimeouts;
  pools: pg.Pool[];
  embedded?: EmbeddedPostgres;
}

export type Database<TSchema extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;
export type Transaction<TSchema extends Record<string, unknown> = Record<string, unknown>> = Parameters<Parameters<Database<TSchema>['transaction']>[0]>[0];

export async function connectDatabase(options: { url?: string; dataDir: string; poolSize?: number; timeouts?: DatabaseTimeouts; log?: (line: string) => void }): Promise<DatabaseConnection> {
  const embedded = options.url ? undefined : await startEmbeddedPostgres(options.dataDir, options.log);
  return { url: options.url ?? embedded!.url, poolSize: options.poolSize ?? 10, timeouts: options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS, pools: [], embedded };
}

export async function closeDatabase(connection: DatabaseConnection) {
  await Promise.all(connection.pools.map((pool) => pool.end()));
  await connection.embedded?.stop();
}

/**
 * A pool of `connection`: every client it hands out has the connection's timeouts, so a
 * statement, a forgotten transaction or a wait for a free client ends with an error instead
 * of holding a request forever.
 */
export function createPool(connection: DatabaseConnection, options: { max?: number; name: string; pipeline?: boolean }) {
  const { timeouts } = connection;
  const pool = new pg.Pool({
    connectionString: connection.url,
    max: options.max ?? connection.poolSize,
    // pg closes a connection idle for 10 s; the next burst then opens new ones, and a new backend
    // plans every statement again with cold catalog caches (5–8 ms a plan under load, measured in
    // the flow bench). A connection stays for 5 minutes of quiet instead.
    idleTimeoutMillis: 5 * 60_000,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // The server's own statement timeout cannot fire when the server is unreachable.
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    ...(options.pipeline ? { pipeline: true } : {}),
  } as pg.PoolConfig);
  // A connection the server ends (restart, idle-in-transaction timeout) fails the statement that
  // uses it, never the process: idle ones report on the pool, checked-out ones on the client.
  pool.on('error', (error) => console.warn(`[${options.name}] idle database connection lost: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`[${options.name}] database connection lost: ${error.message}`));
    coalesceWrites(client);
  });
  connection.pools.push(pool);
  return pool;
}

interface PgConnectionInternals {
  connection: { stream: { cork?: () => void; uncork?: () => void }; _send(buffer: Buffer): boolean };
}

/**
 * pg writes each query to its socket on its own: a transaction's statements sent together
 * (pipelined) cost a write system call each, a quarter of a runtime's busy CPU under load. The
 * socket is corked at the first write of a tick and uncorked once the tick's synchronous work is
 * done (nextTick, before any I/O), so what a tick sends goes out in one write, no later.
 */
function coalesceWrites(client: pg.PoolClient) {
  const { connection } = client as unknown as PgConnectionInternals;
  const { stream } = connection;
  if (!stream.cork || !stream.uncork) return;
  const send = connection._send.bind(connection);
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork!();
  };
  connection._send = (buffer) => {
    if (!corked) {
      corked = true;
      stream.cork!();
      process.nextTick(uncork);
    }
    return send(buffer);
  };
}

/** Ends a pool of `connection` before the connection closes (its owner stops first). */
export async function endPool(connection: DatabaseConnection, pool: pg.Pool) {
  connection.pools = connection.pools.filter((each) => each !== pool);
  await pool.end();
}

/**
 * Opens one service's view of the database and applies its migrations (drizzle-kit SQL in
 * `migrationsFolder`, tables in the service's own Postgres schema). Every service's migrations
 * share one advisory lock: replicas of one service starting together must not both migrate, and
 * different services starting together on a fresh database would race on creating the `drizzle`
 * journal schema they share (CREATE SCHEMA IF NOT EXISTS is not safe under concurrency).
 */
const MIGRATION_LOCK = 'balcao:migrate';

export async function openServiceDatabase<TSchema extends Record<string, unknown>>(
  connection: DatabaseConnection,
  options: { schemaName: string; migrationsFolder: string; tables: TSchema },
): Promise<Database<TSchema>> {
  // The journal lives outside the service's schema so drizzle-kit's own CREATE SCHEMA still runs first.
  const migrationConfig = { migrationsFolder: options.migrationsFolder, migrationsSchema: 'drizzle', migrationsTable: `${options.schemaName}_migrations` };
  const migrationClient = new pg.Client({ connectionString: connection.url });
  await migrationClient.connect();
  try {
    await migrationClient.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: migrationClient }), migrationConfig);
  } finally {
    await migrationClient.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => undefined);
    await migrationClient.end();
  }
  // Pipelined: a query is sent without waiting for the answer to the one before (runTransaction).
  const pool = createPool(connection, { name: options.schemaName, pipeline: true });
  return drizzlePg({ client: pool, schema: options.tables }) as unknown as Database<TSchema>;
}

export async function pingDatabase(db: Database) {
  await db.execute(sql`select 1`);
}

/** The driver behind a Drizzle database or transaction: the pool, or the transaction's client. */
interface SessionOf {
  session: { client: Pick<pg.Pool, 'query'> };
}

/** PostgreSQL's text for timestamps, dates and intervals (and their arrays), as Drizzle's own queries read them. */
const TEXT_TYPE_IDS = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1115, 1182, 1185, 1187, 1231]);
const asText = (value: string) => value;
const driverTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') => (TEXT_TYPE_IDS.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text')),
};

/**
 * Sends a statement straight to the driver of `db` (its transaction's connection inside one),
 * named (prepared) unless `name` is undefined: the same values and rows as Drizzle's execute,
 * without building its prepared-query object, logger and tracing spans for every call (a
 * twentieth of a runtime's CPU). A failure is wrapped as Drizzle wraps it (the driver's error
 * as its cause), so callers tell errors apart as they do for every other query.
 */
function queryDriver<TRow>(db: Pick<Database, 'execute'>, text: string, values: unknown[], name: string | undefined): Promise<{ rows: TRow[] }> {
  const { session } = db as unknown as SessionOf;
  return (session.client.query({ name, text, values, types: driverTypes } as pg.QueryConfig) as unknown as Promise<{ rows: TRow[] }>).catch((error: unknown) => {
    throw new DrizzleQueryError(text, values, error as Error);
  });
}

const statementNames = new Map<string, string>();

/** A statement's name comes from its text: one name per text, as PostgreSQL requires per connection. */
function statementNameOf(text: string) {
  let name = statementNames.get(text);
  if (!name) {
    name = `balcao_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs raw SQL (`$1`… parameters) as a named prepared statement on `db`'s connection (the
 * transaction's, inside one): PostgreSQL parses and plans it once per connection, and no query
 * builder runs. For the hot paths only (a message's writes); everything else stays Drizzle.
 * It goes to the driver behind `db` (queryDriver), as Drizzle's own execute would. Timestamps
 * come back as PostgreSQL's text, int8 as strings, json parsed.
 */
export function runPrepared<TRow>(db: Pick<Database, 'execute'>, text: string, params: unknown[]): Promise<{ rows: TRow[] }> {
  return queryDriver<TRow>(db, text, params, statementNameOf(text));
}

/**
 * Holds a lock on `key` until transaction `tx` ends: transactions taking the same key run one
 * after another. Sent on the spot (runPrepared), so it goes out before the statements called
 * after it; `space` keeps one consumer's keys apart from another's taking the same ids.
 */
export function lockUntilCommit(tx: Pick<Database, 'execute'>, key: string, space = 0) {
  return runPrepared(tx, 'select pg_advisory_xact_lock(hashtextextended($1, $2))', [key, space]);
}

/**
 * Runs a Drizzle query as a named prepared statement, named after its text like `runPrepared`:
 * each connection parses it once and, after PostgreSQL's first five custom plans, runs a generic
 * plan instead of planning it again (planning was most of a lookup by key's time). Only for reads
 * whose best plan does not depend on the values: a search's does (a rare word reads its index,
 * a common one walks the list).
 */
export function executePrepared<TResult>(query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<TResult> } }): Promise<TResult> {
  return query.prepare(statementNameOf(query.toSQL().sql)).execute();
}

/** A Drizzle query whose values are `sql.placeholder(name)`s, ready to be prepared. */
export interface PreparableQuery<TResult> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TResult> };
}

/** Which optional filters a request gives (a search, a module…): each shape is a statement of its own. */
export type QueryFilters = Record<string, boolean | undefined>;

const filtersKey = (filters: QueryFilters | undefined) => {
  if (!filters) return '';
  let key = '';
  for (const name in filters) if (filters[name]) key += `${name},`;
  return key;
};

/**
 * A Drizzle read built once, not on every request: `build` writes it with `sql.placeholder(name)`
 * where the request's values go, and each call runs it with `values` as a named prepared
 * statement. Building a query (drizzle's SQL assembly and its `is()` checks) was a third to a
 * half of a screen read's CPU, more than PostgreSQL's work for it, and PostgreSQL planned every
 * unnamed statement again. Built once per database handle (the pool's, or a transaction's for as
 * long as it lives) and per shape of `filters` (the optional filters a request gives), each its
 * own statement. A shape for which `planEachTime` says so still runs unnamed, planned for its
 * values: a search's best plan depends on the text searched (a rare word reads its index, a
 * common one walks the list). Only values go in placeholders: `build` sees no request.
 */
export function preparedQuery<TDb extends object, TValues extends Record<string, unknown>, TResult, TFilters extends QueryFilters = QueryFilters>(
  build: (db: TDb, filters: TFilters) => PreparableQuery<TResult>,
  options: { planEachTime?: (filters: TFilters) => boolean } = {},
): (db: TDb, values: TValues, filters?: TFilters) => Promise<TResult> {
  const byDb = new WeakMap<object, Map<string, { execute(values?: Record<string, unknown>): Promise<TResult> }>>();
  return (db, values, filters = {} as TFilters) => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = new Map()));
    const key = filtersKey(filters);
    let statement = statements.get(key);
    if (!statement) {
      const query = build(db, filters);
      // Without a name, pg sends it unnamed: parsed and planned with the values each time.
      statement = query.prepare(options.planEachTime?.(filters) ? (undefined as unknown as string) : statementNameOf(query.toSQL().sql));
      mapRowsOnce(statement as DrizzlePreparedInternals);
      statements.set(key, statement);
    }
    return statement.execute(values);
  };
}

/** What a Drizzle select's prepared query keeps to map its rows (drizzle-orm/node-postgres). */
interface DrizzlePreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** The decoder Drizzle's mapResultRow takes for a selected field (a column, SQL, a subquery, an aliased SQL). */
const decoderOf = (field: unknown): Decoder => {
  type WithDecoder = { decoder: Decoder };
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
};

/**
 * Drizzle's mapping of a select's rows (mapResultRow), with its decisions per column taken once
 * per statement instead of on every value of every row (its `is()` checks, a path iterator, the
 * table of each left-joined column): a tenth of a list's CPU. Same objects: nested by the
 * selection's paths, each value decoded by its column, and a left-joined table's object null
 * when its row is missing (its first column null), as Drizzle decides it.
 */
function mapRowsOnce(statement: DrizzlePreparedInternals) {
  const { fields, joinsNotNullableMap } = statement;
  if (!fields || statement.customResultMapper) return;
  const columns = fields.map(({ path, field }, index) => {
    const decoder = decoderOf(field);
    return {
      index,
      parents: path.slice(0, -1),
      key: path[path.length - 1]!,
      decode: decoder.mapFromDriverValue.bind(decoder),
      objectName: path[0]!,
      // Drizzle nullifies only objects of a table's columns, one level down.
      table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName((field as Column).table) : undefined,
    };
  });
  statement.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      const nullify: Record<string, string | false> | undefined = joinsNotNullableMap ? {} : undefined;
      for (const column of columns) {
        let node = result;
        for (const parent of column.parents) {
          if (!(parent in node)) node[parent] = {};
          node = node[parent] as Record<string, unknown>;
        }
        const raw = row[column.index];
        const value = (node[column.key] = raw === null ? null : column.decode(raw));
        if (column.table !== undefined) {
          const seen = nullify![column.objectName];
          if (seen === undefined) nullify![column.objectName] = value === null ? column.table : false;
          else if (typeof seen === 'string' && seen !== column.table) nullify![column.objectName] = false;
        }
      }
      if (nullify) for (const name in nullify) if (typeof nullify[name] === 'string' && !joinsNotNullableMap![nullify[name]]) result[name] = null;
      return result;
    });
}

const pgDialect = new PgDialect();

/**
 * Raw SQL that a query builder cannot write (a CTE, windows over groups), written once per shape
 * of `filters` with `sql.placeholder(name)` for the values, and run like `preparedQuery`: named
 * and prepared, unless `planEachTime` says so for the shape. Rows as `runPrepared` answers them.
 */
export function preparedSql<TRow, TValues extends Record<string, unknown>, TFilters extends QueryFilters = QueryFilters>(
  build: (filters: TFilters) => SQL,
  options: { planEachTime?: (filters: TFilters) => boolean } = {},
): (db: Pick<Database, 'execute'>, values: TValues, filters?: TFilters) => Promise<{ rows: TRow[] }> {
  const statements = new Map<string, { text: string; params: unknown[]; name: string | undefined }>();
  return (db, values, filters = {} as TFilters) => {
    const key = filtersKey(filters);
    let statement = statements.get(key);
    if (!statement) {
      const { sql: text, params } = pgDialect.sqlToQuery(build(filters));
      statement = { text, params, name: options.planEachTime?.(filters) ? undefined : statementNameOf(text) };
      statements.set(key, statement);
    }
    return queryDriver<TRow>(db, statement.text, fillPlaceholders(statement.params, values), statement.name);
  };
}

/**
 * A row that came back as JSON (`to_jsonb(row)`: column names, timestamps as text) in the shape
 * Drizzle gives the table's rows: property names and Dates. For prepared statements (runPrepared)
 * that answer rows of several tables at once.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const { property, name, isDate } of jsonColumnsOf(table)) {
    const value = json[name] ?? null;
    row[property] = value !== null && isDate ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}

const jsonColumns = new WeakMap<PgTable, Array<{ property: string; name: string; isDate: boolean }>>();
function jsonColumnsOf(table: PgTable) {
  let found = jsonColumns.get(table);
  if (!found) {
    found = Object.entries(columnsOf(table)).map(([property, column]) => ({ property, name: column.name, isDate: column.dataType === 'date' }));
    jsonColumns.set(table, found);
  }
  return found;
}

/** A table's columns by property name, looked up once per table. */
const tableColumns = new WeakMap<PgTable, Record<string, Column>>();
function columnsOf(table: PgTable) {
  let columns = tableColumns.get(table);
  if (!columns) tableColumns.set(table, (columns = getTableColumns(table)));
  return columns;
}

/** The types a JSON record is read as, for a column's SQL type (serials are plain integers there). */
const recordTypeOf = (sqlType: string) => ({ bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' })[sqlType] ?? sqlType;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * INSERT of many rows in one statement, the rows travelling as one JSON parameter
 * (`jsonb_to_recordset`) and the statement run prepared: Drizzle's multi-row insert builder
 * costs more CPU than PostgreSQL's work for the same rows. The columns are the rows' keys (the
 * table's property names); a key missing from a row inserts NULL, a column no row has keeps its
 * default. `onConflict` and `returning` are SQL text after the insert (`on conflict do nothing`,
 * `returning seq`), with column names as PostgreSQL spells them.
 */
export function insertJsonRows<TRow extends Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  table: PgTable,
  rows: Record<string, unknown>[],
  options: { onConflict?: string; returning?: string } = {},
): Promise<{ rows: TRow[] }> {
  const { text, values } = jsonRowsInsert(table, rows, options);
  return runPrepared<TRow>(db, text, values);
}

/** A statement and its parameters, run prepared (named from its text). */
export interface Statement {
  text: string;
  values: unknown[];
}

/** The statement insertJsonRows runs, to run later (runTransaction's `beforeCommit`). */
export function jsonRowsInsert(table: PgTable, rows: Record<string, unknown>[], options: { onConflict?: string; returning?: string } = {}): Statement {
  const columns = columnsOf(table);
  const keys = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  // Built once per table, columns and clauses: the hot paths insert the same shapes again and again.
  const shape = `${keys.join(',')}\n${options.onConflict ?? ''}\n${options.returning ?? ''}`;
  let texts = insertTexts.get(table);
  if (!texts) insertTexts.set(table, (texts = new Map()));
  let text = texts.get(shape);
  if (text === undefined) texts.set(shape, (text = insertText(table, columns, keys, options)));
  return { text, values: [JSON.stringify(rows)] };
}

const insertTexts = new WeakMap<PgTable, Map<string, string>>();

function insertText(table: PgTable, columns: Record<string, Column>, keys: string[], options: { onConflict?: string; returning?: string }) {
  const { schema, name } = getTableConfig(table);
  const target = schema ? `${quote(schema)}.${quote(name)}` : quote(name);
  const text = [
    `insert into ${target} (${keys.map((key) => quote(columns[key].name)).join(', ')})`,
    `select ${keys.map((key) => `t.${quote(key)}`).join(', ')}`,
    `from jsonb_to_recordset($1::jsonb) as t(${keys.map((key) => `${quote(key)} ${recordTypeOf(columns[key].getSQLType())}`).join(', ')})`,
    options.onConflict ?? '',
    options.returning ?? '',
  ].join(' ');
  return text;
}

/** The writes each runTransaction's transaction sent and answers for at its COMMIT. */
const writesSentWithCommit = new WeakMap<object, Promise<unknown>[]>();

/**
 * A write already sent on `tx` (a query builder's `.execute()`) whose answer nothing needs
 * before the COMMIT: in a runTransaction it is awaited with the COMMIT, in one flush, so the
 * transaction pays no round trip for it (a failure still rolls everything back); in any other
 * transaction it is awaited here.
 */
export async function sendWithCommit(tx: object, write: Promise<unknown>): Promise<void> {
  const sent = writesSentWithCommit.get(tx);
  if (!sent) {
    await write;
    return;
  }
  write.catch(() => undefined); // its failure fails the COMMIT's Promise.all
  sent.push(write);
}

const callbacksAfterCommit = new WeakMap<object, (() => void)[]>();

/** Runs `callback` once `tx`, a runTransaction's transaction, has committed (never if it rolls back). */
export function afterCommit(tx: object, callback: () => void) {
  const callbacks = callbacksAfterCommit.get(tx);
  if (!callbacks) throw new Error('afterCommit needs a transaction of runTransaction');
  callbacks.push(callback);
}

interface DrizzleInternals {
  $client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { options: ConstructorParameters<typeof NodePgSession>[3] };
  _: { schema: ConstructorParameters<typeof NodePgSession>[2] };
}

/**
 * `db.transaction(work)`, then `beforeCommit`'s statements, then COMMIT, in two round trips
 * fewer on PostgreSQL: BEGIN travels with the first statement of `work`, and the last
 * statements with COMMIT (the pool's connections pipeline queries; the hot path pays four
 * round trips otherwise). A failing statement rolls everything back. Built as Drizzle's own
 * transaction is, whose BEGIN waits for its answer.
 */
export async function runTransaction<TSchema extends Record<string, unknown>, T>(
  db: Database<TSchema>,
  work: (tx: Transaction<TSchema>) => Promise<T>,
  beforeCommit: () => Statement[] = () => [],
): Promise<T> {
  const internals = db as unknown as DrizzleInternals;
  const client = await internals.$client.connect();
  const session = new NodePgSession(client, internals.dialect, internals._.schema, internals.session.options);
  const tx = new NodePgTransaction(internals.dialect, session, internals._.schema) as unknown as Transaction<TSchema>;
  const sentWithCommit: Promise<unknown>[] = [];
  writesSentWithCommit.set(tx, sentWithCommit);
  const committed: (() => void)[] = [];
  callbacksAfterCommit.set(tx, committed);
  const begun = client.query('begin');
  begun.catch(() => undefined); // awaited below; a failure before then shows in work's first statement
  try {
    const result = await work(tx);
    await begun;
    // Queued in this order on the connection: a failing statement turns the COMMIT into a rollback.
    const last = beforeCommit().map((statement) => client.query({ name: statementNameOf(statement.text), text: statement.text, values: statement.values }));
    await Promise.all([...sentWithCommit, ...last, client.query('commit')]);
    client.release();
    for (const callback of committed) callback();
    return result;
  } catch (error) {
    await client.query('rollback').then(
      () => client.release(),
      (rollbackFailed: Error) => client.release(rollbackFailed),
    );
    throw error;
  }
}
