// Home dashboard reads (issue 19 'Speed'): a workspace with 200,000 conversations and 2,000,000
// messages, as the crm projection holds them after their events, read by 8 connections; the
// conversation list of the same server in the same run as the reference. The server runs in a
// child process (this file, with BENCH_DASHBOARD_SERVER=1) on a fresh database of this machine's
// PostgreSQL; the projection is written in bulk (seeding, not measured).
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from '@balcao/standalone/config';
import { DEMO, seedDemo } from '@balcao/standalone/seed';
import { buildStandaloneServer } from '@balcao/standalone/server';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200_000);
const MESSAGES_PER_CONVERSATION = 10;
const CONNECTIONS = 8;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 50;

async function seedProjection(databaseUrl: string, officeId: string, inboxId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  await db.query(
    `insert into crm.home_conversations (id, office_id, inbox_id, person_id, person_name, phone_number, user_name, status, awaiting_reply, last_activity_at, created_at, version_at)
     select gen_random_uuid(), $1, $2, gen_random_uuid(), 'Cliente ' || n, '5511' || (900000000 + n), case when n % 3 = 0 then 'Bruno Atendente' end,
            (array['ROBOT_INTERACTIVE','WAITING_HUMAN','HUMAN_INTERACTIVE','INACTIVE'])[1 + n % 4], n % 2 = 0,
            created + interval '30 minutes', created, now()
     from (select n, now() - random() * interval '365 days' as created from generate_series(1, $3) n) s`,
    [officeId, inboxId, CONVERSATIONS],
  );
  // Client and office take turns every 3 minutes: 10 messages and 5 answers per conversation.
  await db.query(
    `insert into crm.home_messages (id, office_id, inbox_id, conversation_id, inbound, is_reply, at)
     select gen_random_uuid(), c.office_id, c.inbox_id, c.id, k % 2 = 0, k % 2 = 1, c.created_at + k * interval '3 minutes'
     from crm.home_conversations c cross join generate_series(0, $2 - 1) k where c.inbox_id = $1`,
    [inboxId, MESSAGES_PER_CONVERSATION],
  );
  await db.query(
    `insert into crm.home_message_days (inbox_id, day, office_id, messages)
     select inbox_id, (at at time zone 'America/Sao_Paulo')::date, office_id, count(*) from crm.home_messages where inbox_id = $1 group by 1, 2, 3`,
    [inboxId],
  );
  await db.query(
    `insert into crm.home_conversation_days (inbox_id, day, office_id, started)
     select inbox_id, (created_at at time zone 'America/Sao_Paulo')::date, office_id, count(*) from crm.home_conversations where inbox_id = $1 group by 1, 2, 3`,
    [inboxId],
  );
  await db.query(
    `insert into crm.home_answers (conversation_id, asked_at, answered_at, office_id, inbox_id, seconds)
     select conversation_id, at, at + interval '3 minutes', office_id, inbox_id, 180 from crm.home_messages where inbox_id = $1 and inbound`,
    [inboxId],
  );
  await db.query(
    `insert into crm.home_answer_days (inbox_id, day, office_id, answers, seconds, conversations)
     select inbox_id, (answered_at at time zone 'America/Sao_Paulo')::date, office_id, count(*), sum(seconds), count(distinct conversation_id)
     from crm.home_answers where inbox_id = $1 group by 1, 2, 3`,
    [inboxId],
  );
  await db.query(
    `insert into crm.home_leads (id, office_id, inbox_id, created_at, area, version_at)
     select gen_random_uuid(), $1, $2, now() - random() * interval '365 days',
            (array['Trabalhista','Previdenciário','Família','Cível','Consumidor',null])[1 + n % 6], now()
     from generate_series(1, $3 / 10) n`,
    [officeId, inboxId, CONVERSATIONS],
  );
  await db.query(
    `insert into crm.home_case_lookups (id, office_id, inbox_id, person_name, phone_number, case_number, status, source, searched_at)
     select gen_random_uuid(), $1, $2, 'Cliente ' || n, '5511' || (900000000 + n), lpad(n::text, 7, '0') || '-56.2024.8.26.0100', 'found', 'flow',
            now() - random() * interval '365 days'
     from generate_series(1, $3 / 40) n`,
    [officeId, inboxId, CONVERSATIONS],
  );
  // As autovacuum would have by then: statistics and the visibility map for index-only scans.
  await db.query('vacuum analyze crm.home_conversations, crm.home_conversation_days, crm.home_messages, crm.home_message_days, crm.home_answers, crm.home_answer_days, crm.home_leads, crm.home_case_lookups');
  const { rows } = await db.query<{ messages: string }>('select count(*) as messages from crm.home_messages where inbox_id = $1', [inboxId]);
  await db.end();
  return { seconds: Math.round((Date.now() - started) / 1000), messages: Number(rows[0]!.messages) };
}

