import { eq } from 'drizzle-orm';
import {
  ALWAYS_OPEN,
  DEFAULT_OUT_OF_HOURS_MESSAGE,
  DEFAULT_TIME_ZONE,
  defaultHolidays,
  messagingEvents,
  type ActorOrigin,
  scheduleOfPreset,
  type BusinessCalendar,
  type BusinessHours,
  type UpdateBusinessHoursBody,
} from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type DataAccess, type Executor } from '../db/database';
import { changedFields } from '../shared/settings-changes';
import { assertMember } from '../shared/tenancy';
import { businessHours, type BusinessHoursRow } from './business-hours.tables';

const toDto = (row: BusinessHoursRow): BusinessHours => ({
  inboxId: row.inboxId,
  enabled: row.enabled,
  timeZone: row.timeZone,
  schedule: row.schedule,
  holidays: row.holidays,
  outOfHoursMessage: row.outOfHoursMessage,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the form starts from before a Gestor saved anything: always open, Mon–Fri 08–18 ready, this year's and next year's national holidays. */
export const defaultBusinessHours = (inboxId: string): BusinessHours => ({
  inboxId,
  enabled: false,
  timeZone: DEFAULT_TIME_ZONE,
  schedule: scheduleOfPreset('BUSINESS_HOURS'),
  holidays: defaultHolidays(),
  outOfHoursMessage: DEFAULT_OUT_OF_HOURS_MESSAGE,
  updatedAt: null,
});

export async function readBusinessHours(db: Executor, inboxId: string): Promise<BusinessHoursRow | undefined> {
  const [row] = await db.select().from(businessHours).where(eq(businessHours.inboxId, inboxId));
  return row;
}

/** The calendar the rules run on: a workspace without hours (or with them off) is always open. */
export const calendarOf = (row: BusinessHoursRow | undefined): BusinessCalendar =>
  row ? { enabled: row.enabled, timeZone: row.timeZone, schedule: row.schedule, holidays: row.holidays } : ALWAYS_OPEN;

export async function getBusinessHours(data: DataAccess, principal: Principal, inboxId: string): Promise<BusinessHours> {
  await assertMember(data.db, principal, inboxId);
  const row = await readBusinessHours(data.db, inboxId);
  return row ? toDto(row) : defaultBusinessHours(inboxId);
}

const byDate = (holidays: BusinessHours['holidays']) => [...holidays].sort((a, b) => a.date.localeCompare(b.date));

/** Saves the hours; a change is announced with the save (the audit log, the SLA clock), a save of the same hours is not. */
export async function updateBusinessHours(data: DataAccess, principal: Principal, body: UpdateBusinessHoursBody, origin: ActorOrigin): Promise<BusinessHours> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const [before] = await tx.select().from(businessHours).where(eq(businessHours.inboxId, body.inboxId)).for('update');
    const values = { ...body, officeId: principal.officeId, holidays: byDate(body.holidays), updatedAt: new Date() };
    const [row] = await tx.insert(businessHours).values(values).onConflictDoUpdate({ target: businessHours.inboxId, set: values }).returning();
    const saved = toDto(row);
    const previous = before ? toDto(before) : defaultBusinessHours(body.inboxId);
    const changes = changedFields({ ...previous, holidays: byDate(previous.holidays) }, saved, ['enabled', 'timeZone', 'schedule', 'holidays', 'outOfHoursMessage']);
    if (changes.length > 0) {
      await recordEvents(tx, [eventOf(messagingEvents.businessHoursUpdated, row, { settings: saved, changes, actorUserId: principal.userId, origin })]);
    }
    return saved;
  });
}
