import { eq } from 'drizzle-orm';
import {
  ALWAYS_OPEN,
  DEFAULT_OUT_OF_HOURS_MESSAGE,
  DEFAULT_TIME_ZONE,
  defaultHolidays,
  scheduleOfPreset,
  type BusinessCalendar,
  type BusinessHours,
  type UpdateBusinessHoursBody,
} from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { runCommand, type DataAccess, type Executor } from '../db/database';
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

export async function updateBusinessHours(data: DataAccess, principal: Principal, body: UpdateBusinessHoursBody): Promise<BusinessHours> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const values = { ...body, officeId: principal.officeId, holidays: [...body.holidays].sort((a, b) => a.date.localeCompare(b.date)), updatedAt: new Date() };
    const [row] = await tx.insert(businessHours).values(values).onConflictDoUpdate({ target: businessHours.inboxId, set: values }).returning();
    return toDto(row);
  });
}