async function serve() {
  const databaseUrl = process.env.BENCH_DATABASE_URL!;
  const config = parseConfig(ZStandaloneConfig, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '20' });
  const { app, close } = await buildStandaloneServer({ ...config, NATS_URL: undefined, REDIS_URL: undefined }, { serveUi: false });
  await seedDemo(app);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO.owner.email, password: DEMO.owner.password } });
  const { token, user } = login.json() as { token: string; user: { officeId: string; inboxes: { id: string }[] } };
  const inboxId = user.inboxes[0]!.id;
  const seeded = await seedProjection(databaseUrl, user.officeId, inboxId);
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as { port: number }).port, token, inboxId, seeded });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await close();
      process.exit(0);
    }
  });
}

async function measure() {
  const machineUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `balcao_bench_dashboard_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: machineUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const databaseUrl = new URL(machineUrl);
  databaseUrl.pathname = `/${databaseName}`;
  try {
    const child = fork(import.meta.filename, [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, BENCH_DASHBOARD_SERVER: '1', BENCH_DATABASE_URL: databaseUrl.toString() },
    });
    const ready = await new Promise<{ port: number; token: string; inboxId: string; seeded: { seconds: number; messages: number } }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as never));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const headers = { authorization: `Bearer ${ready.token}` };
    const today = new Date().toISOString().slice(0, 10);
    const last30 = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const range = `inboxId=${ready.inboxId}&startDate=${last30}&endDate=${today}`;
    const reads = [
      ...['cards-info', 'crms', 'answer-time', 'new-leads', 'attendance-status', 'legal-areas', 'recent-consultations'].map((route) => `/api/homepage/${route}?${range}`),
      `/api/homepage/recent-contacts?inboxId=${ready.inboxId}`,
      `/api/homepage/answer-time?inboxId=${ready.inboxId}&startDate=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}&endDate=${today}`,
      `/api/conversation?inboxId=${ready.inboxId}&limit=50`,
    ];
    const rows: Record<string, Record<string, number>> = {};
    let failed = false;
    for (const read of reads) {
      const url = `http://127.0.0.1:${ready.port}${read}`;
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
      if (result.errors > 0 || result.non2xx > 0) failed = true;
      const name = read.includes('startDate') && !read.includes(last30) ? `${read.split('?')[0]} (1 year)` : read.split('?')[0]!;
      rows[name] = { 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx };
    }
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));

    console.log(`\nHome dashboard reads: ${CONVERSATIONS.toLocaleString('en')} conversations, ${ready.seeded.messages.toLocaleString('en')} messages in one workspace (projection seeded in ${ready.seeded.seconds} s)`);
    console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, last 30 days unless told, this machine's PostgreSQL, same run as the conversation list\n`);
    console.table(rows);
    const dashboard = Object.entries(rows).filter(([name]) => name.startsWith('/api/homepage'));
    const worst = Math.max(...dashboard.map(([, row]) => row['p99 ms']!));
    console.log(`worst dashboard p99: ${worst} ms (target ≤ ${TARGET_P99_MS} ms); conversation list p99: ${rows['/api/conversation']!['p99 ms']} ms`);
    if (failed) {
      console.error('A read answered errors during the run: the figures are not valid.');
      process.exitCode = 1;
    }
  } finally {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}

if (process.env.BENCH_DASHBOARD_SERVER) await serve();
else await measure();
