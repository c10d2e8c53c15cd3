import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Baileys from '@whiskeysockets/baileys';
import { BufferJSON, Curve } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPairedIntegrations, usePostgresAuthState } from './postgres-auth-state';
import { createAuthStateTestDatabase } from './test-database';

const { proto } = createRequire(import.meta.url)('@whiskeysockets/baileys') as typeof Baileys;
/** Every byte field as base64, every other value as is; key order does not matter (jsonb sorts keys). */
const bytes = (value: unknown): unknown => JSON.parse(JSON.stringify(value, BufferJSON.replacer));

let database: Awaited<ReturnType<typeof createAuthStateTestDatabase>>;
beforeAll(async () => {
  database = await createAuthStateTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

describe('Baileys auth state in PostgreSQL', () => {
  it('survives a restart: creds and signal keys read back byte-equal through a new instance', async () => {
    const integrationId = randomUUID();
    const before = await usePostgresAuthState(database.db, integrationId);
    before.state.creds.me = { id: '5511955554444:27@s.whatsapp.net', name: 'Escritório Souza' };
    before.state.creds.routingInfo = randomBytes(12);
    await before.saveCreds();

    const preKey = Curve.generateKeyPair();
    const session = new Uint8Array(randomBytes(160));
    const syncKey = proto.Message.AppStateSyncKeyData.fromObject({
      keyData: randomBytes(32),
      fingerprint: { rawId: 12345, currentIndex: 2, deviceIndexes: [0, 27] },
      timestamp: 1732212345,
    });
    const version = { version: 7, hash: randomBytes(128), indexValueMap: { 'mac-index': { valueMac: randomBytes(32) } } };
    await before.state.keys.set({
      'pre-key': { '1': preKey },
      session: { '5511987654321.0': session },
      'sender-key-memory': { '120363041234567890@g.us': { '5511987654321:0@s.whatsapp.net': true } },
      'app-state-sync-key': { AAAAAF8K: syncKey },
      'app-state-sync-version': { regular_high: version },
    });

    const after = await usePostgresAuthState(database.db, integrationId);
    expect(bytes(after.state.creds)).toEqual(bytes(before.state.creds));
    expect(Buffer.from(after.state.creds.noiseKey.private).equals(Buffer.from(before.state.creds.noiseKey.private))).toBe(true);
    expect(after.state.creds.me?.id).toBe('5511955554444:27@s.whatsapp.net');

    const preKeys = await after.state.keys.get('pre-key', ['1', '2']);
    expect(Buffer.from(preKeys['1'].private).equals(preKey.private)).toBe(true);
    expect(Buffer.from(preKeys['1'].public).equals(preKey.public)).toBe(true);
    expect(preKeys['2']).toBeUndefined();

    const sessions = await after.state.keys.get('session', ['5511987654321.0']);
    expect(Buffer.from(sessions['5511987654321.0']).equals(Buffer.from(session))).toBe(true);

    const memory = await after.state.keys.get('sender-key-memory', ['120363041234567890@g.us']);
    expect(memory['120363041234567890@g.us']).toEqual({ '5511987654321:0@s.whatsapp.net': true });

    const syncKeys = await after.state.keys.get('app-state-sync-key', ['AAAAAF8K']);
    expect(syncKeys.AAAAAF8K).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(bytes(syncKeys.AAAAAF8K)).toEqual(bytes(syncKey));

    const versions = await after.state.keys.get('app-state-sync-version', ['regular_high']);
    expect(bytes(versions.regular_high)).toEqual(bytes(version));
  });

  it('deletes a key written as null', async () => {
    const auth = await usePostgresAuthState(database.db, randomUUID());
    await auth.state.keys.set({ 'pre-key': { '5': Curve.generateKeyPair(), '6': Curve.generateKeyPair() } });
    await auth.state.keys.set({ 'pre-key': { '5': null } });
    expect(Object.keys(await auth.state.keys.get('pre-key', ['5', '6']))).toEqual(['6']);
  });

  it('writes one batch in one transaction: a failing part leaves nothing behind', async () => {
    const auth = await usePostgresAuthState(database.db, randomUUID());
    // PostgreSQL refuses NUL in text, so the delete after the insert fails.
    await expect(auth.keys.set({ 'pre-key': { '9': Curve.generateKeyPair() }, session: { 'bad\u0000id': null } })).rejects.toThrow();
    expect(await auth.state.keys.get('pre-key', ['9'])).toEqual({});
  });

  it('keeps lid mappings under any key type', async () => {
    const auth = await usePostgresAuthState(database.db, randomUUID());
    await auth.keys.set({ 'lid-mapping': { '5521998765432': '201746329481235', '201746329481235_reverse': '5521998765432' } });
    expect(await auth.keys.get('lid-mapping', ['201746329481235_reverse'])).toEqual({ '201746329481235_reverse': '5521998765432' });
  });

  it('clear() forgets one device only, and its next instance starts a new pairing', async () => {
    const [gone, kept] = [randomUUID(), randomUUID()];
    const goneAuth = await usePostgresAuthState(database.db, gone);
    const keptAuth = await usePostgresAuthState(database.db, kept);
    for (const auth of [goneAuth, keptAuth]) {
      auth.state.creds.me = { id: '5511900000000:1@s.whatsapp.net' };
      await auth.saveCreds();
      await auth.state.keys.set({ 'pre-key': { '1': Curve.generateKeyPair() } });
    }
    expect(await listPairedIntegrations(database.db)).toEqual(expect.arrayContaining([gone, kept]));

    await goneAuth.clear();

    const fresh = await usePostgresAuthState(database.db, gone);
    expect(fresh.state.creds.me).toBeUndefined();
    expect(bytes(fresh.state.creds.noiseKey)).not.toEqual(bytes(goneAuth.state.creds.noiseKey));
    expect(await fresh.state.keys.get('pre-key', ['1'])).toEqual({});
    expect(Object.keys(await (await usePostgresAuthState(database.db, kept)).state.keys.get('pre-key', ['1']))).toEqual(['1']);
    const paired = await listPairedIntegrations(database.db);
    expect(paired).toContain(kept);
    expect(paired).not.toContain(gone);
  });

  it('does not list a device whose creds were saved before any phone scanned its QR', async () => {
    const pairing = randomUUID();
    await (await usePostgresAuthState(database.db, pairing)).saveCreds();
    expect(await listPairedIntegrations(database.db)).not.toContain(pairing);
  });
});
