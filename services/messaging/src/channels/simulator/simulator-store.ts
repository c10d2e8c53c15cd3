import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { SimulatorChatMessage, SimulatorDevice } from '@balcao/contracts';
import { BatchQueue, executePrepared, insertJsonRows, runPrepared } from '@balcao/service-kit';
import type { MessagingDatabase } from '../../db/database';
import { integrations, simulatorDevices, simulatorMessages } from '../../db/schema';

const PAIRING_CACHE_MS = 1000;
const PHONE_WRITE_LINGER_MS = 20;

/** The office's messages the phone received: only forward, a message the phone already read stays read. */
const MARK_DELIVERED = `update messaging.simulator_messages m set status = 'DELIVERED'
  from unnest($1::uuid[], $2::text[]) as delivered(integration_id, id)
  where m.integration_id = delivered.integration_id and m.id = delivered.id and m.status = 'SENT'`;

export type SimulatorMessageRow = typeof simulatorMessages.$inferInsert;
export interface Pairing {
  connected: boolean;
  phoneTokenHash: string | null;
}

/** The simulator's persisted state: device pairings and each phone's chat, in Postgres. */
export class SimulatorStore {
  /** The phone's chat is written in batches: at a thousand messages a second, one insert each costs more than the office's side. */
  private readonly pairings = new Map<string, { pairing: Pairing; until: number }>();
  private readonly clientWrites: BatchQueue<SimulatorMessageRow, void>;
  private readonly officeWrites: BatchQueue<SimulatorMessageRow, void>;
  private readonly deliveries: BatchQueue<{ integrationId: string; id: string }, void>;

  constructor(private readonly db: MessagingDatabase) {
    const write = async (rows: SimulatorMessageRow[]) => {
      await insertJsonRows(this.db, simulatorMessages, rows, { onConflict: 'on conflict do nothing' });
      return rows.map((): void => undefined);
    };
    // The client's own messages: waiting up to 20 ms for more delays no one who matters and saves
    // most of the round trips (at 1,000 messages a second, ~25 per insert instead of ~3).
    this.clientWrites = new BatchQueue(write, { lingerMs: PHONE_WRITE_LINGER_MS });
    // The office's: a send waits for it (a robot's reply sends its messages one after another),
    // so they go at once, batched only while a write is under way.
    this.officeWrites = new BatchQueue(write);
    this.deliveries = new BatchQueue(async (delivered) => {
      await runPrepared(this.db, MARK_DELIVERED, [delivered.map((each) => each.integrationId), delivered.map((each) => each.id)]);
      return delivered.map((): void => undefined);
    });
  }

  /**
   * Whether the device is connected, and to which phone: answered from memory for a second so a
   * burst of messages does not read the pairing once each.
   */
  async pairing(integrationId: string): Promise<Pairing> {
    const cached = this.pairings.get(integrationId);
    if (cached !== undefined && cached.until > Date.now()) return cached.pairing;
    const device = await this.device(integrationId);
    const pairing = { connected: device?.status === 'connected', phoneTokenHash: device?.phoneTokenHash ?? null };
    if (pairing.connected) this.pairings.set(integrationId, { pairing, until: Date.now() + PAIRING_CACHE_MS });
    else this.pairings.delete(integrationId);
    return pairing;
  }

  async isConnected(integrationId: string): Promise<boolean> {
    return (await this.pairing(integrationId)).connected;
  }

  async device(integrationId: string) {
    const [row] = await executePrepared(this.db.select().from(simulatorDevices).where(eq(simulatorDevices.integrationId, integrationId)));
    return row ?? null;
  }

  /**
   * A new pairing keeps the number the device had, as re-linking the same phone would, but not
   * the phone: only whoever scans the new QR code talks to the device from then on.
   */
  async startPairing(integrationId: string, qrcode: string) {
    this.pairings.delete(integrationId);
    await this.db
      .insert(simulatorDevices)
      .values({ integrationId, status: 'pending', qrCode: qrcode })
      .onConflictDoUpdate({ target: simulatorDevices.integrationId, set: { status: 'pending', qrCode: qrcode, phoneTokenHash: null, updatedAt: new Date() } });
  }

