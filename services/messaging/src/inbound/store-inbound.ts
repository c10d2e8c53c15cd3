import { messagingEvents, normalizePhoneDigits } from '@balcao/contracts';
import { BatchQueue } from '@balcao/service-kit';
import type { InboundMessage } from '../channels/channel-provider';
import { fileUrlOf, type MessagingContext } from '../context';
import { toConversationSummary } from '../conversations/conversation-summary';
import { eventOf, recordEvents, runCommand, type MessagingTx, type PendingEvent } from '../db/database';
import { evaluationScoreOf } from '../evaluations/evaluation-request';
import { recordEvaluationAnswer } from '../evaluations/record-evaluation';
import type { DeviceInfo } from '../integrations/integration-directory';
import { inboundMediaKey } from '../media/media-keys';
import { toMessage } from '../messages/message-dto';
import { retirePreviousReactions } from '../messages/reactions';
import { DuplicateInbound } from './duplicate-inbound';
import { contactKeyOf, upsertInbound, type InboundResult, type InboundRow } from './inbound-statement';

type InboundContext = Pick<MessagingContext, 'db' | 'relay' | 'media' | 'links' | 'directory' | 'log'>;
type StoredFile = { key: string; fileName: string | null; mimeType: string };
type Stored = { messageId: string; conversationId: string } | null;

interface Arrival {
  device: DeviceInfo;
  inbound: InboundMessage;
  file: StoredFile | null;
}

async function saveFile(context: InboundContext, integrationId: string, inbound: InboundMessage): Promise<StoredFile | null> {
  if (!inbound.file) return null;
  const { data, mimeType, fileName } = inbound.file;
  // The key depends only on the message, so a redelivery rewrites the same file.
  const key = inboundMediaKey(integrationId, inbound.externalId, mimeType, fileName);
  await context.media.put(key, data, mimeType);
  return { key, fileName, mimeType };
}

function inboundRowOf({ device, inbound, file }: Arrival): InboundRow {
  return {
    officeId: device.officeId,
    inboxId: device.inboxId,
    integrationId: device.id,
    phoneNumber: normalizePhoneDigits(inbound.from),
    pushName: inbound.name?.trim() || null,
    messageAt: inbound.timestamp,
    status: device.hasAutomation ? 'ROBOT_INTERACTIVE' : 'WAITING_HUMAN',
    isReaction: inbound.type === 'reaction',
    preview: inbound.text ?? inbound.caption ?? null,
    externalId: inbound.externalId,
    type: inbound.type,
    content: inbound.text ?? null,
    caption: inbound.caption ?? null,
    file,
    quotedExternalId: inbound.quotedExternalId ?? null,
    reactionToExternalId: inbound.reactionToExternalId ?? null,
  };
}

/** Splits a batch into rounds in which each contact appears once, keeping each contact's order. */
function roundsByContact<T>(items: T[], keyOf: (item: T) => string): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(item);
  }
  return rounds;
}

function eventsOf(row: InboundRow, stored: InboundResult, context: InboundContext): PendingEvent[] {
  const { person, conversation, message } = stored;
  const scope = { officeId: row.officeId, inboxId: row.inboxId };
  const summaryPerson = { id: person.id, name: person.name, imageUrl: person.imageUrl, phoneNumber: person.phoneNumber };
  const summary = toConversationSummary({ conversation, person: summaryPerson, responsibleName: conversation.responsibleName, tags: conversation.tags });
  const events: PendingEvent[] = [];
  if (person.inserted) events.push(eventOf(messagingEvents.personCreated, scope, { ...summaryPerson, email: person.email }));
  if (conversation.inserted) events.push(eventOf(messagingEvents.conversationCreated, scope, { conversation: summary }));
  const dto = toMessage({ row: message!, sender: null, fileUrlOf: fileUrlOf(context) });
  // A reaction leaves the conversation as it was. A new one travels in conversation.created as
  // well, marked here so the list is not told twice; the robots answer without waiting for it.
  const conversationFacts = row.isReaction ? {} : { conversation: summary, ...(conversation.inserted ? { startedConversation: true as const } : {}) };
  events.push(eventOf(messagingEvents.messageReceived, scope, { conversationId: conversation.id, message: dto, ...conversationFacts }));
  return events;
}

/**
 * A batch of client messages in one transaction: each contact's messages in arrival order, one
 * statement per round, then all their events in one insert. A message stored meanwhile by
 * another transaction rolls the batch back (DuplicateInbound), and the queue retries its
 * messages one by one, so a duplicate changes nothing.
 */
async function storeBatch(tx: MessagingTx, context: InboundContext, arrivals: Arrival[]): Promise<Stored[]> {
  const results: Stored[] = arrivals.map(() => null);
  const plain: { index: number; row: InboundRow }[] = [];
  for (const [index, arrival] of arrivals.entries()) {
    const row = inboundRowOf(arrival);
    // Only a bare digit 1–5 costs a lookup: the answer to a finished conversation's evaluation request.
    const score = evaluationScoreOf(arrival.inbound);
    const answered =
      score !== null
        ? await recordEvaluationAnswer(tx, context, arrival.device, { phoneNumber: row.phoneNumber, pushName: row.pushName, inbound: arrival.inbound, score })
        : null;
    if (answered) results[index] = answered;
    else plain.push({ index, row });
  }

  const events: PendingEvent[] = [];
  for (const round of roundsByContact(plain, ({ row }) => contactKeyOf(row))) {
    round.sort((a, b) => contactKeyOf(a.row).localeCompare(contactKeyOf(b.row))); // one lock order for concurrent batches
    const stored = await upsertInbound(tx, round.map(({ row }) => row));
    for (const [position, { index, row }] of round.entries()) {
      const result = stored[position];
      if (!result) continue; // already stored before: nothing written
      if (!result.message) throw new DuplicateInbound();
      if (row.isReaction && result.message.reactionMessageId) {
        await retirePreviousReactions(tx, { id: result.message.id, reactionMessageId: result.message.reactionMessageId, direction: 'INBOUND' });
      }
      events.push(...eventsOf(row, result, context));
      results[index] = { messageId: result.message.id, conversationId: result.conversation.id };
    }
  }
  await recordEvents(tx, events);
  return results;
}

/**
 * Stores clients' messages once per provider id (group commit: the messages that arrive while
 * a batch commits go together in the next one). Null when the message was already stored or
 * the device is unknown.
 */
export function createInboundStore(context: InboundContext) {
  const queue = new BatchQueue<Arrival, Stored>((arrivals) => runCommand(context, (tx) => storeBatch(tx, context, arrivals)));

  return async function storeInbound(integrationId: string, inbound: InboundMessage): Promise<Stored> {
    const device = await context.directory.get(integrationId);
    if (!device) {
      context.log.warn({ integrationId }, 'inbound message for an unknown device dropped');
      return null;
    }
    const file = await saveFile(context, integrationId, inbound);
    try {
      return await queue.push({ device, inbound, file });
    } catch (error) {
      if (error instanceof DuplicateInbound) return null;
      throw error;
    }
  };
}
