// Lists at tenant scale (issue 20 part 3): one workspace with 200,000 conversations, 2,000,000
// messages and 100,000 contacts; the conversation list (each status tab, search by name, phone
// and message text, tag filter, unread only), a conversation's messages page and the contacts
// list and search, each read by 8 connections. The messaging service (with auth) runs in a child
// process (this file with BENCH_LISTS_SERVER=1) on a fresh database of this machine's PostgreSQL,
// NATS and Redis; the data is seeded by SQL (not measured). For each read the bench also prints
// EXPLAIN (ANALYZE, BUFFERS) of the slowest statement the service ran for it, how many statements
// a request runs, its response's size, and the CPU a request costs in the service process and in
// the PostgreSQL backends of the bench's database.
// BENCH_CPU_PROF=<dir>: a CPU profile of the service process in <dir>, written when it stops.
// BENCH_LISTS_ONLY=<regular expression>: only the reads whose name matches (the seed stays whole).
import { AsyncLocalStorage } from 'node:async_hooks';
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { authService } from '@balcao/auth-service';
import { messagingService } from '@balcao/messaging-service';
import { closeInfra, createInfra, createServiceApp, parseConfig, ZBaseConfig } from '@balcao/service-kit';
import { createTestInfra } from '@balcao/service-kit/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import { request } from 'undici';
import { cpuMsByPid, serviceEnv } from './bench-kit';

const CONVERSATIONS = 200_000;
const PEOPLE = 100_000;
const MESSAGES_PER_CONVERSATION = 10;
const CONNECTIONS = 8;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 20;

interface Statement {
  text: string;
  values?: unknown[];
}

/** The service as a cluster runs it, recording the statements of one request when asked to. */
async function serve() {
  // The statements of one request only: the relay's and consumers' polls run in other async contexts.
  const recording = new AsyncLocalStorage<Statement[]>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const statements = recording.getStore();
    if (statements) {
      const text = typeof config === 'string' ? config : config.text;
      const params = typeof config === 'string' ? values : (config.values ?? values);
      statements.push({ text, values: Array.isArray(params) ? params : undefined });
    }
    return query.apply(this, args);
  } as never;

  const config = parseConfig(ZBaseConfig, { ...process.env, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '16' });
  const infra = await createInfra(config);
  const app = await createServiceApp({ name: 'bench-lists', infra });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as { port: number }).port });

  process.on('message', async (message: { record?: string; token?: string } | string) => {
    if (typeof message === 'object' && message.record) {
      const statements: Statement[] = [];
      await recording.run(statements, () => app.inject({ method: 'GET', url: message.record!, headers: { authorization: `Bearer ${message.token}` } }));
      process.send?.({ statements });
    }
    if (message === 'stop') {
      await app.close();
      await closeInfra(infra);
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
}

const WORDS = [
  'olá', 'bom', 'dia', 'boa', 'tarde', 'noite', 'obrigado', 'obrigada', 'por', 'favor', 'preciso', 'saber', 'sobre', 'meu', 'minha',
  'processo', 'audiência', 'advogado', 'advogada', 'doutor', 'doutora', 'documento', 'documentos', 'contrato', 'assinatura', 'prazo',
  'pagamento', 'boleto', 'parcela', 'honorários', 'consulta', 'agendar', 'horário', 'amanhã', 'hoje', 'semana', 'segunda', 'sexta',
  'enviar', 'enviei', 'recebi', 'comprovante', 'petição', 'juiz', 'sentença', 'recurso', 'aposentadoria', 'inss', 'benefício',
  'trabalhista', 'rescisão', 'férias', 'pensão', 'divórcio', 'guarda', 'inventário', 'herança', 'certidão', 'identidade', 'cpf',
  'endereço', 'telefone', 'reunião', 'escritório', 'atendimento', 'urgente', 'dúvida', 'retorno', 'andamento', 'audiência',
];
const FIRST_NAMES = [
  'Ana', 'Maria', 'João', 'José', 'Pedro', 'Paulo', 'Lucas', 'Mateus', 'Gabriel', 'Rafael', 'Juliana', 'Fernanda', 'Patrícia', 'Aline',
  'Camila', 'Bruna', 'Larissa', 'Beatriz', 'Carlos', 'Marcos', 'Antônio', 'Francisco', 'Luiz', 'Ricardo', 'Rodrigo', 'Eduardo', 'Felipe',
  'Gustavo', 'Thiago', 'Bruno', 'Daniel', 'Marcelo', 'Sandra', 'Cristina', 'Adriana', 'Simone', 'Vanessa', 'Renata', 'Luciana', 'Tatiane',
  'Márcia', 'Cláudia', 'Raimunda', 'Sebastião', 'Joaquim', 'Helena', 'Alice', 'Laura', 'Valentina', 'Heitor', 'Miguel', 'Arthur',
  'Davi', 'Bernardo', 'Samuel', 'Enzo', 'Lorena', 'Isabela', 'Manuela', 'Sofia',
];
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins',
  'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira',
  'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto',
  'Moura', 'Cavalcanti', 'Monteiro', 'Barros', 'Campos', 'Correia', 'Azevedo', 'Batista', 'Castro', 'Reis', 'Fonseca', 'Pires',
  'Miranda', 'Tavares', 'Moraes', 'Melo', 'Cunha', 'Xavier', 'Borges', 'Farias', 'Medeiros', 'Sales', 'Brito',
];
const STATUSES = ['ROBOT_INTERACTIVE', 'HUMAN_INTERACTIVE', 'WAITING_HUMAN', 'INACTIVE'] as const;

interface Workspace {
  officeId: string;
  inboxId: string;
  integrationId: string;
  userId: string;
}

/**
 * Bulk load as one would restore a dump: the indexes the migrations made are dropped before the
 * rows go in and made again from their own definitions afterwards (one sorted build each).
 */
async function withIndexesRebuilt(db: pg.Client, tables: string[], load: () => Promise<void>) {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'messaging' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [tables],
  );
  for (const index of rows) await db.query(`drop index messaging."${index.name}"`);
  await load();
  for (const index of rows) await db.query(index.definition);
  return rows.length;
}

