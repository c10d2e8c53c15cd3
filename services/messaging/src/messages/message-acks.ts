import { eq, inArray } from 'drizzle-orm';
import { messagingEvents, type MessageStatus } from '@balcao/contracts';
import { BatchQueue, runPrepared } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand, type MessagingTx } from '../db/database';
import { members, messages } from '../db/schema';
import { messageWithSender, reactionsTo, toMessage } from './message-dto';

/**
 * One round of acks (each message at most once) in one statement: each status moved forward
 * (FAILED only from PENDING or SENT), and for each ack whether it changed its message, or found
 * none to change (not stored yet: `unknown`, tried again later) or only one further on (stale).
 * A server ack (SENT) of a message stored as SENT, every sent message's first, is stale.
 */
const APPLY_ACKS = `
  with ack as (select * from unnest($1::uuid[], $2::text[], $3::text[]) as ack(integration_id, external_id, status)),
  updated as (
    update messaging.messages m set status = ack.status
    from ack
    where m.integration_id = ack.integration_id and m.external_id = ack.external_id and m.direction = 'OUTBOUND'
      and case when ack.status = 'FAILED' then m.status in ('PENDING', 'SENT')
               else array_position(array['PENDING', 'SENT', 'DELIVERED', 'READ'], m.status) < array_position(array['PENDING', 'SENT', 'DELIVERED', 'READ'], ack.status) end
    returning m.id, m.integration_id, m.external_id
  )
  select ack.integration_id as "integrationId", ack.external_id as "externalId", u.id as "changedId",
    u.id is null and not exists (select 1 from messaging.messages k where k.integration_id = ack.integration_id and k.external_id = ack.external_id) as unknown
  from ack left join updated u on u.integration_id = ack.integration_id and u.external_id = ack.external_id`;

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
      const { rows } = await runPrepared<{ integrationId: string; externalId: string; changedId: string | null; unknown: boolean }>(tx, APPLY_ACKS, [
        round.map(({ ack }) => ack.integrationId),
        round.map(({ ack }) => ack.externalId),
        round.map(({ ack }) => ack.status),
      ]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      for (const { ack, index } of round) {
        const row = byKey.get(keyOf(ack));
        outcomes[index] = row?.changedId ? 'applied' : row?.unknown ? 'unknown' : 'stale';
      }
      for (const row of rows) if (row.changedId) changed.add(row.changedId);
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
