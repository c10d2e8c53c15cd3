// Child process of the crm-board bench: the product's server (every service, as `npm start`
// mounts them) on a fresh database of this machine's PostgreSQL, with one funnel of 8 columns
// holding 10,000 leads, a quarter of them tagged 'VIP'. The funnel, columns and tag are made
// through the API; the 10,000 contacts and leads are written in bulk (seeding, not measured).
// It answers with the board's path and the statement the board runs for it, for the raw figure.
import { ZBoardQuery } from '@balcao/contracts';
import { boardStatement } from '@balcao/crm-service/board';
import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from '@balcao/standalone/config';
import { DEMO, seedDemo } from '@balcao/standalone/seed';
import { buildStandaloneServer } from '@balcao/standalone/server';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { answerBenchParent } from './bench-child';

const LEADS = 10_000;
const COLUMNS = 8;
const databaseUrl = process.env.BENCH_DATABASE_URL!;
const config = parseConfig(ZStandaloneConfig, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '20' });
const { app, close } = await buildStandaloneServer({ ...config, NATS_URL: undefined, REDIS_URL: undefined }, { serveUi: false });
await seedDemo(app);

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, token?: string): Promise<T> {
  const response = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const { token, user } = await call<{ token: string; user: { officeId: string; inboxes: { id: string }[] } }>('POST', '/api/auth/login', { email: DEMO.owner.email, password: DEMO.owner.password });
const inboxId = user.inboxes[0]!.id;
const funnel = await call<{ id: string }>('POST', '/api/funnel', { name: 'Carteira trabalhista', inboxId }, token);
const columnIds: string[] = [];
for (let index = 0; index < COLUMNS; index += 1) columnIds.push((await call<{ id: string }>('POST', '/api/funnel-column', { funnelId: funnel.id, name: `Etapa ${index + 1}` }, token)).id);
const tag = await call<{ id: string }>('POST', '/api/tag', { name: 'VIP', inboxId, modules: ['crm'] }, token);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
// The tag reaches crm's projection through messaging's event.
for (let tries = 0; (await db.query('select 1 from crm.tags where id = $1', [tag.id])).rowCount === 0; tries += 1) {
  if (tries > 200) throw new Error('the tag never reached crm');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const officeId = (await db.query<{ office_id: string }>('select office_id from crm.funnels where id = $1', [funnel.id])).rows[0]!.office_id;
await db.query(
  `insert into crm.people (id, office_id, inbox_id, name, phone_number, seen_at)
   select gen_random_uuid(), $1, $2, 'Cliente ' || n, '5511' || (900000000 + n), now() from generate_series(1, $3) n`,
  [officeId, inboxId, LEADS],
);
await db.query(
  `insert into crm.leads (id, office_id, inbox_id, funnel_id, column_id, person_id, channel, last_interaction_at, created_at)
   select gen_random_uuid(), $1, $2, $3, ($4::uuid[])[1 + (row_number() over () % $5)], p.id, 'whatsapp',
          now() - random() * interval '90 days', now() - random() * interval '180 days'
   from crm.people p where p.inbox_id = $2`,
  [officeId, inboxId, funnel.id, columnIds, COLUMNS],
);
await db.query(`insert into crm.lead_tags (lead_id, tag_id) select id, $2 from crm.leads where funnel_id = $1 and random() < 0.25`, [funnel.id, tag.id]);
// What autovacuum does within a minute of the bulk insert anyway (visibility map, statistics), done
// now so that it does not happen during one run's measurement and not another's.
for (const table of ['crm.people', 'crm.leads', 'crm.lead_tags']) await db.query(`vacuum analyze ${table}`);
await db.end();

const query = { funnelId: funnel.id, tags: tag.id, sortField: 'lastInteraction', sortOrder: 'desc' } as const;
const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; officeId: string; roleId: string; permissions: string[] };
const principal = { userId: claims.sub, officeId: claims.officeId, roleId: claims.roleId, permissions: claims.permissions, isManager: true };
const { sql: text, params: values } = new PgDialect().sqlToQuery(boardStatement(principal, ZBoardQuery.parse(query)));

await app.listen({ host: '127.0.0.1', port: 0 });
answerBenchParent(
  {
    port: (app.server.address() as { port: number }).port,
    token,
    boardPath: `/api/funnel-column?${new URLSearchParams(query)}`,
    statement: { text, values },
  },
  close,
);
