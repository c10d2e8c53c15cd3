import { asc, eq, sql } from 'drizzle-orm';
import { agentsEvents, crmEvents, flowsEvents, homeDayOf, messagingEvents, type ConversationSummary, type EventEnvelope, type Lead, type Message } from '@balcao/contracts';
import { lockUntilCommit, type EventBus } from '@balcao/service-kit';
import type { CrmDatabase, CrmTx } from '../db/database';
import { homeAnswerDays, homeAnswers, homeCaseLookups, homeConversationDays, homeConversations, homeLeads, homeMessageDays, homeMessages, members } from '../db/schema';
import { answerEpisodes } from './answer-episodes';
import { legalAreaOf } from './legal-area';

/** What the home projection listens to (flows' and agents' court-case lookups share one event). */
export const HOME_EVENTS = [
  messagingEvents.conversationCreated,
  messagingEvents.conversationChanged,
  messagingEvents.conversationTransferred,
  messagingEvents.conversationDeleted,
  messagingEvents.messageReceived,
  messagingEvents.messageSent,
  crmEvents.leadCreated,
  crmEvents.leadUpdated,
  crmEvents.leadMoved,
  crmEvents.leadsDeleted,
  flowsEvents.caseLookupCompleted,
  agentsEvents.caseLookupCompleted,
] as const;

export const HOME_EVENT_TYPES: string[] = HOME_EVENTS.map((definition) => definition.type);

/** One writer per conversation at a time (its start is counted once, its deletion takes it back once). */
const lockConversation = (tx: CrmTx, conversationId: string) => lockUntilCommit(tx, conversationId);

/** The conversation as a summary shows it, unless a newer fact was applied already. */
async function applySummary(tx: CrmTx, officeId: string, conversation: ConversationSummary, versionAt: Date) {
  const row = {
    id: conversation.id,
    officeId,
    inboxId: conversation.inboxId,
    personId: conversation.personId,
    personName: conversation.person.name,
    phoneNumber: conversation.person.phoneNumber,
    userName: conversation.user?.name ?? null,
    status: conversation.status,
    awaitingReply: conversation.lastMessage?.direction === 'INBOUND',
    lastActivityAt: new Date(conversation.lastMessageAt ?? conversation.createdAt),
    createdAt: new Date(conversation.createdAt),
    versionAt,
  };
  await lockConversation(tx, conversation.id);
  const [written] = await tx
    .insert(homeConversations)
    .values(row)
    .onConflictDoUpdate({
      target: homeConversations.id,
      set: { ...row, createdAt: sql`coalesce(${homeConversations.createdAt}, excluded.created_at)` },
      setWhere: sql`not ${homeConversations.deleted} and ${homeConversations.versionAt} <= ${versionAt}`,
    })
    // xmax is 0 only on a row this statement inserted: the conversation's first fact.
    .returning({ inserted: sql<boolean>`xmax = 0` });
  if (written?.inserted) await countStarted(tx, officeId, conversation.inboxId, row.createdAt, 1);
}

async function countStarted(tx: CrmTx, officeId: string, inboxId: string, createdAt: Date, change: 1 | -1) {
  await tx
    .insert(homeConversationDays)
    .values({ inboxId, day: homeDayOf(createdAt), officeId, started: change })
    .onConflictDoUpdate({
      target: [homeConversationDays.inboxId, homeConversationDays.day],
      set: { started: sql`${homeConversationDays.started} + ${change}` },
    });
}

/**
 * Replaces the conversation's answer times by those of its whole timeline (few messages per
 * conversation), and moves the daily sums by the difference.
 */
