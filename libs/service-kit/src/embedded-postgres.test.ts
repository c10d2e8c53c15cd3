import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL of `npm start`', () => {
  it('keeps its data across a stop and a second start, on a port of its own', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/balcao$/);
    expect((await query(first.url, 'select version()'))[0].version).toMatch(/^PostgreSQL 1[89]\./);
    await query(first.url, 'create table kept (note text); insert into kept values ($$olá$$)');
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir);
    expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'olá' }]);
    await second.stop();
  });

  it('starts again when the process that ran it was killed and its server is still running', async () => {
    const orphan = await startEmbeddedPostgres(dataDir);
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // What a `kill -9` of the server process leaves: its PostgreSQL still running, the data directory locked.
    expect(execFileSync('ps', ['-o', 'pid=', '-p', String(pid)], { encoding: 'utf8' }).trim()).toBe(String(pid));

    const restarted = await startEmbeddedPostgres(dataDir);
    expect(await query(restarted.url, 'select note from kept')).toEqual([{ note: 'olá' }]);
    await expect(query(orphan.url, 'select 1')).rejects.toThrow();
    await restarted.stop();
    await orphan.stop();
  });

  it('refuses to start, and keeps the data, when the password of existing data is missing', async () => {
    const passwordFile = path.join(dataDir, 'postgres-password');
    renameSync(passwordFile, `${passwordFile}.kept`);
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/falta a senha/);
    expect(existsSync(path.join(dataDir, 'postgres', 'global', 'pg_control'))).toBe(true);
    renameSync(`${passwordFile}.kept`, passwordFile);
  });
});
