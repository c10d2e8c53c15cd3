import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openServiceDatabase } from './database';
import { createTestInfra, type TestInfra } from './testing';

/** A drizzle-kit migrations folder with one migration creating `<schema>.thing`. */
function migrationsFor(root: string, schemaName: string) {
  const folder = path.join(root, schemaName);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  writeFileSync(path.join(folder, '0000_init.sql'), `CREATE SCHEMA "${schemaName}";\n--> statement-breakpoint\nCREATE TABLE "${schemaName}"."thing" ("id" integer PRIMARY KEY);\n`);
  const journal = { version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_init', breakpoints: true }] };
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

describe('service databases opened together on a fresh PostgreSQL database', () => {
  let infra: TestInfra;
  let root: string;

  beforeAll(async () => {
    infra = await createTestInfra();
    root = mkdtempSync(path.join(tmpdir(), 'balcao-migrations-'));
  });

  afterAll(async () => {
    await infra.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  it('migrates every service and every replica once, though all start at the same moment', async () => {
    const services = ['svc_a', 'svc_b', 'svc_c', 'svc_d'];
    // Two replicas of each service, all starting at once (the bench and `npm start` start services together).
    const opened = await Promise.all(
      [...services, ...services].map((schemaName) =>
        openServiceDatabase(infra.database, { schemaName, migrationsFolder: migrationsFor(root, schemaName), tables: {} }),
      ),
    );
    const countOf = async (query: string) => ((await opened[0]!.execute(sql.raw(query))) as unknown as { rows: { count: number }[] }).rows[0]!.count;
    for (const schemaName of services) {
      expect(await countOf(`select count(*)::int as count from drizzle."${schemaName}_migrations"`)).toBe(1);
      expect(await countOf(`select count(*)::int as count from "${schemaName}".thing`)).toBe(0);
    }
  });
});