async function seed(databaseUrl: string, workspace: Workspace) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  await db.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'`);
  // uuid v7 of a time (the service's ids sort by creation; message pages use them as cursor).
  await db.query(`create function pg_temp.uuid7(at timestamptz) returns uuid language sql volatile as $$
    select (lpad(to_hex((extract(epoch from at) * 1000)::bigint), 12, '0') || '7' || substr(md5(random()::text), 1, 3)
            || '8' || substr(md5(random()::text), 1, 15))::uuid $$`);
  // A fixed valid uuid (v4 layout) per seeded row, so rows can refer to each other by number.
  await db.query(`create function pg_temp.seed_uuid(key text) returns uuid language sql immutable as $$
    select overlay(overlay(md5(key) placing '4' from 13) placing '8' from 17)::uuid $$`);
  const { officeId, inboxId, integrationId, userId } = workspace;
  const word = `(array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + floor(random() * ${WORDS.length})::int]`;
  const first = `(array[${FIRST_NAMES.map((w) => `'${w}'`).join(',')}])`;
  const last = `(array[${LAST_NAMES.map((w) => `'${w}'`).join(',')}])`;
  const rebuilt = await withIndexesRebuilt(db, ['people', 'person_tags', 'conversations', 'conversation_tags', 'messages'], async () => {
    await db.query(
      `insert into messaging.tags (id, office_id, inbox_id, name, color, modules)
       select pg_temp.seed_uuid('tag' || t), $1, $2, 'Etiqueta ' || t, '#1677ff', array['conversas', 'pessoas'] from generate_series(0, 9) t`,
      [officeId, inboxId],
    );
    // One name in ten is unknown (null) until someone names the contact.
    await db.query(
      `insert into messaging.people (id, office_id, inbox_id, name, phone_number, email, created_at, updated_at, last_message_sent_at)
       select pg_temp.seed_uuid('person' || n), $1, $2,
              case when n % 10 <> 0 then ${first}[1 + n % ${FIRST_NAMES.length}] || ' ' || ${last}[1 + (n / 7) % ${LAST_NAMES.length}] || ' ' || ${last}[1 + (n / 13) % ${LAST_NAMES.length}] end,
              '55' || (11 + n % 80) || (900000000 + n), case when n % 3 = 0 then 'cliente' || n || '@exemplo.com.br' end,
              created, created, created + interval '1 day'
       from (select n, now() - random() * interval '730 days' as created from generate_series(1, $3) n) s`,
      [officeId, inboxId, PEOPLE],
    );
    await db.query(
      `insert into messaging.person_tags (person_id, tag_id) select pg_temp.seed_uuid('person' || n), pg_temp.seed_uuid('tag' || n % 10) from generate_series(1, $1) n where n % 5 = 0`,
      [PEOPLE],
    );
    // Each contact has an old finished conversation and an open one: half the rows are INACTIVE,
    // the open ones split 20% robot, 60% human, 20% waiting; one open in ten is unread.
    await db.query(
      `insert into messaging.conversations (id, office_id, inbox_id, person_id, integration_id, status, priority, is_fixed, unread_count, user_id,
         last_message_at, last_message_content, last_message_direction, last_message_type, activity_at, created_at, updated_at)
       select pg_temp.seed_uuid('conversation' || n), $1, $2, pg_temp.seed_uuid('person' || (1 + (n - 1) % $6)), $3, status,
              (array['LOW','MEDIUM','HIGH'])[1 + n % 3], n % 10000 = 0, case when n > $6 and n % 10 = 1 then 1 + n % 4 else 0 end,
              case when status = 'HUMAN_INTERACTIVE' then $4::uuid end,
              activity, ${word} || ' ' || ${word} || ' ' || ${word}, case when n % 2 = 0 then 'INBOUND' else 'OUTBOUND' end, 'text',
              activity, activity - random() * interval '30 days', activity
       from (select n, case when n <= $6 then 'INACTIVE' when n % 5 = 0 then 'ROBOT_INTERACTIVE' when n % 5 = 1 then 'WAITING_HUMAN' else 'HUMAN_INTERACTIVE' end as status,
                    case when n <= $6 then now() - interval '90 days' - random() * interval '640 days' else now() - random() * interval '90 days' end as activity
             from generate_series(1, $5) n) s`,
      [officeId, inboxId, integrationId, userId, CONVERSATIONS, PEOPLE],
    );
    await db.query(
      `insert into messaging.conversation_tags (conversation_id, tag_id) select pg_temp.seed_uuid('conversation' || n), pg_temp.seed_uuid('tag' || n % 10) from generate_series(1, $1) n where n % 3 = 0`,
      [CONVERSATIONS],
    );
    // Client and office take turns; about one message in a hundred cites a case number.
    await db.query(
      `insert into messaging.messages (id, office_id, inbox_id, conversation_id, integration_id, direction, type, content, status, message_at, user_id, sender_name, created_at)
       select pg_temp.uuid7(at), c.office_id, c.inbox_id, c.id, c.integration_id, case when k % 2 = 0 then 'INBOUND' else 'OUTBOUND' end, 'text',
              ${word} || ' ' || ${word} || ' ' || ${word} || ' ' || ${word} || ' ' || ${word}
                || case when random() < 0.01 then ' processo ' || lpad((random() * 9999999)::int::text, 7, '0') || '-' || lpad((random() * 99)::int::text, 2, '0') || '.2024.8.26.0100' else '' end,
              case when k % 2 = 0 then 'READ' else 'DELIVERED' end, at, case when k % 2 = 1 then c.user_id end, case when k % 2 = 0 then 'Cliente' end, at
       from (select c.*, k, c.created_at + (c.activity_at - c.created_at) * k / ($2 - 1) as at
             from messaging.conversations c cross join generate_series(0, $2 - 1) k where c.inbox_id = $1) c`,
      [inboxId, MESSAGES_PER_CONVERSATION],
    );
  });
  // As autovacuum would have by then: statistics and the visibility map for index-only scans.
  await db.query('vacuum analyze messaging.people, messaging.person_tags, messaging.conversations, messaging.conversation_tags, messaging.messages, messaging.tags');
  const counts = await db.query<{ people: number; conversations: number; messages: number }>(
    `select (select count(*)::int from messaging.people where inbox_id = $1) as people,
            (select count(*)::int from messaging.conversations where inbox_id = $1) as conversations,
            (select count(*)::int from messaging.messages where inbox_id = $1) as messages`,
    [inboxId],
  );
  const caseNumber = await db.query<{ content: string }>(`select content from messaging.messages where inbox_id = $1 and content like '%processo 0%' limit 1`, [inboxId]);
  const samples = await db.query<{ id: string }>(`select id from messaging.conversations where inbox_id = $1 and status <> 'INACTIVE' order by activity_at desc limit 1000`, [inboxId]);
  await db.end();
  return {
    seconds: Math.round((Date.now() - started) / 1000),
    rebuilt,
    ...counts.rows[0]!,
    caseNumber: caseNumber.rows[0]!.content.match(/processo (\d{7})/)![1]!,
    conversationIds: samples.rows.map((row) => row.id),
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes, one a line, indented by depth: type, index, table, rows × loops. */
function planOutline(node: PlanNode, depth = 0): string[] {
  const what = [
    node['Subplan Name'] ? `${node['Subplan Name']}:` : '',
    node['Node Type'],
    node['Index Name'] ? `using ${node['Index Name']}` : '',
    node['Relation Name'] ? `on ${node['Relation Name']}` : '',
    `(rows ${node['Actual Rows']} × ${node['Actual Loops']})`,
  ].filter(Boolean);
  return [`${'  '.repeat(depth)}${what.join(' ')}`, ...(node.Plans ?? []).flatMap((child) => planOutline(child, depth + 1))];
}

/** EXPLAIN (ANALYZE, BUFFERS) of every SELECT a read ran; the slowest is the read's main statement. */
async function explainRead(db: pg.Client, statements: Statement[]) {
  const plans = [];
  for (const statement of statements.filter((each) => /^\s*(select|with)\b/i.test(each.text))) {
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number }; 'Execution Time': number; 'Planning Time': number }] }>(
      `explain (analyze, buffers, format json) ${statement.text}`,
      statement.values,
    );
    plans.push(rows[0]!['QUERY PLAN'][0]);
  }
  plans.sort((a, b) => b['Execution Time'] - a['Execution Time']);
  return { main: plans[0]!, others: plans.slice(1) };
}

