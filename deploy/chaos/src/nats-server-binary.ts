import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';

/** The NATS line the chart runs (the nats chart ^1.2 ships 2.10 and later). */
const LEAST_VERSION = [2, 10];
const SYSTEM_BINARY = '/usr/sbin/nats-server';
/** Debian's next release packages NATS 2.10; apt fetches it, checking the archive's signature and hashes. */
const NEWER_SUITE = 'trixie';

export const versionOf = (binary: string): number[] | null => {
  try {
    const printed = execFileSync(binary, ['--version'], { encoding: 'utf8' });
    const match = /v(\d+)\.(\d+)\.(\d+)/.exec(printed);
    return match ? match.slice(1).map(Number) : null;
  } catch {
    return null;
  }
};

export const isAtLeast = (version: number[] | null, least = LEAST_VERSION) => {
  if (!version) return false;
  for (const [index, part] of least.entries()) {
    if ((version[index] ?? 0) !== part) return (version[index] ?? 0) > part;
  }
  return true;
};

/** Fetches Debian's nats-server package of NEWER_SUITE with apt (private lists, nothing installed) and unpacks its binary into `folder`. */
function fetchNewerNatsServer(folder: string, say: (line: string) => void): string {
  const work = mkdtempSync(path.join(tmpdir(), 'balcao-nats-deb-'));
  try {
    for (const sub of ['lists/partial', 'cache/archives/partial']) mkdirSync(path.join(work, sub), { recursive: true });
    writeFileSync(path.join(work, 'sources.list'), `deb http://deb.debian.org/debian ${NEWER_SUITE} main\n`);
    const options = [
      `Dir::Etc::SourceList=${path.join(work, 'sources.list')}`,
      'Dir::Etc::SourceParts=/dev/null',
      `Dir::State::Lists=${path.join(work, 'lists')}`,
      `Dir::Cache=${path.join(work, 'cache')}`,
      'Debug::NoLocking=1',
      // The private folders are root's; apt's sandbox user could not write them.
      'APT::Sandbox::User=root',
    ].flatMap((option) => ['-o', option]);
    say(`fetching Debian ${NEWER_SUITE}'s nats-server (the machine's is older than ${LEAST_VERSION.join('.')})`);
    execFileSync('apt-get', [...options, '-qq', 'update'], { stdio: 'ignore', timeout: 120_000 });
    execFileSync('apt-get', [...options, '-qq', 'download', 'nats-server'], { cwd: work, stdio: 'ignore', timeout: 120_000 });
    const deb = readdirSync(work).find((name) => name.startsWith('nats-server_') && name.endsWith('.deb'));
    if (!deb) throw new Error('apt downloaded no nats-server package');
    const unpacked = path.join(work, 'unpacked');
    execFileSync('dpkg-deb', ['-x', path.join(work, deb), unpacked]);
    mkdirSync(path.dirname(folder), { recursive: true });
    rmSync(folder, { recursive: true, force: true });
    renameSync(unpacked, folder);
    return path.join(folder, 'usr/sbin/nats-server');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The nats-server the run's cluster uses: the machine's when it is of the chart's line, else
 * Debian's newer package, kept in ~/.cache. Debian 12's 2.9.10 can make a clustered consumer
 * skip messages after leader changes under duplicate publishes (fixed in 2.9.21, nats-server
 * #4365): the run would count the server's defect as the product's.
 */
export function natsServerBinary(say: (line: string) => void): string {
  const override = process.env.CHAOS_NATS_SERVER;
  if (override) return override;
  if (isAtLeast(versionOf(SYSTEM_BINARY))) return SYSTEM_BINARY;
  const folder = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'balcao-chaos', `nats-server-${NEWER_SUITE}`);
  const cached = path.join(folder, 'usr/sbin/nats-server');
  if (existsSync(cached) && isAtLeast(versionOf(cached))) return cached;
  try {
    const fetched = fetchNewerNatsServer(folder, say);
    if (isAtLeast(versionOf(fetched))) return fetched;
    say(`Debian ${NEWER_SUITE}'s nats-server is not ${LEAST_VERSION.join('.')} or later either; using ${SYSTEM_BINARY}`);
  } catch (error) {
    say(`could not fetch a newer nats-server (${(error as Error).message.split('\n')[0]}); using ${SYSTEM_BINARY}`);
  }
  return SYSTEM_BINARY;
}
