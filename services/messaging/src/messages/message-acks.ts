import { eq, inArray, sql } from 'drizzle-orm';
import { messagingEvents, type MessageStatus } from '@balcao/contracts';
import { BatchQueue } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { members, messages } from '../db/schema';
import { messageWithSender, reactionsTo, toMessage } from './message-dto';

const PROGRESS = sql.raw(`array['PENDING', 'SENT', 'DELIVERED', 'READ']::text[]`);
/**
 * An ack may beat the commit that stores the provider's id of a message just sent; it is then
 * tried again after these delays before being dropped.
 */
const RETRY_DELAYS_MS = [200, 1000, 5000];

interface Ack {
  integrationId: string;
  externalId: string;
  status: MessageStatus;
}

const keyOf = (ack: Pick<Ack, 'integrationId' | 'externalId'>) => `${ack.integrationId}/${ack.externalId}`;

/** What became of an ack: applied, stale (the message is known but already further on), or unknown. */
type AckOutcome = 'applied' | 'stale' | 'unknown';

/**
 * Delivery acks from the channel: a status only moves forward (FAILED only from PENDING/SENT).
 * Every sent message gets two or three, so the acks that arrive together are applied in one
 * transaction (group commit), in the order they came.
 */
export class MessageAcks {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private readonly queue: BatchQueue<Ack, AckOutcome>;

  constructor(private readonly context: MessagingContext) {
    this.queue = new BatchQueue((acks) => runCommand(this.context, (tx) => this.applyBatch(tx, acks)));
  }

  async apply(integrationId: string, externalId: string, status: MessageStatus, attempt = 0): Promise<void> {
    if (this.stopped) return;
    const outcome = await this.queue.push({ integrationId, externalId, status });
    if (outcome !== 'unknown' || attempt >= RETRY_DELAYS_MS.length) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.apply(integrationId, externalId, status, attempt + 1).catch((error) => this.context.log.error({ err: error }, 'message ack failed'));
    }, RETRY_DELAYS_MS[attempt]);
    this.timers.add(timer);
  }

  /**
   * One statement per round: a message's acks of one batch go in successive rounds (SENT, then
   * DELIVERED), so each sees the status the one before left, as if applied one by one.
   */
  private async applyBatch(tx: MessagingTx, acks: Ack[]): Promise<AckOutcome[]> {
    const outcomes: AckOutcome[] = acks.map(() => 'stale');
    const rounds: Array<Array<{ ack: Ack; index: number }>> = [];
    const seen = new Map<string, number>();
    acks.forEach((ack, index) => {
      const round = seen.get(keyOf(ack)) ?? 0;
      seen.set(keyOf(ack), round + 1);
      (rounds[round] ??= []).push({ ack, index });
    });

    const changed = new Set<string>();
    for (const round of rounds) {
      const { rows: updated } = (await tx.execute(
        sql`update ${messages} set status = ack.status
          from unnest(${sql.param(round.map(({ ack }) => ack.integrationId))}::uuid[], ${sql.param(round.map(({ ack }) => ack.externalId))}::text[], ${sql.param(round.map(({ ack }) => ack.status))}::text[])
            as ack(integration_id, external_id, status)
          where ${messages.integrationId} = ack.integration_id and ${messages.externalId} = ack.external_id and ${messages.direction} = 'OUTBOUND'
            and case when ack.status = 'FAILED' then ${messages.status} in ('PENDING', 'SENT')
                     else array_position(${PROGRESS}, ${messages.status}) < array_position(${PROGRESS}, ack.status) end
          returning ${messages.id} as id, ${messages.integrationId} as "integrationId", ${messages.externalId} as "externalId"`,
      )) as unknown as { rows: Array<{ id: string; integrationId: string; externalId: string }> };
      const applied = new Set(updated.map((row) => `${row.integrationId}/${row.externalId}`));
      for (const { ack, index } of round) if (applied.has(keyOf(ack))) outcomes[index] = 'applied';
      for (const row of updated) changed.add(row.id);
    }

    // Acks that changed nothing: a message not stored yet is told apart from a stale ack.
    const missed = acks.filter((_, index) => outcomes[index] !== 'applied');
    if (missed.length > 0) {
      const known = await tx
        .select({ integrationId: messages.integrationId, externalId: messages.externalId })
        .from(messages)
        .where(
          sql`(${messages.integrationId}, ${messages.externalId}) in (select * from unnest(${sql.param(missed.map((ack) => ack.integrationId))}::uuid[], ${sql.param(missed.map((ack) => ack.externalId))}::text[]))`,
        );
      const knownKeys = new Set(known.map((row) => keyOf({ integrationId: row.integrationId, externalId: row.externalId ?? '' })));
      acks.forEach((ack, index) => {
        if (outcomes[index] !== 'applied' && !knownKeys.has(keyOf(ack))) outcomes[index] = 'unknown';
      });
    }

    if (changed.size > 0) {
      const ids = [...changed];
      const [found, reactions] = await Promise.all([
        tx.select(messageWithSender).from(messages).leftJoin(members, eq(members.userId, messages.userId)).where(inArray(messages.id, ids)),
        reactionsTo(tx, ids),
      ]);
      await recordEvents(
        tx,
        found.map(({ row, sender }) =>
          eventOf(messagingEvents.messageUpdated, row, {
            conversationId: row.conversationId,
            message: toMessage({ row, sender, reactions: reactions.get(row.id), fileUrlOf: fileUrlOf(this.context) }),
          }),
        ),
      );
    }
    return outcomes;
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
