import { eq, sql } from 'drizzle-orm';
import { crmEvents, messagingEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import { eventOf, recordEvents, type CrmDatabase, type CrmTx } from '../db/database';
import { handledEvents, leads, people, tags } from '../db/schema';
import { loadLeads } from '../leads/load-leads';

export interface PersonFacts {
  id: string;
  officeId: string;
  inboxId: string;
  name: string | null;
  phoneNumber: string;
  email?: string | null;
  imageUrl: string | null;
  seenAt: Date;
}

/** Keeps the newest facts of a contact: an older event delivered late changes nothing. */
export async function upsertPerson(tx: CrmTx, person: PersonFacts) {
  const { email, ...known } = person;
  // A conversation's summary carries no e-mail: keep the one the contact events gave.
  const set = email === undefined ? known : { ...known, email };
  await tx
    .insert(people)
    .values({ ...known, email: email ?? null })
    .onConflictDoUpdate({ target: people.id, set, setWhere: sql`${people.seenAt} <= ${person.seenAt}` });
}

/** Open boards show the contact's new name, phone or picture on its cards without a reload. */
async function announceLeadsOf(tx: CrmTx, personId: string) {
  const rows = await tx.select().from(leads).where(eq(leads.personId, personId));
  const changed = await loadLeads(tx, rows.map((row) => row.id));
  await recordEvents(
    tx,
    changed.map((lead) => eventOf(crmEvents.leadUpdated, rows.find((row) => row.id === lead.id)!, { lead })),
  );
}

/** The contact's leads go with it; the boards showing them hear of it, and the audit log of whoever deleted the contact. */
async function deletePerson(tx: CrmTx, personId: string, actorUserId: string | undefined) {
  const gone = await tx.select().from(leads).where(eq(leads.personId, personId));
  await tx.delete(people).where(eq(people.id, personId));
  await recordEvents(
    tx,
    gone.map((lead) => eventOf(crmEvents.leadsDeleted, lead, { funnelId: lead.funnelId, ids: [lead.id], actorUserId })),
  );
}

/**
 * crm's copy of messaging's contacts and tags, shown on lead cards (ARCHITECTURE §2). Deleting a
 * contact deletes its leads; deleting a tag unlinks it (foreign keys cascade).
 */
export function startPeopleAndTagsProjection(options: { bus: EventBus; db: CrmDatabase; relay?: { wake(): void } }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    relay: options.relay,
    handledTable: handledEvents,
    consumer: 'crm-people-tags',
    events: [
      messagingEvents.personCreated,
      messagingEvents.personUpdated,
      messagingEvents.personDeleted,
      messagingEvents.tagCreated,
      messagingEvents.tagUpdated,
      messagingEvents.tagDeleted,
    ],
    handle: async (tx, event) => {
      const seenAt = new Date(event.occurredAt);
      const payload = event.payload as Record<string, any>;
      switch (event.type) {
        case messagingEvents.personCreated.type:
        case messagingEvents.personUpdated.type:
          // Contacts belong to a workspace; an event that does not place it cannot be shown.
          if (!event.inboxId) return;
          await upsertPerson(tx as CrmTx, {
            id: payload.id,
            officeId: event.officeId,
            inboxId: event.inboxId,
            name: payload.name,
            phoneNumber: payload.phoneNumber,
            email: payload.email,
            imageUrl: payload.imageUrl,
            seenAt,
          });
          if (event.type === messagingEvents.personUpdated.type) await announceLeadsOf(tx as CrmTx, payload.id);
          return;
        case messagingEvents.personDeleted.type:
          await deletePerson(tx as CrmTx, payload.id, 'actorUserId' in payload ? payload.actorUserId : undefined);
          return;
        case messagingEvents.tagCreated.type:
        case messagingEvents.tagUpdated.type: {
          const { tag } = payload;
          const row = { id: tag.id, officeId: event.officeId, inboxId: tag.inboxId, name: tag.name, color: tag.color, modules: tag.modules, seenAt };
          await tx.insert(tags).values(row).onConflictDoUpdate({ target: tags.id, set: row, setWhere: sql`${tags.seenAt} <= ${seenAt}` });
          return;
        }
        case messagingEvents.tagDeleted.type:
          await tx.delete(tags).where(eq(tags.id, payload.id));
      }
    },
  });
}
