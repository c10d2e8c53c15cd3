import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  logFile: string;
  /** Resolves true once the process serves. */
  ready: () => Promise<boolean>;
  readyTimeoutMs?: number;
}

/** One process of the topology, started, killed and started again by the run. */
export class Supervised {
  private child: ChildProcess | null = null;
  private log: WriteStream;
  /** Whether the run means it to be up (a killed one is restarted). */
  wanted = false;

  constructor(readonly spec: ProcessSpec) {
    this.log = createWriteStream(spec.logFile, { flags: 'a' });
  }

  get name() {
    return this.spec.name;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start() {
    this.wanted = true;
    this.log.write(`\n--- start ${new Date().toISOString()}\n`);
    const child = spawn(this.spec.command, this.spec.args, { cwd: this.spec.cwd, env: this.spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    const deadline = Date.now() + (this.spec.readyTimeoutMs ?? 120_000);
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} exited (${child.exitCode ?? child.signalCode}) before it was ready; see ${this.spec.logFile}`);
      if (await this.spec.ready().catch(() => false)) return;
      await sleep(200);
    }
    throw new Error(`${this.name} was not ready within ${(this.spec.readyTimeoutMs ?? 120_000) / 1000} s; see ${this.spec.logFile}`);
  }

  /** A signal, and the exit it causes. */
  async signal(signal: NodeJS.Signals, waitExit = true) {
    const child = this.child;
    if (!child || !this.running) return;
    this.log.write(`\n--- ${signal} ${new Date().toISOString()}\n`);
    const exited = once(child, 'exit');
    child.kill(signal);
    if (waitExit) await Promise.race([exited, sleep(60_000)]);
  }

  async kill9() {
    await this.signal('SIGKILL');
  }

  /** A graceful stop (SIGTERM, as the kubelet sends), SIGKILL after the grace period. */
  async stop(graceMs = 30_000) {
    this.wanted = false;
    const child = this.child;
    if (!child || !this.running) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(graceMs).then(() => child.kill('SIGKILL'))]);
    await Promise.race([exited, sleep(5_000)]);
  }

  close() {
    this.log.end();
  }
}

export const httpReady = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

export const tcpReady = (port: number) => () =>
  new Promise<boolean>((resolve) => {
    const connection = connect(port, '127.0.0.1');
    connection.once('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.once('error', () => resolve(false));
  });
