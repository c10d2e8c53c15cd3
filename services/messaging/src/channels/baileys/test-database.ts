import { createPool, endPool } from '@balcao/service-kit';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '@balcao/service-kit';
import { createTestInfra, type TestInfra } from '@balcao/service-kit/testing';

/** The DDL of baileys.tables.ts (the service's migrations create it in production). */
const AUTH_STATE_DDL = `
  create schema if not exists messaging;
  create table messaging.baileys_auth_state (
    integration_id uuid not null,
    key text not null,
    value jsonb not null,
    updated_at timestamptz not null default now(),
    constraint baileys_auth_state_pk primary key (integration_id, key)
  );
  create index baileys_auth_state_creds_idx on messaging.baileys_auth_state (integration_id) where "key" = 'creds';
`;

/** A fresh real PostgreSQL database (and Redis prefix) holding only the Baileys auth-state table. */
export async function createAuthStateTestDatabase(): Promise<{ infra: TestInfra; db: Database<any>; pool: pg.Pool; cleanup(): Promise<void> }> {
  const infra = await createTestInfra();
  const pool = createPool(infra.database, { name: 'test', max: 5 });
  await pool.query(AUTH_STATE_DDL);
  const db = drizzle({ client: pool }) as unknown as Database<any>;
  return {
    infra,
    db,
    pool,
    cleanup: async () => {
      await endPool(infra.database, pool);
      await infra.cleanup();
    },
  };
}
