import pg from 'pg';
import type { AgentTurnCount } from './agent-turns';
import type { TakeOvers } from './device-leases';
import type { Fault, FaultKind } from './faults';
import type { Exchange } from './http';
import { FLOW_GREETING, type OfficeRecord } from './traffic';

export interface Tally {
  rows: Array<[string, string | number, string]>;
  failures: string[];
}

const percentile = (values: number[], share: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};

/** Which service an API path reaches (the Ingress table, longest prefix first). */
export type RouteOwner = (path: string) => string | null;

export interface StoredCopies {
  /** Client messages by their id on the phone (the agent office's texts repeat). */
  clientMessages: Map<string, number>;
  /** Attendants' answers by content. */
  answers: Map<string, number>;
}

/**
 * Stored copies of each client message and office answer, from messaging's tables. A FAILED row
 * is an attempt the attendant sees as not sent (a send whose replica died before the channel
 * answered is marked so by messaging's sweep), not a copy.
 */
export async function storedCopies(databaseUrl: string, runId: string): Promise<StoredCopies> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const copies = async (column: 'external_id' | 'content', pattern: string) => {
      const { rows } = await client.query<{ key: string; copies: string }>(
        `select ${column} as key, count(*) as copies from messaging.messages where ${column} like $1 and status <> 'FAILED' group by ${column}`,
        [pattern],
      );
      return new Map(rows.map((row) => [row.key, Number(row.copies)]));
    };
    return { clientMessages: await copies('external_id', `CHAOS${runId.toUpperCase()}%`), answers: await copies('content', `R${runId}-%`) };
  } finally {
    await client.end();
  }
}

/** Durable consumers of the stream still holding events (pending or unacknowledged): a stuck consumer shows here. */
export async function consumersBehind(natsUrl: string, stream: string) {
  const { connect } = await import('nats');
  const nc = await connect({ servers: natsUrl.split(','), timeout: 5_000 });
  try {
    const jsm = await nc.jetstreamManager({ timeout: 5_000 });
    const behind: string[] = [];
    for await (const consumer of jsm.consumers.list(stream)) {
      if (consumer.num_pending + consumer.num_ack_pending > 0) behind.push(`${consumer.name} ${consumer.config.filter_subject ?? ''}: ${consumer.num_pending} pending, ${consumer.num_ack_pending} unacked, ${consumer.num_redelivered} redelivered`);
    }
    return behind;
  } finally {
    await nc.close();
  }
}

