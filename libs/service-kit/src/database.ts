import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/** The database a process talks to: a real PostgreSQL server, or PGlite embedded in the process. */
export type DatabaseConnection =
  | { kind: 'postgres'; url: string; poolSize: number; pools: pg.Pool[] }
  | { kind: 'pglite'; client: PGlite };

export type Database<TSchema extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export async function connectDatabase(options: { url?: string; dataDir: string; poolSize?: number }): Promise<DatabaseConnection> {
  if (options.url) return { kind: 'postgres', url: options.url, poolSize: options.poolSize ?? 10, pools: [] };
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return { kind: 'pglite', client };
}

export async function closeDatabase(connection: DatabaseConnection) {
  if (connection.kind === 'postgres') await Promise.all(connection.pools.map((pool) => pool.end()));
  else await connection.client.close();
}

/**
 * Opens one service's view of the database and applies its migrations (drizzle-kit SQL in
 * `migrationsFolder`, tables in the service's own Postgres schema). Replicas starting together
 * take an advisory lock so only one migrates.
 */
export async function openServiceDatabase<TSchema extends Record<string, unknown>>(
  connection: DatabaseConnection,
  options: { schemaName: string; migrationsFolder: string; tables: TSchema },
): Promise<Database<TSchema>> {
  // The journal lives outside the service's schema so drizzle-kit's own CREATE SCHEMA still runs first.
  const migrationConfig = { migrationsFolder: options.migrationsFolder, migrationsSchema: 'drizzle', migrationsTable: `${options.schemaName}_migrations` };
  if (connection.kind === 'pglite') {
    const db = drizzlePglite({ client: connection.client, schema: options.tables });
    await migratePglite(db, migrationConfig);
    return db as unknown as Database<TSchema>;
  }
  const migrationClient = new pg.Client({ connectionString: connection.url });
  await migrationClient.connect();
  try {
    await migrationClient.query('select pg_advisory_lock(hashtext($1))', [`migrate:${options.schemaName}`]);
    await migratePg(drizzlePg({ client: migrationClient }), migrationConfig);
  } finally {
    await migrationClient.query('select pg_advisory_unlock(hashtext($1))', [`migrate:${options.schemaName}`]).catch(() => undefined);
    await migrationClient.end();
  }
  const pool = new pg.Pool({ connectionString: connection.url, max: connection.poolSize });
  // An idle client dying (server restart, dropped database) must not crash the process; pg reconnects.
  pool.on('error', (error) => console.warn(`[${options.schemaName}] idle database connection lost: ${error.message}`));
  connection.pools.push(pool);
  return drizzlePg({ client: pool, schema: options.tables }) as unknown as Database<TSchema>;
}

export async function pingDatabase(db: Database) {
  await db.execute(sql`select 1`);
}

interface SessionOf {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL plans it once per connection
 * instead of at every call. Worth it only for a complex statement on a hot path (planning the
 * inbound upsert costs as much as running it). Drizzle has no public API for this on raw SQL,
 * so it goes through the session every query of `db` goes through.
 */
export function executePrepared<TRow>(db: Pick<Database, 'execute'>, name: string, query: SQL): Promise<{ rows: TRow[] }> {
  const { dialect, session } = db as unknown as SessionOf;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute() as Promise<{ rows: TRow[] }>;
}