async function measure() {
  const infra = await createTestInfra({ LOG_LEVEL: 'silent' });
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: 'inherit',
    env: serviceEnv(infra, { BENCH_LISTS_SERVER: '1' }),
  });
  const explainDb = new pg.Client({ connectionString: infra.databaseUrl });
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as never));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    async function call<T>(method: 'GET' | 'POST', url: string, body?: object, token?: string) {
      const response = await request(`${base}${url}`, {
        method,
        body: body ? JSON.stringify(body) : undefined,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return { status: response.statusCode, json: (await response.body.json()) as T };
    }
    const signUp = await call<{ id: string; userToken: string; userId: string; inboxId: string }>('POST', '/api/auth/sign-up', {
      name: 'Escritório Grande',
      email: 'lists@bench.dev',
      phoneNumber: '11987654321',
      password: 'benchmark1',
    });
    if (signUp.status >= 300) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.json)}`);
    const { userToken: token, inboxId } = signUp.json;
    // The membership projection is fed by auth's events: wait until messaging sees the new user.
    let integrationId: string | null = null;
    for (let attempt = 0; attempt < 100 && !integrationId; attempt += 1) {
      const created = await call<{ id: string }>('POST', '/api/integration/create', { name: 'WhatsApp do escritório', inboxId, channel: 'LITE_WHATSAPP' }, token);
      if (created.status < 300) integrationId = created.json.id;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!integrationId) throw new Error('device could not be created');
    const seeded = await seed(infra.databaseUrl, { officeId: signUp.json.id, inboxId, integrationId, userId: signUp.json.userId });
    console.log(
      `seeded ${seeded.conversations.toLocaleString('en')} conversations, ${seeded.messages.toLocaleString('en')} messages, ${seeded.people.toLocaleString('en')} contacts in ${seeded.seconds} s (${seeded.rebuilt} indexes rebuilt after the load)`,
    );

    const list = `/api/conversation?inboxId=${inboxId}&limit=100`;
    const tag = await tagIdOf(infra.databaseUrl, inboxId);
    const reads: Array<{ name: string; path: string; rotate?: string[] }> = [
      { name: 'list: all', path: list },
      ...STATUSES.map((status) => ({ name: `list: ${status}`, path: `${list}&status=${status}` })),
      { name: 'list: search name', path: `${list}&content=${encodeURIComponent('Cristina Dias')}` },
      { name: 'list: search phone', path: `${list}&content=${encodeURIComponent('(21) 90001')}` },
      { name: 'list: search rare text', path: `${list}&content=${seeded.caseNumber}` },
      { name: 'list: search common text', path: `${list}&content=${encodeURIComponent('aposentadoria')}` },
      { name: 'list: tag', path: `${list}&tags=${tag}` },
      { name: 'list: unread only', path: `${list}&showOnlyUnread=true` },
      { name: 'list: unread, waiting', path: `${list}&showOnlyUnread=true&status=WAITING_HUMAN` },
      { name: 'list: page 20 of all', path: `${list}&page=20` },
      { name: 'messages page', path: '/api/conversation/:id?limit=50', rotate: seeded.conversationIds },
      { name: 'contacts: first page', path: `/api/people?inboxId=${inboxId}&page=1&limit=10` },
      { name: 'contacts: search name', path: `/api/people?inboxId=${inboxId}&page=1&limit=10&name=${encodeURIComponent('Cristina')}` },
      { name: 'contacts: search phone', path: `/api/people?inboxId=${inboxId}&page=1&limit=10&name=${encodeURIComponent('900012')}` },
    ];
    const only = process.env.BENCH_LISTS_ONLY ? new RegExp(process.env.BENCH_LISTS_ONLY) : null;
    const headers = { authorization: `Bearer ${token}` };
    // The PostgreSQL backends of this database (the service's pool), for the CPU they use.
    const backendPids = async () =>
      (await explainDb.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((row) => row.pid);
    const cpuBetween = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, ms]) => sum + (before.has(pid) ? ms - before.get(pid)! : 0), 0);
    await explainDb.connect();
    const rows: Record<string, Record<string, number | string>> = {};
    const plans: string[] = [];
    const loadBefore = loadavg()[0]!;
    let failed = false;
    for (const read of reads.filter((each) => !only || only.test(each.name))) {
      const pathOf = (index: number) => (read.rotate ? read.path.replace(':id', read.rotate[index % read.rotate.length]!) : read.path);
      let next = 0;
      const options = {
        url: base,
        connections: CONNECTIONS,
        headers,
        requests: [{ method: 'GET' as const, setupRequest: (req: autocannon.Request) => ({ ...req, path: pathOf(next++) }) }],
      };
      const sample = await call<{ data?: unknown[]; messages?: unknown[]; totalItems?: number; totalIsCapped?: true }>('GET', pathOf(0), undefined, token);
      if (sample.status !== 200) throw new Error(`${read.name}: ${sample.status} ${JSON.stringify(sample.json)}`);
      await autocannon({ ...options, duration: 2 });
      const backends = await backendPids();
      const [serviceBefore, postgresBefore] = [cpuMsByPid([child.pid!]), cpuMsByPid(backends)];
      const result = await autocannon({ ...options, duration: DURATION_SECONDS });
      const [serviceAfter, postgresAfter] = [cpuMsByPid([child.pid!]), cpuMsByPid(backends)];
      const perRequest = (ms: number) => Math.round((ms / Math.max(result.requests.total, 1)) * 100) / 100;
      if (result.errors > 0 || result.non2xx > 0) failed = true;
      rows[read.name] = {
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        rows: (sample.json.data ?? sample.json.messages ?? []).length,
        // A capped count (the conversation list stops counting) shows as a lower bound.
        total: sample.json.totalItems === undefined ? '' : `${sample.json.totalItems}${sample.json.totalIsCapped ? '+' : ''}`,
        errors: result.errors + result.non2xx,
        KB: Math.round(JSON.stringify(sample.json).length / 100) / 10,
        'svc cpu ms': perRequest(cpuBetween(serviceBefore, serviceAfter)),
        'pg cpu ms': perRequest(cpuBetween(postgresBefore, postgresAfter)),
      };
      const statements = await new Promise<Statement[]>((resolve) => {
        const onMessage = (message: unknown) => {
          const recorded = (message as { statements?: Statement[] }).statements;
          if (!recorded) return;
          child.off('message', onMessage);
          resolve(recorded);
        };
        child.on('message', onMessage);
        child.send({ record: pathOf(1), token });
      });
      const { main, others } = await explainRead(explainDb, statements);
      const otherMs = others.reduce((sum, plan) => sum + plan['Execution Time'], 0);
      rows[read.name]!['main stmt ms'] = Math.round(main['Execution Time'] * 100) / 100;
      rows[read.name]!.stmts = statements.length;
      plans.push(
        `\n${read.name}: main statement ${main['Execution Time'].toFixed(2)} ms (planning ${main['Planning Time'].toFixed(2)} ms), buffers hit ${main.Plan['Shared Hit Blocks']} read ${main.Plan['Shared Read Blocks']}; ${others.length} other statements ${otherMs.toFixed(2)} ms`,
        ...planOutline(main.Plan).map((line) => `  ${line}`),
      );
    }
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));

    console.log(`\nLists at scale: one workspace with ${seeded.conversations.toLocaleString('en')} conversations, ${seeded.messages.toLocaleString('en')} messages, ${seeded.people.toLocaleString('en')} contacts`);
    console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, this machine's PostgreSQL; conversation lists ask for 100 as the screen does`);
    console.log(`machine load average (1 min) ${loadBefore.toFixed(1)} before the reads, ${loadavg()[0]!.toFixed(1)} after, on ${availableParallelism()} cores\n`);
    console.table(rows);
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of each read\'s slowest statement (plan nodes: type, index, table, actual rows × loops):');
    console.log(plans.join('\n'));
    const missed = Object.entries(rows).filter(([, row]) => Number(row['p99 ms']) > TARGET_P99_MS);
    console.log(`\nreads over p99 ${TARGET_P99_MS} ms: ${missed.length === 0 ? 'none' : missed.map(([name, row]) => `${name} (${row['p99 ms']} ms)`).join(', ')}`);
    if (failed) {
      console.error('A read answered errors during the run: the figures are not valid.');
      process.exitCode = 1;
    }
  } finally {
    if (child.exitCode === null) child.kill();
    await explainDb.end().catch(() => undefined);
    // BENCH_LISTS_KEEP=1 leaves the seeded database for a look with psql.
    if (process.env.BENCH_LISTS_KEEP) console.log(`database kept: ${infra.databaseUrl}`);
    else await infra.cleanup();
  }
}

async function tagIdOf(databaseUrl: string, inboxId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(`select id from messaging.tags where inbox_id = $1 and name = 'Etiqueta 5'`, [inboxId]);
  await db.end();
  return rows[0]!.id;
}

if (process.env.BENCH_LISTS_SERVER) await serve();
else {
  await measure();
  if (process.env.BENCH_LISTS_KEEP) process.exit();
}