/** Waits until the flows or agents service runs the device's flow or agent (they learn devices from messaging's events). */
export async function robotKnowsDevice(databaseUrl: string, integrationId: string, robot: 'flow' | 'agent') {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query = robot === 'flow' ? 'select 1 from flows.devices where id = $1 and flow_id is not null' : 'select 1 from agents.integrations where id = $1 and agent_id is not null';
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const { rows } = await client.query(query, [integrationId]);
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the ${robot === 'flow' ? 'flows' : 'agents'} service did not learn device ${integrationId} in a minute`);
  } finally {
    await client.end();
  }
}

/** Robot turns of the flow devices: each conversation greeted once, stored once and on the phone once. */
export async function robotTurns(databaseUrl: string, integrationIds: string[], phone: Map<string, number>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ conversations: string; greeted: string; doubled: string; stored: string; handed_ungreeted: string }>(
      `select (select count(*) from messaging.conversations where integration_id = any($1)) as conversations,
              (select count(distinct conversation_id) from messaging.messages where integration_id = any($1) and content = $2) as greeted,
              (select count(*) from (select conversation_id from messaging.messages where integration_id = any($1) and content = $2 group by conversation_id having count(*) > 1) d) as doubled,
              (select count(*) from messaging.messages where integration_id = any($1) and content = $2) as stored,
              (select count(*) from messaging.conversations c where integration_id = any($1) and status <> 'ROBOT_INTERACTIVE'
                 and not exists (select 1 from messaging.messages m where m.conversation_id = c.id and m.content = $2)) as handed_ungreeted`,
      [integrationIds, FLOW_GREETING],
    );
    const row = rows[0];
    return { conversations: Number(row.conversations), greeted: Number(row.greeted), doubled: Number(row.doubled), stored: Number(row.stored), ungreetedWithHumans: Number(row.handed_ungreeted), onPhones: phone.get(FLOW_GREETING) ?? 0 };
  } finally {
    await client.end();
  }
}

/** The home dashboard's projection (crm) against a recount of messaging's source tables, per workspace. */
export async function dashboardMismatches(databaseUrl: string, inboxIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems: string[] = [];
    for (const inboxId of inboxIds) {
      const one = async (text: string) => Number((await client.query<{ n: string }>(text, [inboxId])).rows[0]?.n ?? 0);
      const pairs: Array<[string, number, number]> = [
        ['messages', await one('select coalesce(sum(messages),0) as n from crm.home_message_days where inbox_id = $1'), await one('select count(*) as n from messaging.messages where inbox_id = $1')],
        ['conversations', await one('select count(*) as n from crm.home_conversations where inbox_id = $1 and not deleted'), await one('select count(*) as n from messaging.conversations where inbox_id = $1')],
        [
          'conversation statuses',
          await one(
            'select count(*) as n from crm.home_conversations h join messaging.conversations c on c.id = h.id where h.inbox_id = $1 and h.status is not distinct from c.status',
          ),
          await one('select count(*) as n from messaging.conversations where inbox_id = $1'),
        ],
      ];
      for (const [what, projected, recounted] of pairs) if (projected !== recounted) problems.push(`${inboxId.slice(0, 8)} ${what}: dashboard ${projected}, source ${recounted}`);
      if (pairs[0][1] !== pairs[0][2]) {
        const { rows } = await client.query<{ direction: string; type: string; status: string; content: string | null; is_agent: boolean; user_id: string | null }>(
          'select m.direction, m.type, m.status, m.content, m.is_agent, m.user_id from messaging.messages m left join crm.home_messages h on h.id = m.id where m.inbox_id = $1 and h.id is null limit 3',
          [inboxId],
        );
        for (const row of rows) problems.push(`  not on the dashboard: ${row.direction} ${row.type} ${row.status} user ${row.user_id ? 'yes' : 'no'} «${(row.content ?? '').slice(0, 40)}»`);
      }
    }
    return problems;
  } finally {
    await client.end();
  }
}

/** The count at the end (issue 39 point 4): one table, and what fails the run. */
export function tally(input: {
  robot: { conversations: number; greeted: number; doubled: number; stored: number; ungreetedWithHumans: number; onPhones: number };
  /** The agent office's turns and its replies on the phones; null without an agent office. */
  agent: { turns: AgentTurnCount; replies: { stored: number; missing: number; twice: number } } | null;
  /** Devices whose messaging replica was killed, driven again; null: no device lease was ever seen. */
  takeOvers: TakeOvers | null;
  offices: OfficeRecord[];
  stored: StoredCopies;
  phone: Map<string, number>;
  exchanges: Exchange[];
  faults: Fault[];
  owner: RouteOwner;
  dashboard: string[];
  durationMs: number;
}): Tally {
  const { offices, stored, phone, exchanges, faults, owner } = input;
  const rows: Tally['rows'] = [];
  const failures: string[] = [];
  const sent = offices.flatMap((office) => office.sent);
  const answers = offices.flatMap((office) => office.answers);
  const frames = new Map<string, number>();
  for (const office of offices) for (const [content, count] of office.frames) frames.set(content, (frames.get(content) ?? 0) + count);

  const lost = sent.filter((each) => !stored.clientMessages.get(each.externalId)).length;
  const doubled = sent.filter((each) => (stored.clientMessages.get(each.externalId) ?? 0) > 1).length;
  rows.push(['client messages sent (taken by the phone\'s simulator)', sent.length, `${(sent.length / (input.durationMs / 1000)).toFixed(2)}/s`]);
  rows.push(['  stored: lost / doubled', `${lost} / ${doubled}`, 'messaging.messages by the message\'s id on the phone']);
  const unseen = sent.filter((each) => !frames.get(each.externalId)).length;
  const seenTwice = sent.filter((each) => (frames.get(each.externalId) ?? 0) > 1).length;
  rows.push(['  shown on an attendant\'s socket: missing / twice', `${unseen} / ${seenTwice}`, 'live or by resume, after the client\'s cursor de-duplication']);
  // The page shows a conversation's messages by their time (the inbox's insertInOrder), whatever
  // order the frames came in: that order must be each client's sending order. Frames arriving out
  // of order (a redelivered event, a resume) are counted apart, for information.
  const inversions = (externalIds: string[]) => {
    let count = 0;
    const lastOf = new Map<string, number>();
    for (const externalId of externalIds) {
      // CHAOS<run><office>P<phone>N<n> (traffic.ts clientWrites).
      const match = /P(\d+)N(\d+)$/.exec(externalId);
      if (!match) continue;
      const n = Number(match[2]);
      if ((lastOf.get(match[1]) ?? 0) > n) count += 1;
      lastOf.set(match[1], Math.max(lastOf.get(match[1]) ?? 0, n));
    }
    return count;
  };
  let disorder = 0;
  let arrivalDisorder = 0;
  for (const office of offices) {
    for (const frames of office.framesByConversation.values()) {
      arrivalDisorder += inversions(frames.map((frame) => frame.externalId));
      const shown = [...new Map(frames.map((frame) => [frame.id, frame])).values()].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
      disorder += inversions(shown.map((frame) => frame.externalId));
    }
  }
  rows.push(['  shown out of order per conversation', disorder, `${arrivalDisorder} frames arrived out of order (the page sorts them)`]);
  const answersLost = answers.filter((each) => !phone.get(each.text)).length;
  const answersDoubled = answers.filter((each) => (phone.get(each.text) ?? 0) > 1).length;
  const answersStoredTwice = answers.filter((each) => (stored.answers.get(each.text) ?? 0) > 1).length;
  rows.push(['office answers sent (attendants, API)', answers.length, '']);
  rows.push(['  on the client\'s phone: missing / twice', `${answersLost} / ${answersDoubled}`, 'the phone\'s own chat']);
  rows.push(['  stored twice', answersStoredTwice, '']);
  const { robot } = input;
  rows.push(['flow conversations (office 0): robot turns greeted / twice', `${robot.greeted} of ${robot.conversations} / ${robot.doubled}`, `${robot.stored} stored, ${robot.onPhones} on the phones; ${robot.ungreetedWithHumans} ungreeted but with the attendants`]);
  if (robot.greeted !== robot.conversations || robot.doubled > 0 || robot.onPhones !== robot.stored)
    failures.push(`robot turns: ${robot.greeted} of ${robot.conversations} conversations greeted, ${robot.doubled} twice, ${robot.stored} stored and ${robot.onPhones} on the phones`);
  if (input.agent) {
    const { turns, replies } = input.agent;
    const withAgent = turns.unanswered.filter((each) => !each.withPeople);
    rows.push([
      'agent conversations (office 1): turns answered / twice',
      `${turns.answered} / ${turns.twice}`,
      `${turns.clientMessages} client messages held by the agent in ${turns.conversations} conversations, ${turns.handedOver} handed over`,
    ]);
    rows.push([
      '  turns never answered: with the agent / with people',
      `${withAgent.length} / ${turns.unanswered.length - withAgent.length}`,
      turns.unanswered.slice(0, 3).map((each) => `${each.conversationId.slice(0, 8)} ${each.messages} msg${each.withPeople ? ' (people)' : ''}`).join('; '),
    ]);
    rows.push(['  agent replies on the client\'s phone: missing / twice', `${replies.missing} / ${replies.twice}`, `${replies.stored} stored (reply key <request event>:<position>)`]);
    if (turns.twice > 0 || withAgent.length > 0 || replies.missing > 0 || replies.twice > 0)
      failures.push(`agent turns: ${turns.twice} answered twice, ${withAgent.length} never answered while the agent holds them, replies ${replies.missing} missing / ${replies.twice} twice on the phones`);
  }
  const actions = offices.reduce((sum, office) => ({ t: sum.t + office.actions.takeOvers, x: sum.x + office.actions.transfers, f: sum.f + office.actions.finishes, r: sum.r + office.actions.refused }), { t: 0, x: 0, f: 0, r: 0 });
  rows.push(['take-overs / transfers / finishes (refused as 4xx)', `${actions.t} / ${actions.x} / ${actions.f} (${actions.r})`, '']);
  if (lost + doubled + unseen + seenTwice + disorder + answersLost + answersDoubled + answersStoredTwice > 0)
    failures.push(`lost or doubled: stored ${lost}/${doubled}, frames ${unseen}/${seenTwice}, order ${disorder}, answers ${answersLost}/${answersDoubled}/${answersStoredTwice}`);

  const answered = exchanges.filter((each) => each.status !== null);
  const unanswered = exchanges.length - answered.length;
  const fivexx = answered.filter((each) => each.status! >= 500);
  const bad5xx = fivexx.filter((each) => each.status !== 503 || !/[ãçéêíóõú]|indispon|tente/i.test(each.message ?? ''));
  rows.push(['requests through the Ingress', exchanges.length, `${answered.filter((each) => each.status! < 400).length} 2xx/3xx`]);
  rows.push(['  unanswered (connection failed or no answer in 70 s)', unanswered, '']);
  rows.push(['  pt-BR 503 / other 5xx', `${fivexx.length - bad5xx.length} / ${bad5xx.length}`, [...new Set(bad5xx.map((each) => `${each.status} ${each.method} ${each.path.split('?')[0]}`))].slice(0, 4).join('; ')]);
  if (bad5xx.length > 0) failures.push(`${bad5xx.length} answers 5xx other than a pt-BR 503`);
  if (unanswered > 0) failures.push(`${unanswered} requests without an answer`);
  const latencies = answered.map((each) => each.ms);
  rows.push(['  latency p50 / p99 (ms)', `${percentile(latencies, 0.5)} / ${percentile(latencies, 0.99)}`, '']);

  rows.push(['dashboard projection = recount of source tables', input.dashboard.length === 0 ? 'yes' : 'NO', input.dashboard.slice(0, 3).join('; ')]);
  if (input.dashboard.length > 0) failures.push(`dashboard differs: ${input.dashboard.join('; ')}`);

  // From each fault to the first success after it: an answer of the killed service on its routes (the probes ask each service every second), or a client message taken for the shared parts.
  const kinds: FaultKind[] = ['replica-kill', 'sole-replica-kill', 'nats-kill', 'nats-partition', 'postgres-restart', 'redis-restart', 'rolling-restart'];
  const writes = exchanges.filter((each) => each.status !== null && each.status < 300 && each.method === 'POST' && each.path.startsWith('/api/simulator/messages'));
  for (const kind of kinds) {
    const times = faults
      .filter((fault) => fault.kind === kind)
      .map((fault) => {
        const success = fault.service
          ? // The service served again: any answer of its own (not the Ingress's 503), on its routes.
            exchanges.find((each) => each.at >= fault.at && each.status !== null && each.status < 500 && owner(each.path) === fault.service)
          : writes.find((each) => each.at >= fault.at);
        return success ? success.at + success.ms - fault.at : NaN;
      })
      .filter((ms) => !Number.isNaN(ms));
    const count = faults.filter((fault) => fault.kind === kind).length;
    rows.push([`fault ${kind} × ${count}: to first success p50 / p99 (ms)`, count ? `${percentile(times, 0.5)} / ${percentile(times, 0.99)}` : 'not run', `${times.length} measured`]);
  }
  const takeOver = input.takeOvers;
  if (!takeOver) rows.push(["device take-over after its replica's kill", 'no device leases seen', 'no wa-lease:* key in the run\'s Redis']);
  else {
    const { lease, delivery } = takeOver;
    rows.push([
      `device take-over after its replica's kill × ${takeOver.devices}: lease p50 / p99, first delivery p50 / p99 (ms)`,
      `${percentile(lease, 0.5)} / ${percentile(lease, 0.99)}, ${percentile(delivery, 0.5)} / ${percentile(delivery, 0.99)}`,
      `${takeOver.kills} kills of a holder; ${takeOver.neverTaken} never held again, ${takeOver.neverDelivered} no delivery after`,
    ]);
    if (takeOver.neverTaken > 0) failures.push(`${takeOver.neverTaken} devices never driven again after their replica's kill`);
  }
  return { rows, failures };
}

export function printTable(rows: Tally['rows']) {
  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(...rows.map((row) => String(row[1]).length));
  for (const [label, value, note] of rows) console.log(`${label.padEnd(width)}  ${String(value).padStart(valueWidth)}  ${note}`);
}
