import { and, eq, inArray, sql } from 'drizzle-orm';
import { messagingEvents, type MessageStatus } from '@balcao/contracts';
import { fileUrlOf, type MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand } from '../db/database';
import { messages } from '../db/schema';
import { loadMessage } from './message-dto';

const PROGRESS = sql.raw(`array['PENDING', 'SENT', 'DELIVERED', 'READ']::text[]`);
/**
 * An ack may beat the commit that stores the provider's id of a message just sent; it is then
 * tried again after these delays before being dropped.
 */
const RETRY_DELAYS_MS = [200, 1000, 5000];

/** Delivery acks from the channel: a status only moves forward (FAILED only from PENDING/SENT). */
export class MessageAcks {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly context: MessagingContext) {}

  async apply(integrationId: string, externalId: string, status: MessageStatus, attempt = 0): Promise<void> {
    if (this.stopped) return;
    const forward =
      status === 'FAILED'
        ? inArray(messages.status, ['PENDING', 'SENT'])
        : sql`array_position(${PROGRESS}, ${messages.status}) < array_position(${PROGRESS}, ${status}::text)`;
    const applied = await runCommand(this.context, async (tx) => {
      const [row] = await tx
        .update(messages)
        .set({ status })
        .where(and(eq(messages.integrationId, integrationId), eq(messages.externalId, externalId), eq(messages.direction, 'OUTBOUND'), forward))
        .returning();
      if (!row) return false;
      const message = (await loadMessage(tx, row.id, fileUrlOf(this.context)))!;
      await recordEvents(tx, [eventOf(messagingEvents.messageUpdated, row, { conversationId: row.conversationId, message })]);
      return true;
    });
    if (applied || attempt >= RETRY_DELAYS_MS.length) return;
    if (!(await this.isUnknown(integrationId, externalId))) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.apply(integrationId, externalId, status, attempt + 1).catch((error) => this.context.log.error({ err: error }, 'message ack failed'));
    }, RETRY_DELAYS_MS[attempt]);
    this.timers.add(timer);
  }

  /** True when no message has this provider id yet (a stale ack of a known message is just dropped). */
  private async isUnknown(integrationId: string, externalId: string) {
    const [known] = await this.context.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.integrationId, integrationId), eq(messages.externalId, externalId)))
      .limit(1);
    return !known;
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