async function recomputeAnswers(tx: CrmTx, officeId: string, inboxId: string, conversationId: string) {
  const timeline = await tx
    .select({ id: homeMessages.id, inbound: homeMessages.inbound, isReply: homeMessages.isReply, at: homeMessages.at })
    .from(homeMessages)
    .where(eq(homeMessages.conversationId, conversationId))
    .orderBy(asc(homeMessages.at));
  const before = await tx.delete(homeAnswers).where(eq(homeAnswers.conversationId, conversationId)).returning({ answeredAt: homeAnswers.answeredAt, seconds: homeAnswers.seconds });
  const after = answerEpisodes(timeline);
  if (after.length > 0) await tx.insert(homeAnswers).values(after.map((episode) => ({ ...episode, conversationId, officeId, inboxId })));

  const days = new Map<string, { answers: number; seconds: number; had: boolean; has: boolean }>();
  const count = (answeredAt: Date, seconds: number, sign: 1 | -1) => {
    const day = homeDayOf(answeredAt);
    const change = days.get(day) ?? { answers: 0, seconds: 0, had: false, has: false };
    change.answers += sign;
    change.seconds += sign * seconds;
    if (sign > 0) change.has = true;
    else change.had = true;
    days.set(day, change);
  };
  for (const answer of before) count(answer.answeredAt, answer.seconds, -1);
  for (const answer of after) count(answer.answeredAt, answer.seconds, 1);
  // In day order, so two transactions touching the same days never wait on each other crosswise.
  for (const [day, change] of [...days].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const conversations = Number(change.has) - Number(change.had);
    if (change.answers === 0 && change.seconds === 0 && conversations === 0) continue;
    await tx
      .insert(homeAnswerDays)
      .values({ inboxId, day, officeId, answers: change.answers, seconds: change.seconds, conversations })
      .onConflictDoUpdate({
        target: [homeAnswerDays.inboxId, homeAnswerDays.day],
        set: {
          answers: sql`${homeAnswerDays.answers} + ${change.answers}`,
          seconds: sql`${homeAnswerDays.seconds} + ${change.seconds}`,
          conversations: sql`${homeAnswerDays.conversations} + ${conversations}`,
        },
      });
  }
}

async function applyMessage(tx: CrmTx, event: EventEnvelope, conversationId: string, message: Message, conversation?: ConversationSummary) {
  const inboxId = event.inboxId ?? conversation?.inboxId;
  if (!inboxId) return;
  // Its timeline is read whole after this message joins it.
  await lockConversation(tx, conversationId);
  const at = new Date(message.messageAt);
  const inbound = message.direction === 'INBOUND';
  const inserted = await tx
    .insert(homeMessages)
    .values({ id: message.id, officeId: event.officeId, inboxId, conversationId, inbound, isReply: !inbound && message.user !== null, at })
    .onConflictDoNothing()
    .returning({ id: homeMessages.id });
  if (inserted.length > 0) {
    // Counted only when the message row is new: a redelivery adds nothing.
    await tx
      .insert(homeMessageDays)
      .values({ inboxId, day: homeDayOf(at), officeId: event.officeId, messages: 1 })
      .onConflictDoUpdate({ target: [homeMessageDays.inboxId, homeMessageDays.day], set: { messages: sql`${homeMessageDays.messages} + 1` } });
    await recomputeAnswers(tx, event.officeId, inboxId, conversationId);
  }
  if (conversation) await applySummary(tx, event.officeId, conversation, new Date(event.occurredAt));
}

async function applyLead(tx: CrmTx, event: EventEnvelope, lead: Lead) {
  if (!event.inboxId) return;
  const versionAt = new Date(event.occurredAt);
  const row = { id: lead.id, officeId: event.officeId, inboxId: event.inboxId, createdAt: new Date(lead.createdAt), area: legalAreaOf(lead), versionAt };
  await tx
    .insert(homeLeads)
    .values(row)
    .onConflictDoUpdate({ target: homeLeads.id, set: row, setWhere: sql`not ${homeLeads.deleted} and ${homeLeads.versionAt} <= ${versionAt}` });
}

async function applyTransfer(tx: CrmTx, event: EventEnvelope, conversationId: string, toUserId: string) {
  const [member] = await tx.select({ name: members.name }).from(members).where(eq(members.userId, toUserId));
  if (!member) return;
  await tx
    .update(homeConversations)
    .set({ userName: member.name })
    .where(sql`${homeConversations.id} = ${conversationId} and ${homeConversations.officeId} = ${event.officeId} and ${homeConversations.versionAt} < ${new Date(event.occurredAt)}`);
}

