import { createRequire } from 'node:module';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@balcao/service-kit';
import type * as Baileys from '@whiskeysockets/baileys';
import { BufferJSON, initAuthCreds } from '@whiskeysockets/baileys';
import type { AuthenticationCreds, AuthenticationState, SignalDataSet, SignalDataTypeMap } from '@whiskeysockets/baileys';
import { baileysAuthState } from './baileys.tables';

// Baileys is CommonJS and re-exports its protobuf root in a way Node's ESM loader cannot name.
const { proto } = createRequire(import.meta.url)('@whiskeysockets/baileys') as typeof Baileys;

type AnyDatabase = Database<any>;

const CREDS_KEY = 'creds';
/** Rows per INSERT statement, far below PostgreSQL's 65535 bind parameters. */
const INSERT_CHUNK = 500;

/** Same naming as Baileys' multi-file state (`<type>-<id>`), so a dump reads the same way. */
const rowKey = (type: string, id: string) => `${type}-${id}`;

/** JSON through BufferJSON: Buffers and Uint8Arrays become `{ type: 'Buffer', data: base64 }`. */
const toJson = (value: unknown): string => JSON.stringify(value, BufferJSON.replacer);
const fromJson = <T>(json: string): T => JSON.parse(json, BufferJSON.reviver) as T;

/**
 * A signal key store that also accepts key types newer Baileys versions add (`lid-mapping`,
 * `device-list`…): the table does not care what a type is called.
 */
export interface LooseKeyStore {
  get(type: string, ids: string[]): Promise<Record<string, unknown>>;
  set(data: Record<string, Record<string, unknown>>): Promise<void>;
}

export interface PostgresAuthState {
  state: AuthenticationState;
  /** Writes the current creds (call on every `creds.update`). */
  saveCreds(): Promise<void>;
  /** Deletes creds and every key of the device: the next socket pairs from scratch. */
  clear(): Promise<void>;
  /** The same store, untyped by key type (lid mappings). */
  keys: LooseKeyStore;
}

/**
 * Baileys' useMultiFileAuthState over one PostgreSQL table, so a restart (or another replica
 * taking the device over) resumes the session instead of asking for a new QR code.
 */
export async function usePostgresAuthState(db: AnyDatabase, integrationId: string): Promise<PostgresAuthState> {
  const table = baileysAuthState;
  const ofDevice = eq(table.integrationId, integrationId);

  const readRows = async (keys: string[]) => {
    if (keys.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ key: table.key, value: table.value })
      .from(table)
      .where(and(ofDevice, inArray(table.key, keys)));
    return new Map(rows.map((row) => [row.key, row.value]));
  };

  const [storedCreds] = [...(await readRows([CREDS_KEY])).values()];
  const creds: AuthenticationCreds = storedCreds ? fromJson<AuthenticationCreds>(storedCreds) : initAuthCreds();

  const keys: LooseKeyStore = {
    async get(type, ids) {
      const rows = await readRows(ids.map((id) => rowKey(type, id)));
      const result: Record<string, unknown> = {};
      for (const id of ids) {
        const raw = rows.get(rowKey(type, id));
        if (raw === undefined) continue;
        let value = fromJson<unknown>(raw);
        if (type === 'app-state-sync-key' && value) {
          value = proto.Message.AppStateSyncKeyData.fromObject(value as Record<string, unknown>);
        }
        result[id] = value;
      }
      return result;
    },
    async set(data) {
      const upserts: { integrationId: string; key: string; value: string }[] = [];
      const deletes: string[] = [];
      for (const [type, entries] of Object.entries(data)) {
        for (const [id, value] of Object.entries(entries ?? {})) {
          if (value === null || value === undefined) deletes.push(rowKey(type, id));
          else upserts.push({ integrationId, key: rowKey(type, id), value: toJson(value) });
        }
      }
      if (upserts.length === 0 && deletes.length === 0) return;
      // One batch from Baileys is one transaction: a crash never leaves half a key rotation.
      await db.transaction(async (tx) => {
        for (let start = 0; start < upserts.length; start += INSERT_CHUNK) {
          await tx
            .insert(table)
            .values(upserts.slice(start, start + INSERT_CHUNK))
            .onConflictDoUpdate({
              target: [table.integrationId, table.key],
              set: { value: sql`excluded.value`, updatedAt: sql`now()` },
            });
        }
        if (deletes.length > 0) await tx.delete(table).where(and(ofDevice, inArray(table.key, deletes)));
      });
    },
  };

  return {
    state: {
      creds,
      keys: {
        get: <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) =>
          keys.get(type, ids) as Promise<{ [id: string]: SignalDataTypeMap[T] }>,
        set: (data: SignalDataSet) => keys.set(data as Record<string, Record<string, unknown>>),
      },
    },
    keys,
    saveCreds: async () => {
      await db
        .insert(table)
        .values({ integrationId, key: CREDS_KEY, value: toJson(creds) })
        .onConflictDoUpdate({ target: [table.integrationId, table.key], set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    },
    clear: () => clearAuthState(db, integrationId),
  };
}

/** Forgets a device's creds and keys (its next socket pairs from scratch). */
export async function clearAuthState(db: AnyDatabase, integrationId: string): Promise<void> {
  await db.delete(baileysAuthState).where(eq(baileysAuthState.integrationId, integrationId));
}

/** Devices whose stored creds belong to a linked phone: the ones a replica should keep online. */
export async function listPairedIntegrations(db: AnyDatabase): Promise<string[]> {
  const rows = await db
    .select({ integrationId: baileysAuthState.integrationId })
    .from(baileysAuthState)
    .where(sql`${baileysAuthState.key} = 'creds' and ${baileysAuthState.value} -> 'me' is not null`);
  return rows.map((row) => row.integrationId);
}
