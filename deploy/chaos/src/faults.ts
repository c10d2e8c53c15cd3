import { setTimeout as sleep } from 'node:timers/promises';
import type { Replica, Topology } from './topology';

export type FaultKind = 'replica-kill' | 'sole-replica-kill' | 'nats-kill' | 'nats-partition' | 'postgres-restart' | 'redis-restart' | 'rolling-restart';

export interface Fault {
  kind: FaultKind;
  target: string;
  /** The service whose routes tell when it serves again; null: any end-to-end write. */
  service: string | null;
  at: number;
  /** When the faulty part was back (restarted, resumed). */
  endedAt?: number;
  /** The process a replica kill ended (a device lease names its holder's process). */
  pid?: number;
}

export interface FaultPlan {
  durationMs: number;
  /** A random replica killed (kill -9) every this many ms, then started again. */
  killEveryMs: number;
  /** How long a killed replica stays down before its restart. */
  downMs: number;
  /** How long a NATS node stays killed, and stays cut off (SIGSTOP). */
  natsDownMs: number;
  /** The rolling restart of every replica (a minute and more on this machine; off in the short run). */
  rolling: boolean;
}

/** As the kubelet does: a replica that exits while starting is started again (after a second) until it serves. */
async function restartUntilUp(replica: Replica, say: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await replica.process.start();
      return;
    } catch (error) {
      say(`start ${attempt} of ${replica.process.name} failed (${(error as Error).message.split(';')[0]}); again in 1 s`);
      await sleep(1_000);
    }
  }
}

/**
 * The schedule: kill -9 of a random replica every few seconds and its restart all along; at
 * fixed shares of the run a NATS node killed and restarted, a NATS node cut off from the others
 * (SIGSTOP: it answers neither its routes nor its clients; SIGCONT brings it back), PostgreSQL
 * restarted (fast shutdown: every connection dropped), Redis restarted, and a rolling restart
 * of every replica, one at a time (SIGTERM as the kubelet sends, start, ready, next).
 */
export async function runFaults(topology: Topology, plan: FaultPlan, stopped: () => boolean, say: (line: string) => void): Promise<Fault[]> {
  const faults: Fault[] = [];
  const start = Date.now();
  let rolling = false;
  const busy = new Set<Replica>();
  const note = (fault: Fault) => {
    faults.push(fault);
    say(`${new Date(fault.at).toISOString().slice(11, 19)} ${fault.kind} ${fault.target}`);
    return fault;
  };

  const randomKills = (async () => {
    while (!stopped() && Date.now() - start < plan.durationMs) {
      await sleep(plan.killEveryMs * (0.5 + Math.random()));
      if (stopped() || rolling) continue;
      // Never both replicas of one service at once (a PodDisruptionBudget's promise); a single-replica service may go down whole.
      const candidates = topology.replicas.filter((replica) => !busy.has(replica) && ![...busy].some((other) => other.service === replica.service));
      const replica = candidates[Math.floor(Math.random() * candidates.length)];
      if (!replica) continue;
      busy.add(replica);
      const sole = topology.replicas.filter((other) => other.service === replica.service).length === 1;
      const fault = note({ kind: sole ? 'sole-replica-kill' : 'replica-kill', target: replica.process.name, service: replica.service, at: Date.now(), pid: replica.process.pid });
      await replica.process.kill9();
      void (async () => {
        await sleep(plan.downMs);
        await restartUntilUp(replica, say);
        fault.endedAt = Date.now();
        busy.delete(replica);
      })();
    }
  })();

  const at = async (share: number) => {
    const wait = start + plan.durationMs * share - Date.now();
    if (wait > 0) await sleep(wait);
    return !stopped();
  };
  const scheduled = (async () => {
    if (await at(0.12)) {
      const node = topology.nats[Math.floor(Math.random() * 3)];
      const fault = note({ kind: 'nats-kill', target: node.process.name, service: null, at: Date.now() });
      await node.process.kill9();
      await sleep(plan.natsDownMs);
      await node.process.start();
      fault.endedAt = Date.now();
    }
    if (await at(0.27)) {
      const node = topology.nats[Math.floor(Math.random() * 3)];
      const fault = note({ kind: 'nats-partition', target: node.process.name, service: null, at: Date.now() });
      await node.process.signal('SIGSTOP', false);
      await sleep(plan.natsDownMs);
      await node.process.signal('SIGCONT', false);
      fault.endedAt = Date.now();
    }
    if (await at(0.42)) {
      const fault = note({ kind: 'postgres-restart', target: 'postgres', service: null, at: Date.now() });
      await topology.postgres.restart();
      fault.endedAt = Date.now();
    }
    if (await at(0.55)) {
      const fault = note({ kind: 'redis-restart', target: 'redis', service: null, at: Date.now() });
      await topology.redis.stop(10_000);
      await topology.redis.start();
      fault.endedAt = Date.now();
    }
    if (plan.rolling && (await at(0.65))) {
      rolling = true;
      // Wait for the random kills' restarts under way.
      while (busy.size > 0) await sleep(200);
      for (const replica of topology.replicas) {
        if (stopped()) break;
        const fault = note({ kind: 'rolling-restart', target: replica.process.name, service: replica.service, at: Date.now() });
        await replica.process.stop(30_000);
        await restartUntilUp(replica, say);
        fault.endedAt = Date.now();
      }
      rolling = false;
    }
  })();
  await Promise.all([randomKills, scheduled]);
  // Everything up again before the count.
  while (busy.size > 0) await sleep(200);
  return faults;
}
