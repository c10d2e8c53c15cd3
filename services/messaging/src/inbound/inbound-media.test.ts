import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OutboxRelay } from '@balcao/service-kit';
import type { InboundMessage } from '../channels/channel-provider';
import { messages, outbox } from '../db/schema';
import { BusinessCalendars } from '../business-hours/business-calendars';
import { IntegrationDirectory } from '../integrations/integration-directory';
import { LocalMediaStorage } from '../media/local-media-storage';
import { MediaLinks } from '../media/media-links';
import { generatedStream } from '../testing/generated-stream';
import { startMessagingTestApp, type MessagingTestApp } from '../testing/messaging-test-app';
import { createInboundStore } from './store-inbound';

const MB = 1024 * 1024;
const NOTICE = 'Arquivo muito grande (mais de 1 MB): não foi baixado';

/** A client's file reaches storage as a stream, no further than MEDIA_MAX_INBOUND_BYTES; its message is kept either way. */
describe('client files on the way in', () => {
  let t: MessagingTestApp;
  let integrationId: string;
  let storeInbound: ReturnType<typeof createInboundStore>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-inbound-media-'));
  const media = new LocalMediaStorage(dataDir);
  let sequence = 0;

  const document = (from: string, file: InboundMessage['file'], caption: string | null = 'Segue o processo'): InboundMessage => ({
    externalId: `WAMID-MEDIA-${++sequence}`,
    from,
    name: 'Cliente',
    type: 'document',
    text: null,
    caption,
    file,
    timestamp: new Date(),
  });
  const rowOf = async (externalId: string) => (await t.db.select().from(messages).where(eq(messages.externalId, externalId)))[0];

  beforeAll(async () => {
    t = await startMessagingTestApp();
    const owner = await t.signUpOffice();
    ({ integrationId } = await t.connectDevice(owner));
    // The inbound path as the service runs it, with its real parts and a cap of 1 MB.
    storeInbound = createInboundStore({
      db: t.db,
      relay: new OutboxRelay(t.db, outbox, t.infra.bus, t.app.log),
      media,
      links: new MediaLinks('a secret of at least thirty-two characters'),
      directory: new IntegrationDirectory(t.db),
      log: t.app.log,
      inboundMediaMaxBytes: MB,
      calendars: new BusinessCalendars(t.db),
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a file under the cap whole, streamed', async () => {
    const source = generatedStream(MB - 1);
    const inbound = document('5511930000001', { mimeType: 'application/pdf', fileName: 'peticao.pdf', open: async () => source.stream });
    expect(await storeInbound(integrationId, inbound)).not.toBeNull();
    const row = await rowOf(inbound.externalId);
    expect(row).toMatchObject({ type: 'document', content: null, caption: 'Segue o processo', fileName: 'peticao.pdf' });
    expect((await buffer((await media.get(row.fileKey!))!.stream)).length).toBe(MB - 1);
  });

  it('reads a 2 GB document only just past the cap, and keeps the message with a notice instead of the file', async () => {
    const source = generatedStream(2 * 1024 * MB);
    const huge = document('5511930000002', { mimeType: 'application/pdf', fileName: 'autos.pdf', open: async () => source.stream });
    const others = [1, 2, 3].map((index) => ({ ...document(`551193000010${index}`, null), type: 'text' as const, text: `Mensagem ${index}`, caption: null }));
    const results = await Promise.all([storeInbound(integrationId, huge), ...others.map((other) => storeInbound(integrationId, other))]);
    expect(results.every((result) => result !== null)).toBe(true);
    expect(source.produced()).toBeLessThanOrEqual(MB + 8 * 64 * 1024);
    const row = await rowOf(huge.externalId);
    expect(row).toMatchObject({ type: 'document', content: NOTICE, caption: 'Segue o processo', fileName: 'autos.pdf', fileKey: null });
    for (const other of others) expect(await rowOf(other.externalId)).toMatchObject({ content: other.text });
    expect(readdirSync(path.join(dataDir, 'media')).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('does not download a file whose announced size is over the cap', async () => {
    let opened = false;
    const inbound = document('5511930000003', {
      mimeType: 'video/mp4',
      fileName: null,
      declaredBytes: 1_500_000_000,
      open: async () => {
        opened = true;
        return generatedStream(10).stream;
      },
    });
    await storeInbound(integrationId, { ...inbound, type: 'video', caption: null });
    expect(opened).toBe(false);
    expect(await rowOf(inbound.externalId)).toMatchObject({ type: 'video', content: NOTICE, fileKey: null, mimeType: 'video/mp4' });
  });

  it('keeps the message without its file when the provider can no longer give it', async () => {
    const inbound = document('5511930000004', {
      mimeType: 'image/jpeg',
      fileName: null,
      open: async () => {
        throw new Error('410 Gone');
      },
    });
    await storeInbound(integrationId, { ...inbound, type: 'image', caption: 'Foto do contrato' });
    expect(await rowOf(inbound.externalId)).toMatchObject({ type: 'image', content: null, caption: 'Foto do contrato', fileKey: null, mimeType: 'image/jpeg' });
  });
});