/** Applies one event to the projection. Every write is keyed, so applying it again changes nothing. */
export async function applyHomeEvent(tx: CrmTx, event: EventEnvelope) {
  const payload = event.payload as Record<string, any>;
  const { officeId } = event;
  const occurredAt = new Date(event.occurredAt);
  switch (event.type) {
    case messagingEvents.conversationCreated.type:
    case messagingEvents.conversationChanged.type: {
      const { conversation } = messagingEvents.conversationChanged.payload.parse(payload);
      return applySummary(tx, officeId, conversation, occurredAt);
    }
    case messagingEvents.conversationTransferred.type: {
      const { conversationId, toUserId } = messagingEvents.conversationTransferred.payload.parse(payload);
      return applyTransfer(tx, event, conversationId, toUserId);
    }
    case messagingEvents.conversationDeleted.type: {
      const { conversationId } = messagingEvents.conversationDeleted.payload.parse(payload);
      if (!event.inboxId) return;
      await lockConversation(tx, conversationId);
      const [counted] = await tx
        .select({ createdAt: homeConversations.createdAt })
        .from(homeConversations)
        .where(sql`${homeConversations.id} = ${conversationId} and not ${homeConversations.deleted} and ${homeConversations.createdAt} is not null`);
      const tombstone = { id: conversationId, officeId, inboxId: event.inboxId, versionAt: occurredAt, deleted: true };
      await tx.insert(homeConversations).values(tombstone).onConflictDoUpdate({ target: homeConversations.id, set: { deleted: true } });
      if (counted?.createdAt) await countStarted(tx, officeId, event.inboxId, counted.createdAt, -1);
      return;
    }
    case messagingEvents.messageReceived.type:
    case messagingEvents.messageSent.type: {
      const { conversationId, message, conversation } = messagingEvents.messageReceived.payload.parse(payload);
      return applyMessage(tx, event, conversationId, message, conversation);
    }
    case crmEvents.leadCreated.type:
    case crmEvents.leadUpdated.type:
    case crmEvents.leadMoved.type:
      return applyLead(tx, event, crmEvents.leadUpdated.payload.parse(payload).lead);
    case crmEvents.leadsDeleted.type: {
      const { ids } = crmEvents.leadsDeleted.payload.parse(payload);
      if (!event.inboxId || ids.length === 0) return;
      const tombstones = ids.map((id) => ({ id, officeId, inboxId: event.inboxId!, versionAt: occurredAt, deleted: true }));
      await tx.insert(homeLeads).values(tombstones).onConflictDoUpdate({ target: homeLeads.id, set: { deleted: true } });
      return;
    }
    case flowsEvents.caseLookupCompleted.type:
    case agentsEvents.caseLookupCompleted.type: {
      const { lookup } = flowsEvents.caseLookupCompleted.payload.parse(payload);
      if (!event.inboxId) return;
      await tx
        .insert(homeCaseLookups)
        .values({
          id: lookup.id,
          officeId,
          inboxId: event.inboxId,
          conversationId: lookup.conversationId,
          personName: lookup.personName,
          phoneNumber: lookup.phoneNumber,
          caseNumber: lookup.caseNumber,
          status: lookup.status,
          tribunal: lookup.tribunal,
          summary: lookup.summary,
          source: lookup.source,
          searchedAt: new Date(lookup.createdAt),
        })
        .onConflictDoNothing();
      return;
    }
  }
}

/** Keeps the projection fed (each event in its own transaction; redeliveries are harmless). */
export function startHomeProjection(options: { bus: EventBus; db: CrmDatabase; durable?: string }) {
  return options.bus.subscribe({
    durable: options.durable ?? 'crm-home',
    types: HOME_EVENT_TYPES,
    handler: (event) => options.db.transaction((tx) => applyHomeEvent(tx as CrmTx, event)),
  });
}
