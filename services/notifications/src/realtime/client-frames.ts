import { ZClientFrame, type ClientFrame } from '@balcao/contracts';
import type { NotificationsDatabase } from '../db/database';
import { inboxesOf, isUuid, visibleConversationInbox } from './access';
import { frameText, type RealtimeEventInput } from './realtime-event';
import { loadMissedEvents } from './realtime-events.repository';
import type { SocketSession } from './socket-session';
import type { SubscriptionRegistry } from './subscription-registry';

export const FRAME_MESSAGES = {
  notJson: 'Mensagem inválida: envie JSON no formato { event, data }',
  unknownFrame: 'Evento desconhecido ou dados inválidos',
  accessDenied: 'Acesso negado',
  invalidCursor: 'Cursor inválido',
  tooManyFrames: 'Muitas mensagens em pouco tempo; aguarde um instante',
} as const;

/** At most this many missed frames are sent on resume (the newest ones). */
export const RESUME_LIMIT = 1000;

export interface ClientFrameContext {
  db: NotificationsDatabase;
  registry: SubscriptionRegistry<SocketSession>;
  /** Frames below this seq have already been routed live on this replica. */
  resumePosition(): number;
  /** Stores frames and fans them out to every replica. */
  publish(inputs: RealtimeEventInput[]): Promise<void>;
}

function parseClientFrame(raw: string): ClientFrame | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: FRAME_MESSAGES.notJson };
  }
  const frame = ZClientFrame.safeParse(json);
  return frame.success ? frame.data : { error: FRAME_MESSAGES.unknownFrame };
}

/** Drops the subscriptions outside the user's current workspaces. */
export function keepOnlyVisible(registry: SubscriptionRegistry<SocketSession>, session: SocketSession, inboxIds: ReadonlySet<string>) {
  for (const inboxId of [...session.inboxIds]) {
    if (inboxIds.has(inboxId)) continue;
    session.inboxIds.delete(inboxId);
    registry.unsubscribeInbox(session, inboxId);
  }
  for (const [conversationId, inboxId] of [...session.conversations]) {
    if (inboxIds.has(inboxId)) continue;
    session.conversations.delete(conversationId);
    registry.unsubscribeConversation(session, conversationId);
  }
}

export async function handleClientFrame(context: ClientFrameContext, session: SocketSession, raw: string) {
  const frame = parseClientFrame(raw);
  if ('error' in frame) return session.reply('error', { message: frame.error });
  const denied = () => session.reply('error', { message: FRAME_MESSAGES.accessDenied });
  const { db, registry } = context;

  switch (frame.event) {
    case 'subscribeToOffice': {
      if (frame.data.officeId !== session.officeId) return denied();
      session.officeSubscribed = true;
      registry.subscribeOffice(session);
      return session.reply('subscribedToOffice', { officeId: session.officeId });
    }
    case 'subscribeToInbox': {
      const { inboxId } = frame.data;
      if (!isUuid(inboxId) || !(await inboxesOf(db, session)).has(inboxId)) return denied();
      session.inboxIds.add(inboxId);
      registry.subscribeInbox(session, inboxId);
      return session.reply('subscribedToInbox', { inboxId });
    }
    case 'subscribeToConversation': {
      const { conversationId } = frame.data;
      const inboxId = await visibleConversationInbox(db, session, conversationId);
      if (!inboxId) return denied();
      session.conversations.set(conversationId, inboxId);
      registry.subscribeConversation(session, conversationId);
      return session.reply('subscribedToConversation', { conversationId });
    }
    case 'unsubscribeFromConversation': {
      const { conversationId } = frame.data;
      session.conversations.delete(conversationId);
      registry.unsubscribeConversation(session, conversationId);
      return session.reply('unsubscribedFromConversation', { conversationId });
    }
    case 'messageRead': {
      const { conversationId } = frame.data;
      const inboxId = session.conversations.get(conversationId) ?? (await visibleConversationInbox(db, session, conversationId));
      if (!inboxId) return denied();
      return context.publish([
        {
          officeId: session.officeId,
          inboxId,
          conversationId,
          userId: null,
          event: 'conversation:message:read',
          data: { conversationId, userId: session.userId },
        },
      ]);
    }
    case 'resume': {
      if (!/^\d{1,15}$/.test(frame.data.cursor)) return session.reply('error', { message: FRAME_MESSAGES.invalidCursor });
      const beforeSeq = context.resumePosition();
      // Membership may have changed while the client was away.
      keepOnlyVisible(registry, session, await inboxesOf(db, session));
      const missed = await loadMissedEvents(db, session, { afterSeq: Number(frame.data.cursor), beforeSeq, limit: RESUME_LIMIT });
      return session.sendMissed(missed, frameText);
    }
  }
}
