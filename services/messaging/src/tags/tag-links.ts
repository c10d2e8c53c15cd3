import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { messagingEvents, type ConversationTagsBody, type LinkedTags, type PersonTagsBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { changeConversation, lockVisibleConversation } from '../conversations/conversations.service';
import { eventOf, recordEvents, runCommand, type DataAccess, type Executor, type MessagingTx } from '../db/database';
import { conversationTags, people, personTags, tags } from '../db/schema';
import { personPayload } from '../people/people.service';
import { visibleTo } from '../shared/tenancy';
import { assertWorkspaceTags } from './tag-rules';

/**
 * Adds (link) or removes (unlink) tags of a conversation and answers the tags it has now. Only
 * linking asks that the tags be shown in 'conversas': a tag whose modules changed can still go.
 */
export async function changeConversationTags(data: DataAccess, principal: Principal, body: ConversationTagsBody, link: boolean): Promise<LinkedTags> {
  return runCommand(data, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, body.conversationId);
    await assertWorkspaceTags(tx, row, body.tagIds, link ? 'conversas' : null);
    if (link) {
      await tx
        .insert(conversationTags)
        .values(body.tagIds.map((tagId) => ({ conversationId: row.id, tagId })))
        .onConflictDoNothing();
    } else {
      await tx.delete(conversationTags).where(and(eq(conversationTags.conversationId, row.id), inArray(conversationTags.tagId, body.tagIds)));
    }
    const summary = await changeConversation(tx, row, {});
    return summary.tags;
  });
}

async function tagsOfPerson(db: Executor, personId: string): Promise<LinkedTags> {
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(personTags)
    .innerJoin(tags, eq(tags.id, personTags.tagId))
    .where(eq(personTags.personId, personId))
    .orderBy(asc(tags.name));
}

async function lockVisiblePerson(tx: MessagingTx, principal: Principal, id: string) {
  const [row] = await tx
    .select()
    .from(people)
    .where(and(eq(people.id, id), visibleTo(principal, people)))
    .for('update');
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

/** The same for a contact; linking asks for tags shown in 'pessoas'. */
export async function changePersonTags(data: DataAccess, principal: Principal, body: PersonTagsBody, link: boolean): Promise<LinkedTags> {
  return runCommand(data, async (tx) => {
    const person = await lockVisiblePerson(tx, principal, body.personId);
    await assertWorkspaceTags(tx, person, body.tagIds, link ? 'pessoas' : null);
    if (link) {
      await tx
        .insert(personTags)
        .values(body.tagIds.map((tagId) => ({ personId: person.id, tagId })))
        .onConflictDoNothing();
    } else {
      await tx.delete(personTags).where(and(eq(personTags.personId, person.id), inArray(personTags.tagId, body.tagIds)));
    }
    await tx.update(people).set({ updatedAt: sql`now()` }).where(eq(people.id, person.id));
    await recordEvents(tx, [eventOf(messagingEvents.personUpdated, person, personPayload(person))]);
    return tagsOfPerson(tx, person.id);
  });
}
