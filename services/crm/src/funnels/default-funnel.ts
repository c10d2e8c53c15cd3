import { eq } from 'drizzle-orm';
import { authEvents, DEFAULT_FUNNEL } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { CrmDatabase } from '../db/database';
import { calendarEvents, funnelColumns, funnels, handledEvents, integrations, people, tags } from '../db/schema';

export const DEFAULT_FUNNEL_KEY = 'default-sales-funnel';

/**
 * Every new workspace starts with the 'Funil de vendas' of a law office. A durable consumer of
 * auth's inboxCreated: the handled-events record makes a redelivery change nothing, and the
 * unique template key per workspace keeps it so even if that record were lost. A deleted
 * workspace takes its CRM data with it.
 */
export function startWorkspaceSeeding(options: { bus: EventBus; db: CrmDatabase; relay?: { wake(): void } }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    relay: options.relay,
    handledTable: handledEvents,
    consumer: 'crm-workspaces',
    events: [authEvents.inboxCreated, authEvents.inboxDeleted],
    handle: async (tx, event) => {
      const inboxId = event.payload.id;
      if (event.type === authEvents.inboxDeleted.type) {
        for (const table of [funnels, calendarEvents, people, tags, integrations]) await tx.delete(table).where(eq(table.inboxId, inboxId));
        return;
      }
      const [funnel] = await tx
        .insert(funnels)
        .values({ officeId: event.officeId, inboxId, name: DEFAULT_FUNNEL.name, templateKey: DEFAULT_FUNNEL_KEY })
        .onConflictDoNothing()
        .returning();
      if (!funnel) return;
      await tx.insert(funnelColumns).values(
        DEFAULT_FUNNEL.columns.map((column, position) => ({
          officeId: event.officeId,
          funnelId: funnel.id,
          name: column.name,
          color: column.color,
          position,
          timeLimitDays: column.timeLimitDays,
          showBadgeProgress: true,
        })),
      );
    },
  });
}
