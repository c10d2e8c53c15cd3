import type { Readable } from 'node:stream';
import { inboundFileTooLargeNotice, isOpenAt, messagingEvents, normalizePhoneDigits } from '@balcao/contracts';
import { BatchQueue } from '@balcao/service-kit';
import type { InboundMessage } from '../channels/channel-provider';
import { fileUrlOf, type MessagingContext } from '../context';
import { toConversationSummary } from '../conversations/conversation-summary';
import { eventOf, recordEvents, runCommand, type MessagingTx, type PendingEvent } from '../db/database';
import { evaluationScoreOf } from '../evaluations/evaluation-request';
import { recordEvaluationAnswer } from '../evaluations/record-evaluation';
import type { DeviceInfo } from '../integrations/integration-directory';
import { MediaTooLargeError } from '../media/capped-stream';
import { inboundMediaKey } from '../media/media-keys';
import { toMessage } from '../messages/message-dto';
import { retirePreviousReactions } from '../messages/reactions';
import { blockedSendersOf, keepBlockedMessages } from './blocked-inbound';
import { DuplicateInbound } from './duplicate-inbound';
import { contactKeyOf, upsertInbound, type InboundResult, type InboundRow } from './inbound-statement';

export type InboundContext = Pick<MessagingContext, 'db' | 'relay' | 'media' | 'links' | 'directory' | 'log' | 'inboundMediaMaxBytes' | 'calendars'>;
/** `key` null: the client sent a file that was not kept; its name and type stay on the message. */
type StoredFile = { key: string | null; fileName: string | null; mimeType: string };
type Stored = { messageId: string; conversationId: string } | null;
/** The client's file as stored, or why it is not: `notice` is kept as the message's text. */
type SavedFile = { file: StoredFile | null; notice: string | null };

interface Arrival extends SavedFile {
  device: DeviceInfo;
  inbound: InboundMessage;
  /** The workspace was closed when it arrived (issue 40): no robot opens the conversation. */
  closed: boolean;
}

const NO_FILE: SavedFile = { file: null, notice: null };

/**
 * Streams the client's file to storage, up to MEDIA_MAX_INBOUND_BYTES. A larger one (announced
 * or found so) is not kept and the message says so; one the provider can no longer give is left
 * out. Either way the message itself is stored; only a storage failure fails it (to be retried).
 */
async function saveFile(context: InboundContext, integrationId: string, inbound: InboundMessage): Promise<SavedFile> {
  const source = inbound.file;
  if (!source) return NO_FILE;
  const maxBytes = context.inboundMediaMaxBytes;
  const { mimeType, fileName } = source;
  const notKept = { key: null, fileName, mimeType };
  const tooLarge = () => {
    context.log.warn({ integrationId, externalId: inbound.externalId, declaredBytes: source.declaredBytes, maxBytes }, 'client file over the size kept: not downloaded');
    return { file: notKept, notice: inboundFileTooLargeNotice(maxBytes) };
  };
  if ((source.declaredBytes ?? 0) > maxBytes) return tooLarge();
  // The key depends only on the message, so a redelivery rewrites the same file.
  const key = inboundMediaKey(integrationId, inbound.externalId, mimeType, fileName);
  let stream: Readable;
  let sourceFailed = false;
  const unavailable = (error: unknown) => {
    context.log.warn({ err: error, integrationId, externalId: inbound.externalId }, 'client file could not be downloaded: message kept without it');
    return { file: notKept, notice: null };
  };
  try {
    stream = await source.open();
  } catch (error) {
    return unavailable(error);
  }
  stream.once('error', () => (sourceFailed = true));
  try {
    await context.media.putStream(key, stream, mimeType, maxBytes);
    return { file: { key, fileName, mimeType }, notice: null };
  } catch (error) {
    if (error instanceof MediaTooLargeError) return tooLarge();
    if (sourceFailed) return unavailable(error);
    throw error;
  }
}

function inboundRowOf({ device, inbound, file, notice, closed }: Arrival): InboundRow {
  return {
    officeId: device.officeId,
    inboxId: device.inboxId,
    integrationId: device.id,
    phoneNumber: normalizePhoneDigits(inbound.from),
    pushName: inbound.name?.trim() || null,
    messageAt: inbound.timestamp,
    // Outside business hours the conversation waits for people; the out-of-hours message answers it (business-hours/).
    status: device.hasAutomation && !closed ? 'ROBOT_INTERACTIVE' : 'WAITING_HUMAN',
    isReaction: inbound.type === 'reaction',
    preview: inbound.text ?? inbound.caption ?? notice ?? null,
    externalId: inbound.externalId,
    type: inbound.type,
    content: inbound.text ?? notice ?? null,
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
 * A batch of client messages in one transaction: a blocked contact's messages kept apart, the
 * others each contact's in arrival order, one
 * statement per round, then all their events in one insert. A message stored meanwhile by
 * another transaction rolls the batch back (DuplicateInbound), and the queue retries its
 * messages one by one, so a duplicate changes nothing.
 */
async function storeBatch(tx: MessagingTx, context: InboundContext, arrivals: Arrival[]): Promise<Stored[]> {
  const results: Stored[] = arrivals.map(() => null);
  const plain: { index: number; row: InboundRow }[] = [];
  const rows = arrivals.map(inboundRowOf);
  // A blocked contact's messages are kept apart and open nothing (their result stays null).
  const blockedSenders = await blockedSendersOf(tx, rows);
  const blocked: { row: InboundRow; personId: string }[] = [];
  for (const [index, arrival] of arrivals.entries()) {
    const row = rows[index];
    const blockedPersonId = blockedSenders.get(contactKeyOf(row));
    if (blockedPersonId) {
      blocked.push({ row, personId: blockedPersonId });
      continue;
    }
    // Only an answer shaped like a score (a digit 1–5, or its label) costs a lookup: the reply to a finished conversation's evaluation request.
    const score = evaluationScoreOf(arrival.inbound);
    const answered =
      score !== null
        ? await recordEvaluationAnswer(tx, context, arrival.device, { phoneNumber: row.phoneNumber, pushName: row.pushName, inbound: arrival.inbound, score })
        : null;
    if (answered) results[index] = answered;
    else plain.push({ index, row });
  }

  await keepBlockedMessages(tx, blocked);

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
    const [saved, calendar] = await Promise.all([saveFile(context, integrationId, inbound), context.calendars.of(device.inboxId)]);
    try {
      return await queue.push({ device, inbound, ...saved, closed: !isOpenAt(calendar, new Date()) });
    } catch (error) {
      if (error instanceof DuplicateInbound) return null;
      throw error;
    }
  };
}
