import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderChart } from './chart';
import { natsServerBinary, versionOf } from './nats-server-binary';
import { nginxConfig } from './nginx';
import { freePort, httpReady, Supervised, tcpReady } from './process';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Replicas per service (the issue: two of each of these, one of the others). */
export const REPLICAS: Record<string, number> = { messaging: 2, notifications: 2, flows: 2, agents: 2 };

export interface Replica {
  service: string;
  index: number;
  port: number;
  process: Supervised;
}

export interface Topology {
  url: string;
  wsUrl: string;
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** The services' prefix of their Redis keys (the chart's REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  postgres: Postgres;
  redis: Supervised;
  nats: Array<{ process: Supervised; port: number }>;
  replicas: Replica[];
  nginx: Supervised;
  /** The service an API path reaches through the Ingress (null: none). */
  owner(path: string): string | null;
  stop(): Promise<void>;
}

const pgBin = () => {
  const version = readdirSync('/usr/lib/postgresql').sort().at(-1);
  if (!version) throw new Error('The chaos run needs PostgreSQL binaries under /usr/lib/postgresql (apt-get install -y postgresql)');
  return `/usr/lib/postgresql/${version}/bin`;
};

/** A PostgreSQL of the run's own, Debian's binaries, data in the run's folder; as root it runs as user postgres. */
export class Postgres {
  readonly process: Supervised;
  constructor(
    private readonly dir: string,
    readonly port: number,
    logDir: string,
  ) {
    const asRoot = process.getuid?.() === 0;
    const bin = pgBin();
    const args = [`${bin}/postgres`, '-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`, '-c', 'max_connections=400', '-c', 'fsync=off'];
    this.process = new Supervised({
      name: 'postgres',
      command: asRoot ? 'runuser' : args[0],
      args: asRoot ? ['-u', 'postgres', '--', ...args] : args.slice(1),
      logFile: path.join(logDir, 'postgres.log'),
      ready: async () => {
        execFileSync(`${bin}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port), '-q']);
        return true;
      },
    });
  }

  static async create(runDir: string, logDir: string) {
    const dir = path.join(runDir, 'postgres');
    mkdirSync(dir, { recursive: true });
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
      execFileSync('chmod', ['755', runDir]);
    }
    const initdb = [`${pgBin()}/initdb`, '-D', dir, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8'];
    execFileSync(asRoot ? 'runuser' : initdb[0], asRoot ? ['-u', 'postgres', '--', ...initdb] : initdb.slice(1), { stdio: 'ignore' });
    const postgres = new Postgres(dir, await freePort(), logDir);
    await postgres.process.start();
    execFileSync(`${pgBin()}/psql`, ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', '-c', 'create database balcao'], { stdio: 'ignore' });
    return postgres;
  }

  get url() {
    return `postgresql://postgres@127.0.0.1:${this.port}/balcao`;
  }

  /** The postmaster's pid (runuser's child). */
  private postmasterPid() {
    const file = path.join(this.dir, 'postmaster.pid');
    return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
  }

  /** A fast shutdown (every connection dropped), then a start. */
  async restart() {
    const pid = this.postmasterPid();
    if (pid) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 300 && this.process.running; i += 1) await sleep(100);
    await this.process.start();
  }

  async stop() {
    const pid = this.postmasterPid();
    if (pid) process.kill(pid, 'SIGINT');
    for (let i = 0; i < 300 && this.process.running; i += 1) await sleep(100);
    this.process.wanted = false;
  }
}

function natsNode(binary: string, index: number, runDir: string, logDir: string, ports: { client: number[]; cluster: number[] }) {
  const store = path.join(runDir, `nats-${index}`);
  mkdirSync(store, { recursive: true });
  const routes = ports.cluster.filter((_, other) => other !== index).map((port) => `nats://127.0.0.1:${port}`);
  return new Supervised({
    name: `nats-${index}`,
    command: binary,
    args: ['-a', '127.0.0.1', '-p', String(ports.client[index]), '-js', '-sd', store, '--server_name', `chaos-${index}`, '--cluster_name', 'chaos', '--cluster', `nats://127.0.0.1:${ports.cluster[index]}`, '--routes', routes.join(',')],
    logFile: path.join(logDir, `nats-${index}.log`),
    ready: tcpReady(ports.client[index]),
  });
}

/** Waits until JetStream answers through this cluster (a meta leader elected). */
async function jetStreamReady(url: string) {
  const { connect } = await import('nats');
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const nc = await connect({ servers: url.split(','), timeout: 2_000 }).catch(() => null);
    if (nc) {
      // jetstreamManager() itself asks for the account: it fails until a meta leader is elected.
      const ok = await nc
        .jetstreamManager({ timeout: 2_000 })
        .then((jsm) => jsm.getAccountInfo())
        .then(
          () => true,
          () => false,
        );
      await nc.close();
      if (ok) return;
    }
    await sleep(500);
  }
  throw new Error('The NATS cluster did not elect a JetStream leader within a minute');
}

/** Every part started so far, in order: stopped in reverse by stopEverything (also on a signal while starting). */
const startedParts: Array<{ stop(): Promise<void> }> = [];

export async function stopEverything() {
  for (const each of startedParts.splice(0).reverse()) await each.stop().catch(() => undefined);
}

/**
 * The Kubernetes topology without Kubernetes (ARCHITECTURE §8): a private PostgreSQL and Redis, a
 * 3-node NATS JetStream cluster on loopback, every service in its own processes started as the
 * chart's Deployment runs it, and nginx with the chart's Ingress table in front.
 */
export async function startTopology(runDir: string, say: (line: string) => void): Promise<Topology> {
  const logDir = path.join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const started = startedParts;
  const stopAll = stopEverything;
  try {
    const postgres = await Postgres.create(runDir, logDir);
    started.push(postgres);
    say(`PostgreSQL on ${postgres.port}`);

    const redisPort = await freePort();
    const redisDir = path.join(runDir, 'redis');
    mkdirSync(redisDir);
    const redis = new Supervised({
      name: 'redis',
      command: 'redis-server',
      args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes', '--save', ''],
      logFile: path.join(logDir, 'redis.log'),
      ready: tcpReady(redisPort),
    });
    await redis.start();
    started.push(redis);
    say(`Redis on ${redisPort}`);
    const redisUrl = `redis://127.0.0.1:${redisPort}/0`;

    const ports = { client: [await freePort(), await freePort(), await freePort()], cluster: [await freePort(), await freePort(), await freePort()] };
    const natsBinary = natsServerBinary(say);
    const nats = [0, 1, 2].map((index) => ({ process: natsNode(natsBinary, index, runDir, logDir, ports), port: ports.client[index] }));
    started.push(...nats.map((node) => node.process));
    await Promise.all(nats.map((node) => node.process.start()));
    const natsUrl = ports.client.map((port) => `nats://127.0.0.1:${port}`).join(',');
    await jetStreamReady(natsUrl);
    say(`NATS ${versionOf(natsBinary)?.join('.') ?? '?'} cluster on ${ports.client.join(', ')} (routes ${ports.cluster.join(', ')})`);

    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const topology = renderChart(path.join(runDir, 'chart'), {
      nats: { enabled: false },
      redis: { enabled: false },
      postgresql: { enabled: false },
      externalDatabase: { url: postgres.url },
      externalNats: { url: natsUrl, streamReplicas: 3 },
      externalRedis: { url: redisUrl },
      publicUrl,
      standIns: { simulator: true },
      commonEnv: { LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '5' },
      services: { messaging: { channelProvider: 'simulator', media: { s3: { bucket: 'balcao-chaos', accessKey: 'chaos', secretKey: 'chaos-secret' } } } },
    });

    const replicas: Replica[] = [];
    for (const service of topology.services) {
      for (let index = 0; index < (REPLICAS[service.name] ?? 1); index += 1) {
        const port = await freePort();
        const dataDir = path.join(runDir, `data-${service.name}-${index}`);
        mkdirSync(dataDir);
        const env = { ...service.env, PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
        const supervised = new Supervised({
          name: `${service.name}-${index}`,
          command: process.execPath,
          args: ['--import', 'tsx', `services/${service.name}/src/server.ts`],
          cwd: repoRoot,
          env,
          logFile: path.join(logDir, `${service.name}-${index}.log`),
          ready: httpReady(`http://127.0.0.1:${port}${service.readinessPath}`),
          readyTimeoutMs: 180_000,
        });
        replicas.push({ service: service.name, index, port, process: supervised });
      }
    }
    started.push(...replicas.map((replica) => replica.process));
    // Two at a time, first replicas first (they migrate): more at once starves a 2-core machine.
    const queue = [...replicas].sort((a, b) => a.index - b.index);
    await Promise.all(
      [0, 1].map(async () => {
        for (let replica = queue.shift(); replica; replica = queue.shift()) {
          await replica.process.start();
          say(`${replica.process.name} ready on ${replica.port}`);
        }
      }),
    );

    const upstreams: Record<string, number[]> = {};
    for (const service of topology.services) upstreams[service.kubeService] = replicas.filter((replica) => replica.service === service.name).map((replica) => replica.port);
    const nginxDir = path.join(runDir, 'nginx');
    mkdirSync(nginxDir);
    writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig({ prefix: nginxDir, port: nginxPort, topology, upstreams }));
    const nginx = new Supervised({
      name: 'nginx',
      command: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
      args: ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-e', path.join(nginxDir, 'error.log')],
      logFile: path.join(logDir, 'nginx.log'),
      ready: tcpReady(nginxPort),
    });
    await nginx.start();
    started.push(nginx);
    say(`nginx (the Ingress) on ${publicUrl}`);

    return {
      url: publicUrl,
      wsUrl: publicUrl.replace(/^http/, 'ws'),
      databaseUrl: postgres.url,
      natsUrl,
      redisUrl,
      // Unset, a service uses service-kit's default.
      redisKeyPrefix: topology.services.find((service) => service.name === 'messaging')?.env.REDIS_KEY_PREFIX ?? 'balcao:',
      postgres,
      redis,
      nats,
      replicas,
      nginx,
      owner: (requestPath: string) => {
        const bare = requestPath.split('?')[0];
        const route = topology.routes.find((each) => bare === each.path.replace(/\/+$/, '') || bare.startsWith(`${each.path.replace(/\/+$/, '')}/`));
        return topology.services.find((service) => service.kubeService === route?.backend)?.name ?? null;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