  async setStatus(integrationId: string, status: 'connected' | 'disconnected', phoneNumber?: string) {
    this.pairings.delete(integrationId);
    await this.db
      .update(simulatorDevices)
      .set({ status, qrCode: null, ...(phoneNumber ? { phoneNumber } : {}), updatedAt: new Date() })
      .where(eq(simulatorDevices.integrationId, integrationId));
  }

  /** The phone scanned the device's pending QR code: connected to it, once (a second scan finds no QR code). */
  async pair(qrcode: string, phoneTokenHash: string, newPhoneNumber: string) {
    const [row] = await this.db
      .update(simulatorDevices)
      .set({ status: 'connected', qrCode: null, phoneTokenHash, phoneNumber: sql`coalesce(${simulatorDevices.phoneNumber}, ${newPhoneNumber})`, updatedAt: new Date() })
      .where(and(eq(simulatorDevices.qrCode, qrcode), eq(simulatorDevices.status, 'pending')))
      .returning({ integrationId: simulatorDevices.integrationId, phoneNumber: simulatorDevices.phoneNumber });
    if (row) this.pairings.delete(row.integrationId);
    return row ? { integrationId: row.integrationId, phoneNumber: row.phoneNumber! } : null;
  }

  /** Whether some device was paired by the phone holding this secret. */
  async knowsPhone(phoneTokenHash: string) {
    const [row] = await this.db.select({ id: simulatorDevices.integrationId }).from(simulatorDevices).where(eq(simulatorDevices.phoneTokenHash, phoneTokenHash)).limit(1);
    return row !== undefined;
  }

  private readonly deviceColumns = {
    integrationId: simulatorDevices.integrationId,
    name: integrations.name,
    status: simulatorDevices.status,
    phoneNumber: simulatorDevices.phoneNumber,
    qrcode: simulatorDevices.qrCode,
  };

  /** The devices this phone paired with (connected or since disconnected), for its page. */
  async phoneDevices(phoneTokenHash: string): Promise<SimulatorDevice[]> {
    return this.db
      .select(this.deviceColumns)
      .from(simulatorDevices)
      .innerJoin(integrations, eq(integrations.id, simulatorDevices.integrationId))
      .where(and(eq(simulatorDevices.phoneTokenHash, phoneTokenHash), ne(simulatorDevices.status, 'pending')))
      .orderBy(asc(integrations.createdAt));
  }

  /** Devices waiting for a scan, with their QR content, among the integrations `visible` selects. */
  async waitingDevices(visible: SQL): Promise<SimulatorDevice[]> {
    return this.db
      .select(this.deviceColumns)
      .from(simulatorDevices)
      .innerJoin(integrations, eq(integrations.id, simulatorDevices.integrationId))
      .where(and(visible, eq(simulatorDevices.status, 'pending'), isNotNull(simulatorDevices.qrCode)))
      .orderBy(asc(integrations.createdAt));
  }

  /** The office deleted one of its messages for everyone; false when the phone never got it. */
  async markDeleted(integrationId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(simulatorMessages)
      .set({ isDeleted: true })
      .where(and(eq(simulatorMessages.integrationId, integrationId), eq(simulatorMessages.id, id), eq(simulatorMessages.sender, 'office')))
      .returning({ id: simulatorMessages.id });
    return rows.length > 0;
  }

  /** The devices paired right now (the ones some replica must drive). */
  async connectedDevices(): Promise<string[]> {
    const rows = await this.db.select({ id: simulatorDevices.integrationId }).from(simulatorDevices).where(eq(simulatorDevices.status, 'connected'));
    return rows.map((row) => row.id);
  }

  /**
   * A phone's message its device's holder could not be handed: kept, with its file, until a holder
   * delivers it. Its copy may be on the phone already (the holder wrote it, then the office could
   * not store it): it is kept all the same (the office stores a message id once).
   */
  async keepMessage(row: SimulatorMessageRow, file: Buffer | null): Promise<void> {
    await this.db
      .insert(simulatorMessages)
      .values({ ...row, awaitingDelivery: true, keptFile: file })
      .onConflictDoUpdate({
        target: [simulatorMessages.integrationId, simulatorMessages.id],
        set: { awaitingDelivery: true, keptFile: sql`coalesce(excluded.kept_file, ${simulatorMessages.keptFile})` },
      });
  }

