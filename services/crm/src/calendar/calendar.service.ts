import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { CALENDAR_LIST_MAX_EVENTS, type CalendarEvent, type ZCreateCalendarEventBody, type ZListCalendarEventsQuery, type ZUpdateCalendarEventBody } from '@balcao/contracts';
import { commonErrors, preparedQuery, type Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import { runCommand, type CrmTx, type DataAccess, type Executor } from '../db/database';
import { calendarEvents, people, type CalendarEventRow, type PersonRow } from '../db/schema';
import { calendarErrors } from '../shared/errors';
import { toIso } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';

type CreateBody = z.output<typeof ZCreateCalendarEventBody>;
type UpdateBody = z.output<typeof ZUpdateCalendarEventBody>;
type ListQuery = z.output<typeof ZListCalendarEventsQuery>;

const toCalendarEvent = (row: CalendarEventRow, person: PersonRow | null): CalendarEvent => ({
  id: row.id,
  inboxId: row.inboxId,
  title: row.title,
  description: row.description,
  start: toIso(row.startsAt),
  end: toIso(row.endsAt),
  allDay: row.allDay,
  color: row.color,
  location: row.location,
  personId: row.personId,
  person: person ? { id: person.id, name: person.name, phoneNumber: person.phoneNumber } : null,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

async function readEvents(db: Executor, where: SQL, limit = CALENDAR_LIST_MAX_EVENTS): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ event: calendarEvents, person: people })
    .from(calendarEvents)
    .leftJoin(people, eq(people.id, calendarEvents.personId))
    .where(where)
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(limit);
  return rows.map((row) => toCalendarEvent(row.event, row.person));
}

async function findVisibleEvent(db: Executor, principal: Principal, id: string): Promise<CalendarEvent> {
  const [event] = await readEvents(db, and(eq(calendarEvents.id, id), visibleTo(principal, calendarEvents))!, 1);
  if (!event) throw commonErrors.NOT_FOUND();
  return event;
}

/** A linked contact must be one of the workspace's. */
async function assertContact(tx: CrmTx, scope: { officeId: string; inboxId: string }, personId: string | null | undefined) {
  if (!personId) return;
  const [row] = await tx.select({ id: people.id }).from(people).where(and(eq(people.id, personId), eq(people.officeId, scope.officeId), eq(people.inboxId, scope.inboxId)));
  if (!row) throw calendarErrors.INVALID_CONTACT(undefined, 'personId');
}

/** A workspace's events in a period (either end optional), of a contact when asked: built once per shape and run prepared. */
const eventsOfWorkspace = preparedQuery((db: Executor, filters: { start?: boolean; end?: boolean; personId?: boolean }) =>
  db
    .select({ event: calendarEvents, person: people })
    .from(calendarEvents)
    .leftJoin(people, eq(people.id, calendarEvents.personId))
    .where(
      and(
        eq(calendarEvents.officeId, sql.placeholder('officeId')),
        eq(calendarEvents.inboxId, sql.placeholder('inboxId')),
        filters.end ? lt(calendarEvents.startsAt, sql.placeholder('end')) : undefined,
        filters.start ? gt(calendarEvents.endsAt, sql.placeholder('start')) : undefined,
        filters.personId ? eq(calendarEvents.personId, sql.placeholder('personId')) : undefined,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(CALENDAR_LIST_MAX_EVENTS),
);

/** Events that overlap the period (an event from 9h to 10h is in a period from 9h30), by start. */
export async function listCalendarEvents(db: Executor, principal: Principal, query: ListQuery): Promise<CalendarEvent[]> {
  await assertMember(db, principal, query.inboxId);
  // As the column would send them: ISO instants.
  const start = query.start ? new Date(query.start).toISOString() : undefined;
  const end = query.end ? new Date(query.end).toISOString() : undefined;
  const rows = await eventsOfWorkspace(
    db,
    { officeId: principal.officeId, inboxId: query.inboxId, start, end, personId: query.personId },
    { start: start !== undefined, end: end !== undefined, personId: !!query.personId },
  );
  return rows.map((row) => toCalendarEvent(row.event, row.person));
}

export async function getCalendarEvent(db: Executor, principal: Principal, id: string): Promise<CalendarEvent> {
  return findVisibleEvent(db, principal, id);
}

export async function createCalendarEvent(data: DataAccess, principal: Principal, body: CreateBody): Promise<CalendarEvent> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const scope = { officeId: principal.officeId, inboxId: body.inboxId };
    await assertContact(tx, scope, body.personId);
    const [row] = await tx
      .insert(calendarEvents)
      .values({ ...scope, ...fieldsOf(body), title: body.title, startsAt: new Date(body.start), endsAt: new Date(body.end), color: body.color })
      .returning();
    return findVisibleEvent(tx, principal, row.id);
  });
}

/** Only what is sent changes; the result must still end after it starts. */
export async function updateCalendarEvent(data: DataAccess, principal: Principal, id: string, body: UpdateBody): Promise<CalendarEvent> {
  return runCommand(data, async (tx) => {
    const current = await findVisibleEvent(tx, principal, id);
    await assertContact(tx, { officeId: principal.officeId, inboxId: current.inboxId }, body.personId);
    const start = new Date(body.start ?? current.start);
    const end = new Date(body.end ?? current.end);
    if (end < start) throw calendarErrors.END_BEFORE_START(undefined, 'end');
    await tx
      .update(calendarEvents)
      .set({ ...fieldsOf(body), ...(body.title ? { title: body.title } : {}), ...(body.color ? { color: body.color } : {}), startsAt: start, endsAt: end, updatedAt: new Date() })
      .where(eq(calendarEvents.id, id));
    return findVisibleEvent(tx, principal, id);
  });
}

export async function deleteCalendarEvent(data: DataAccess, principal: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    await findVisibleEvent(tx, principal, id);
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
  });
}

/** The optional fields a body sent (undefined: leave as is; null: clear). */
function fieldsOf(body: Partial<CreateBody>) {
  return {
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    ...(body.personId !== undefined ? { personId: body.personId ?? null } : {}),
    ...(body.allDay !== undefined ? { allDay: body.allDay } : {}),
  };
}
