import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readRepoFile } from './repo';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Files of a built frontend, as the image lays them out under /usr/share/nginx/balcao. */
export type Site = Record<string, string | Buffer>;

export interface FrontendServers {
  shell: string;
  remote: string;
  stop(): Promise<void>;
}

/**
 * The frontend image's nginx (deploy/docker/nginx and frontend.Dockerfile's layout) run by this
 * machine's nginx: one server as the shell image serves, with `runtime` as the chart's mounted
 * ConfigMap, and one as a remote's image serves. Only the image's absolute paths and the ports
 * are this machine's.
 */
export async function startFrontendServers(files: { shell: Site; remote: Site; runtime: Record<string, string> }): Promise<FrontendServers> {
  if (spawnSync(NGINX, ['-v']).status !== 0) throw new Error(`These checks run the frontend images' nginx configuration with nginx at ${NGINX}: apt-get install -y nginx, or set NGINX_PATH`);
  const root = mkdtempSync(path.join(tmpdir(), 'balcao-nginx-'));
  const [shellPort, remotePort] = [await freePort(), await freePort()];
  const at = (...parts: string[]) => path.join(root, ...parts);
  const localise = (text: string) =>
    text
      .replaceAll('/tmp/', `${at('tmp')}/`)
      .replaceAll('/etc/nginx/snippets/', `${at('snippets')}/`)
      .replaceAll('/etc/nginx/conf.d/', `${at('conf.d')}/`)
      // Node's stdio pipes are sockets, which nginx cannot open as /dev/std*.
      .replaceAll('/dev/stderr', at('error.log'))
      .replaceAll('/dev/stdout', at('access.log'));
  for (const dir of ['snippets', 'conf.d', 'tmp', 'shell', 'remote', 'runtime']) mkdirSync(at(dir), { recursive: true });
  writeFileSync(at('nginx.conf'), localise(readRepoFile('deploy/docker/nginx/nginx.conf')));
  const dockerfile = readRepoFile('deploy/docker/frontend.Dockerfile');
  // The snippets the image copies into /etc/nginx/snippets/.
  const snippets = dockerfile.match(/^COPY (deploy\/docker\/nginx\/[\w.-]+ )+\/etc\/nginx\/snippets\/$/m)?.[0].split(' ').filter((word) => word.startsWith('deploy/')) ?? [];
  for (const snippet of snippets) {
    writeFileSync(at('snippets', path.basename(snippet)), localise(readRepoFile(snippet)));
  }
  const server = (conf: string, port: number, site: string) =>
    localise(readRepoFile(`deploy/docker/nginx/${conf}`))
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/usr/share/nginx/balcao', at(site))
      .replaceAll('/etc/balcao/runtime', at('runtime'));
  writeFileSync(at('conf.d', 'shell.conf'), server('shell.conf', shellPort, 'shell'));
  writeFileSync(at('conf.d', 'remote.conf'), server('remote.conf', remotePort, 'remote'));
  for (const [site, entries] of [['shell', files.shell], ['remote', files.remote], ['runtime', files.runtime]] as const) {
    for (const [name, content] of Object.entries(entries)) {
      mkdirSync(path.dirname(at(site, name)), { recursive: true });
      writeFileSync(at(site, name), content);
    }
  }
  // Workers run as nobody when the master is root: everything readable.
  const open = (dir: string) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) open(path.join(dir, entry.name));
  };
  open(root);

  const child = spawn(NGINX, ['-p', root, '-c', at('nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
    }
    rmSync(root, { recursive: true, force: true });
  };
  const urls = { shell: `http://127.0.0.1:${shellPort}`, remote: `http://127.0.0.1:${remotePort}` };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    const up = await Promise.all([fetch(`${urls.shell}/healthz`), fetch(`${urls.remote}/healthz`)]).then((answers) => answers.every((answer) => answer.ok), () => false);
    if (up) return { ...urls, stop };
    await sleep(100);
  }
  const errors = existsSync(at('error.log')) ? readFileSync(at('error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start with the frontend image's configuration:\n${errors}`);
}