  /** The device's kept messages, in the order the phone sent them. */
  async keptMessages(integrationId: string) {
    return this.db
      .select()
      .from(simulatorMessages)
      .where(and(eq(simulatorMessages.integrationId, integrationId), eq(simulatorMessages.awaitingDelivery, true)))
      .orderBy(asc(simulatorMessages.seq));
  }

  /** Among these devices, those with messages still kept. */
  async devicesWithKeptMessages(integrationIds: string[]): Promise<string[]> {
    if (integrationIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ id: simulatorMessages.integrationId })
      .from(simulatorMessages)
      .where(and(inArray(simulatorMessages.integrationId, integrationIds), eq(simulatorMessages.awaitingDelivery, true)));
    return rows.map((row) => row.id);
  }

  /** The office has the kept message now: the phone lets its copy of the file go. */
  async markHandedOver(integrationId: string, id: string): Promise<void> {
    await this.db
      .update(simulatorMessages)
      .set({ awaitingDelivery: false, keptFile: null })
      .where(and(eq(simulatorMessages.integrationId, integrationId), eq(simulatorMessages.id, id)));
  }

  /** Stores a message of the phone's chat once per id. */
  addMessage(row: SimulatorMessageRow): Promise<void> {
    return (row.sender === 'office' ? this.officeWrites : this.clientWrites).push(row);
  }

  /** The phone received an office message: marked with the others received meanwhile, one statement for all. */
  markDelivered(integrationId: string, id: string): Promise<void> {
    return this.deliveries.push({ integrationId, id });
  }

  async setMessageStatus(integrationId: string, ids: string[], status: 'DELIVERED' | 'READ') {
    if (ids.length === 0) return [];
    const rows = await this.db
      .update(simulatorMessages)
      .set({ status })
      .where(and(eq(simulatorMessages.integrationId, integrationId), inArray(simulatorMessages.id, ids)))
      .returning({ id: simulatorMessages.id });
    return rows.map((row) => row.id);
  }

  /** The office's messages to this phone not yet read. */
  async unreadByPhone(integrationId: string, phone: string) {
    const rows = await this.db
      .select({ id: simulatorMessages.id })
      .from(simulatorMessages)
      .where(
        and(
          eq(simulatorMessages.integrationId, integrationId),
          eq(simulatorMessages.phone, phone),
          eq(simulatorMessages.sender, 'office'),
          sql`${simulatorMessages.status} <> 'READ'`,
        ),
      );
    return rows.map((row) => row.id);
  }

  async chat(integrationId: string, phone: string): Promise<SimulatorChatMessage[]> {
    const rows = await this.db
      .select()
      .from(simulatorMessages)
      .where(and(eq(simulatorMessages.integrationId, integrationId), eq(simulatorMessages.phone, phone)))
      .orderBy(asc(simulatorMessages.seq));
    return rows.map((row) => ({
      id: row.id,
      from: row.sender,
      type: row.type,
      text: row.text,
      caption: row.caption,
      fileName: row.fileName,
      mimeType: row.mimeType,
      status: row.status,
      isDeleted: row.isDeleted,
      quotedId: row.quotedId,
      reactionToId: row.reactionToId,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Every phone that wrote to the device, with the last name it gave. */
  async contacts(integrationId: string) {
    return this.db
      .select({ phoneNumber: simulatorMessages.phone, name: sql<string | null>`(array_agg(${simulatorMessages.senderName} order by ${simulatorMessages.seq} desc) filter (where ${simulatorMessages.senderName} is not null))[1]` })
      .from(simulatorMessages)
      .where(and(eq(simulatorMessages.integrationId, integrationId), eq(simulatorMessages.sender, 'phone')))
      .groupBy(simulatorMessages.phone);
  }
}
