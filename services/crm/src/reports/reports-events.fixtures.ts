import { v7 as uuidv7 } from 'uuid';
import { messagingEvents, type EventEnvelope } from '@balcao/contracts';

export interface Measured {
  conversationId?: string;
  personId?: string;
  userId: string | null;
  finishedAt: string;
  firstResponseSeconds: number | null;
  resolutionSeconds: number;
  slaMet: boolean | null;
}

/** Events as messaging publishes them when a conversation is finished, rated or deleted. */
export function reportEventFactory(scope: { officeId: string; inboxId: string }) {
  const envelope = (type: string, at: string, payload: unknown): EventEnvelope => ({ id: uuidv7(), type, occurredAt: at, ...scope, payload });
  return {
    measured: (measured: Measured) => {
      const conversationId = measured.conversationId ?? uuidv7();
      const finished = new Date(measured.finishedAt);
      const payload = {
        conversationId,
        personId: measured.personId ?? uuidv7(),
        userId: measured.userId,
        openedAt: new Date(finished.getTime() - measured.resolutionSeconds * 1000).toISOString(),
        finishedAt: finished.toISOString(),
        firstResponseSeconds: measured.firstResponseSeconds,
        resolutionSeconds: measured.resolutionSeconds,
        slaMet: measured.slaMet,
      };
      return { conversationId, event: envelope(messagingEvents.conversationServiceMeasured.type, finished.toISOString(), payload) };
    },
    rated: (conversationId: string, score: number, answeredAt: string) =>
      envelope(messagingEvents.conversationEvaluated.type, answeredAt, { conversationId, score, answeredAt }),
    deleted: (conversationId: string, at: string) => envelope(messagingEvents.conversationDeleted.type, at, { conversationId }),
  };
}
