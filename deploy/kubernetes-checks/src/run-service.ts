import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { containersOf, resolveEnv, type Manifest } from './manifests';
import { repoRoot } from './repo';

export interface RunningService {
  /** The service's folder in services/ (its container's name). */
  name: string;
  deployment: Manifest;
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * Starts a service as its rendered Deployment runs it: the image's command
 * (`node --import tsx services/<name>/src/server.ts`) with exactly the container's
 * environment, Secrets included; only the address and scratch folder are this machine's.
 * Resolves once the readiness probe answers 200, within the time its startup probe allows
 * (the kubelet's budget: several services starting at once on a busy machine take a while).
 */
export async function startService(manifests: Manifest[], deployment: Manifest): Promise<RunningService> {
  const [container] = containersOf(deployment);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `balcao-${container.name}-`));
  const env = { ...resolveEnv(manifests, container.env ?? []), PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', `services/${container.name}/src/server.ts`], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const startup = container.startupProbe;
  const deadline = Date.now() + (startup ? (startup.periodSeconds ?? 10) * (startup.failureThreshold ?? 3) * 1000 : 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}${container.readinessProbe.httpGet.path}`).then((response) => response.ok, () => false);
    if (ready) return { name: container.name, deployment, url, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${container.name} did not become ready with its rendered environment:\n${output}`);
}
