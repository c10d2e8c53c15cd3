import { and, eq, inArray } from 'drizzle-orm';
import { messagingEvents, type CreatePersonBody, type Person, type UpdatePersonBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { eventOf, isUniqueViolation, recordEvents, runCommand, type DataAccess, type MessagingTx } from '../db/database';
import { conversations, people, personTags, tags, type PersonRow } from '../db/schema';
import { personErrors, tagErrors } from '../shared/errors';
import { assertMember, visibleTo } from '../shared/tenancy';
import { findVisiblePerson, loadPerson } from './people.repository';

export const personPayload = (person: Pick<PersonRow, 'id' | 'name' | 'phoneNumber' | 'email' | 'imageUrl'>) => ({
  id: person.id,
  name: person.name,
  phoneNumber: person.phoneNumber,
  email: person.email,
  imageUrl: person.imageUrl,
});

/** Tags given to a contact must be tags of its workspace shown in 'pessoas'. */
async function replaceTags(tx: MessagingTx, person: Pick<PersonRow, 'id' | 'officeId' | 'inboxId'>, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) {
    const found = await tx
      .select({ id: tags.id, modules: tags.modules })
      .from(tags)
      .where(and(inArray(tags.id, unique), eq(tags.officeId, person.officeId), eq(tags.inboxId, person.inboxId)));
    if (found.length !== unique.length) throw personErrors.INVALID_TAG(undefined, 'tags');
    if (found.some((tag) => !tag.modules.includes('pessoas'))) throw tagErrors.NOT_FOR_PESSOAS(undefined, 'tags');
  }
  await tx.delete(personTags).where(eq(personTags.personId, person.id));
  if (unique.length > 0) await tx.insert(personTags).values(unique.map((tagId) => ({ personId: person.id, tagId })));
}

function rethrowPhoneTaken(error: unknown): never {
  if (isUniqueViolation(error, 'people_inbox_phone_unique')) throw personErrors.PHONE_TAKEN(undefined, 'phoneNumber');
  throw error;
}

export async function createPerson(data: DataAccess, principal: Principal, body: CreatePersonBody): Promise<Person> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const [person] = await tx
      .insert(people)
      .values({
        officeId: principal.officeId,
        inboxId: body.inboxId,
        name: body.name,
        phoneNumber: body.phoneNumber,
        email: body.email,
        document: body.document,
        isBlocked: body.isBlocked,
        allowedSearch: body.allowedSearch,
      })
      .returning();
    await replaceTags(tx, person, body.tags);
    await recordEvents(tx, [eventOf(messagingEvents.personCreated, person, personPayload(person))]);
    return loadPerson(tx, person.id);
  }).catch(rethrowPhoneTaken);
}

export async function updatePerson(data: DataAccess, principal: Principal, id: string, body: UpdatePersonBody): Promise<Person> {
  await findVisiblePerson(data.db, principal, id);
  const { tags: tagIds, ...fields } = body;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return runCommand(data, async (tx) => {
    const [person] = await tx
      .update(people)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(people.id, id))
      .returning();
    if (tagIds) await replaceTags(tx, person, tagIds);
    await recordEvents(tx, [eventOf(messagingEvents.personUpdated, person, personPayload(person))]);
    return loadPerson(tx, id);
  }).catch(rethrowPhoneTaken);
}

/** All or nothing: any id the caller may not see answers 404 and nothing is deleted. */
export async function deletePeople(data: DataAccess, principal: Principal, ids: string[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return runCommand(data, async (tx) => {
    const found = await tx
      .select({ id: people.id, name: people.name, phoneNumber: people.phoneNumber, officeId: people.officeId, inboxId: people.inboxId })
      .from(people)
      .where(and(inArray(people.id, unique), visibleTo(principal, people)))
      .for('update');
    if (found.length !== unique.length) throw commonErrors.NOT_FOUND();
    // Their conversations go with them; the inbox hears of each one.
    const gone = await tx
      .select({ id: conversations.id, officeId: conversations.officeId, inboxId: conversations.inboxId })
      .from(conversations)
      .where(inArray(conversations.personId, unique));
    await tx.delete(people).where(inArray(people.id, unique));
    await recordEvents(tx, [
      ...gone.map((conversation) => eventOf(messagingEvents.conversationDeleted, conversation, { conversationId: conversation.id, actorUserId: principal.userId })),
      ...found.map((person) => eventOf(messagingEvents.personDeleted, person, { id: person.id, name: person.name ?? person.phoneNumber, actorUserId: principal.userId })),
    ]);
    return { deleted: found.length };
  });
}

/** Inserts the phones not yet known in the workspace; returns how many were new. */
export async function insertNewPeople(
  tx: MessagingTx,
  scope: { officeId: string; inboxId: string },
  contacts: Array<{ phoneNumber: string; name: string | null }>,
): Promise<number> {
  let imported = 0;
  for (let start = 0; start < contacts.length; start += 500) {
    const batch = contacts.slice(start, start + 500).map((contact) => ({ ...scope, phoneNumber: contact.phoneNumber, name: contact.name }));
    const inserted = await tx
      .insert(people)
      .values(batch)
      .onConflictDoNothing({ target: [people.officeId, people.inboxId, people.phoneNumber] })
      .returning();
    await recordEvents(tx, inserted.map((person) => eventOf(messagingEvents.personCreated, person, personPayload(person))));
    imported += inserted.length;
  }
  return imported;
}
