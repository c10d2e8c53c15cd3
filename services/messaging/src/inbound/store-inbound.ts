import { messagingEvents, normalizePhoneDigits } from '@balcao/contracts';
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
import { upsertInbound } from './inbound-statement';

type InboundContext = Pick<MessagingContext, 'db' | 'relay' | 'media' | 'links' | 'directory' | 'log'>;
type StoredFile = { key: string; fileName: string | null; mimeType: string };


async function saveFile(context: InboundContext, integrationId: string, inbound: InboundMessage): Promise<StoredFile | null> {
  if (!inbound.file) return null;
  const { data, mimeType, fileName } = inbound.file;
  // The key depends only on the message, so a redelivery rewrites the same file.
  const key = inboundMediaKey(integrationId, inbound.externalId, mimeType, fileName);
  await context.media.put(key, data, mimeType);
  return { key, fileName, mimeType };
}

/**
 * One client message in one transaction of two statements: the contact, conversation and
 * message writes, then the events. A message already stored rolls back: nothing changes.
 */
async function storeInTransaction(tx: MessagingTx, context: InboundContext, device: DeviceInfo, inbound: InboundMessage, file: StoredFile | null) {
  const scope = { officeId: device.officeId, inboxId: device.inboxId };
  const phoneNumber = normalizePhoneDigits(inbound.from);
  const pushName = inbound.name?.trim() || null;
  // Only a bare digit 1–5 costs a lookup: the answer to a finished conversation's evaluation request.
  const score = evaluationScoreOf(inbound);
  if (score !== null) {
    const answered = await recordEvaluationAnswer(tx, context, device, { phoneNumber, pushName, inbound, score });
    if (answered) return answered;
  }
  const isReaction = inbound.type === 'reaction';
  const { person, conversation, message } = await upsertInbound(tx, {
    ...scope,
    integrationId: device.id,
    phoneNumber,
    pushName,
    messageAt: inbound.timestamp,
    status: device.hasAutomation ? 'ROBOT_INTERACTIVE' : 'WAITING_HUMAN',
    isReaction,
    preview: inbound.text ?? inbound.caption ?? null,
    externalId: inbound.externalId,
    type: inbound.type,
    content: inbound.text ?? null,
    caption: inbound.caption ?? null,
    file,
    quotedExternalId: inbound.quotedExternalId ?? null,
    reactionToExternalId: inbound.reactionToExternalId ?? null,
  });
  if (!message) throw new DuplicateInbound();
  if (isReaction && message.reactionMessageId) {
    await retirePreviousReactions(tx, { id: message.id, reactionMessageId: message.reactionMessageId, direction: 'INBOUND' });
  }

  const summaryPerson = { id: person.id, name: person.name, imageUrl: person.imageUrl, phoneNumber: person.phoneNumber };
  const summary = toConversationSummary({ conversation, person: summaryPerson, responsibleName: conversation.responsibleName, tags: conversation.tags });
  const events: PendingEvent[] = [];
  if (person.inserted) events.push(eventOf(messagingEvents.personCreated, scope, { ...summaryPerson, email: person.email }));
  if (conversation.inserted) events.push(eventOf(messagingEvents.conversationCreated, scope, { conversation: summary }));
  else if (!isReaction) events.push(eventOf(messagingEvents.conversationChanged, scope, { conversation: summary }));
  const dto = toMessage({ row: message, sender: null, fileUrlOf: fileUrlOf(context) });
  events.push(eventOf(messagingEvents.messageReceived, scope, { conversationId: conversation.id, message: dto }));
  await recordEvents(tx, events);
  return { messageId: message.id, conversationId: conversation.id };
}

/** Stores a client's message once per provider id; null when it was already stored or the device is unknown. */
export async function storeInbound(context: InboundContext, integrationId: string, inbound: InboundMessage) {
  const device = await context.directory.get(integrationId);
  if (!device) {
    context.log.warn({ integrationId }, 'inbound message for an unknown device dropped');
    return null;
  }
  const file = await saveFile(context, integrationId, inbound);
  try {
    return await runCommand(context, (tx) => storeInTransaction(tx, context, device, inbound, file));
  } catch (error) {
    if (error instanceof DuplicateInbound) return null;
    throw error;
  }
}
