// The chaos run (issue 39): the cluster on one machine under traffic and faults, counted.
// Usage: npm run chaos -- [--minutes 10] [--rate 4] [--offices 3] [--clients 6] [--short] [--keep]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { agentConversations, agentRepliesOnPhones, countAgentTurns } from './agent-turns';
import { consumersBehind, dashboardMismatches, printTable, robotKnowsDevice, robotTurns, storedCopies, tally, type StoredCopies } from './count';
import { DeviceLeaseWatcher, firstDeliveryFrom, LEASE_PATTERN, takeOverTimes } from './device-leases';
import { runFaults } from './faults';
import { Ledger } from './http';
import { newRunId, OfficeTraffic, poissonLane, type OfficeRobot } from './traffic';
import { startTopology, stopEverything } from './topology';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    rate: { type: 'string' },
    offices: { type: 'string' },
    clients: { type: 'string' },
    short: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const short = values.short;
const durationMs = Number(values.minutes ?? (short ? 1.5 : 10)) * 60_000;
/** Client messages per second across every office (each one answered by an attendant). */
const rate = Number(values.rate ?? (short ? 2 : 3));
const officeCount = Number(values.offices ?? 3);
const clients = Number(values.clients ?? 6);

const t0 = Date.now();
const say = (line: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const runDir = mkdtempSync(path.join(tmpdir(), 'balcao-chaos-'));
const runId = newRunId();
say(`run ${runId}: ${durationMs / 60_000} min, ${rate} client messages/s over ${officeCount} offices × ${clients} clients; files in ${runDir}`);

// Ctrl-C or a test runner's timeout, even while starting: nothing of the run stays behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping the topology`);
    void stopEverything().finally(() => process.exit(130));
  });
}
const topology = await startTopology(runDir, say);
let exitCode = 1;
try {
  const ledger = new Ledger();
  // Office 0 runs a service flow on its device, office 1 an AI agent (with three offices or more); the others are people-only.
  const robotOf = (index: number): OfficeRobot => (index === 0 ? 'flow' : index === 1 && officeCount >= 3 ? 'agent' : null);
  const offices = Array.from({ length: officeCount }, (_, index) => new OfficeTraffic(index, runId, topology.url, topology.wsUrl, ledger, clients, robotOf(index)));
  for (const office of offices) await office.setUp(Date.now() + 120_000);
  for (const office of offices) if (office.record.robot) await robotKnowsDevice(topology.databaseUrl, office.record.integrationId, office.record.robot);
  const agentOffice = offices.find((office) => office.record.robot === 'agent');
  say(`${officeCount} offices signed up, devices paired, inbox sockets open`);
  // Which messaging replica drives each device, from the leases in the run's Redis.
  const leases = new DeviceLeaseWatcher(topology.redisUrl, `${topology.redisKeyPrefix}${LEASE_PATTERN}`);
  await leases.start();

  let trafficOn = true;
  let lastError = '';
  const onError = (error: unknown) => {
    lastError = (error as Error).message;
  };
  const trafficStart = Date.now();
  // A request keeps being asked again (same id/key) for as long as a browser tab stays open.
  const deadline = () => Date.now() + 5 * 60_000;
  const lanes = offices.flatMap((office) => [
    ...Array.from({ length: clients }, (_, client) => poissonLane(rate / officeCount / clients, () => !trafficOn, () => office.clientWrites(client, deadline()), onError)),
    // The attendant looks at the list every 1.5 s (besides the socket).
    poissonLane(1 / 1.5, () => !trafficOn, () => office.attendantRound(deadline()), onError),
  ]);
  /** One read per service, every second (office 0's Gestor). */
  const PROBES = ['/api/auth/me', '/api/tag?inboxId={inboxId}', '/api/notifications/unread-count', '/api/funnel?inboxId={inboxId}', '/api/flow?inboxId={inboxId}', '/api/agent-models', '/api/subscription/plans'];
  lanes.push(
    (async () => {
      while (trafficOn) {
        await Promise.all([offices[0].probe(PROBES), sleep(1_000)]);
      }
    })(),
  );
  const progress = setInterval(() => {
    const sent = offices.reduce((sum, office) => sum + office.record.sent.length, 0);
    const answers = offices.reduce((sum, office) => sum + office.record.answers.length, 0);
    say(`traffic: ${sent} client messages, ${answers} answers, ${ledger.exchanges.length} requests${lastError ? `; last error: ${lastError.slice(0, 160)}` : ''}`);
    lastError = '';
  }, 15_000);

  const faults = await runFaults(
    topology,
    { durationMs, killEveryMs: short ? 6_000 : 8_000, downMs: 2_000, natsDownMs: short ? 8_000 : 15_000, rolling: !short },
    () => false,
    say,
  );
  const remaining = trafficStart + durationMs - Date.now();
  if (remaining > 0) await sleep(remaining);
  trafficOn = false;
  await Promise.all(lanes);
  const trafficMs = Date.now() - trafficStart;
  say('traffic stopped; every part up; letting the last answers land');

  // The attendants answer what is still unanswered, then everything settles.
  const settleDeadline = Date.now() + 120_000;
  let stored: StoredCopies = { clientMessages: new Map(), answers: new Map() };
  let phone = new Map<string, number>();
  const agentTurns = async () => (agentOffice ? countAgentTurns(await agentConversations(topology.databaseUrl, agentOffice.record.integrationId)) : null);
  for (let round = 0; Date.now() < settleDeadline; round += 1) {
    for (const office of offices) await office.attendantRound(Date.now() + 60_000).catch(onError);
    await sleep(3_000);
    stored = await storedCopies(topology.databaseUrl, runId);
    phone = new Map();
    for (const office of offices) for (const [text, count] of await office.phoneChats(Date.now() + 60_000)) phone.set(text, (phone.get(text) ?? 0) + count);
    // A turn whose answer was cut off by a kill is claimed again after 90 s (agents' RECLAIM_MS): it is waited for too.
    const agentWaiting = ((await agentTurns())?.unanswered ?? []).some((each) => !each.withPeople);
    const pending =
      agentWaiting || offices.some((office) => office.record.sent.some((each) => !office.record.frames.get(each.externalId)) || office.record.answers.some((each) => !phone.get(each.text)));
    if (!pending && round > 0) break;
  }
  await leases.stop();
  clearInterval(progress);
  // The projection follows its events: it must reach the recount, not be there at once.
  let dashboard: string[] = [];
  for (let attempt = 0; attempt < 45; attempt += 1) {
    dashboard = await dashboardMismatches(topology.databaseUrl, offices.map((office) => office.record.inboxId));
    if (dashboard.length === 0) break;
    await sleep(2_000);
  }
  const behind = await consumersBehind(topology.natsUrl, 'BALCAO').catch((error) => [`(consumers not read: ${(error as Error).message})`]);
  if (behind.length > 0) say(`consumers still behind at the count:\n  ${behind.join('\n  ')}`);
  const robot = await robotTurns(topology.databaseUrl, offices.filter((office) => office.record.robot === 'flow').map((office) => office.record.integrationId), phone);
  const turns = await agentTurns();
  const agent =
    agentOffice && turns
      ? { turns, replies: await agentRepliesOnPhones(topology.databaseUrl, agentOffice.record.integrationId, await agentOffice.phoneMessages(Date.now() + 60_000)) }
      : null;
  const messagingKills = faults.flatMap((fault) => (fault.kind === 'replica-kill' && fault.service === 'messaging' && fault.pid ? [{ at: fault.at, pid: fault.pid }] : []));
  const takeOvers = leases.seen ? await takeOverTimes(messagingKills, leases.snapshots, firstDeliveryFrom(topology.databaseUrl)) : null;
  const { rows, failures } = tally({
    robot, agent, takeOvers, offices: offices.map((office) => office.record), stored, phone, exchanges: ledger.exchanges, faults, owner: topology.owner, dashboard, durationMs: trafficMs });
  for (const office of offices) office.close();
  console.log(`\nChaos run ${runId}: ${(trafficMs / 60_000).toFixed(1)} min of traffic at ${rate} client messages/s, ${faults.length} faults\n`);
  printTable(rows);
  if (failures.length > 0) {
    console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);
  } else {
    console.log('\nNothing lost, nothing doubled.');
    exitCode = 0;
  }
} catch (error) {
  console.error(error);
} finally {
  await topology.stop();
  if (!values.keep && exitCode === 0) rmSync(runDir, { recursive: true, force: true });
  else say(`logs kept in ${runDir}/logs`);
}
process.exit(exitCode);
