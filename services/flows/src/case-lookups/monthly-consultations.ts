import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  CASE_CONSULTATION_SUBJECTS,
  flowsEvents,
  HOME_TIME_ZONE,
  ZCaseConsultationRelease,
  ZCaseConsultationRequest,
  type CaseConsultationReservation,
  type PlanUsage,
} from '@balcao/contracts';
import { planLimitOf, type EventBus, type Subscription } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type DataAccess, type Executor } from '../db/database';
import { caseConsultationMonths } from '../db/schema';

const SCHEMA = 'flows';
const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The calendar month a consultation counts in, as offices live it: 'YYYY-MM' in São Paulo. */
export const consultationMonthOf = (now: Date) => monthFormat.format(now).slice(0, 7);

/**
 * Takes one of the office's consultations of this month. The increment is conditional on the
 * row itself (`used < max` in the upsert), so replicas reserving at once never pass the limit.
 * An unlimited plan (or an office billing never mentioned) is counted too, for the usage line.
 */
export async function reserveConsultation(data: DataAccess, officeId: string, now = new Date()): Promise<CaseConsultationReservation> {
  const month = consultationMonthOf(now);
  const max = await planLimitOf(data.db, SCHEMA, officeId, 'monthlyConsultations');
  const table = caseConsultationMonths;
  const taken =
    max !== null && max <= 0
      ? []
      : await data.db
          .insert(table)
          .values({ officeId, month, used: 1 })
          .onConflictDoUpdate({
            target: [table.officeId, table.month],
            set: { used: sql`${table.used} + 1`, updatedAt: now },
            setWhere: max === null ? undefined : sql`${table.used} < ${max}`,
          })
          .returning({ used: table.used });
  if (taken.length === 0 && max !== null) await tellManagersOnce(data, officeId, month, max, now);
  return { granted: taken.length > 0, max, month };
}

/** The first refusal of the month tells the office's managers (notifications); later ones do not. */
async function tellManagersOnce(data: DataAccess, officeId: string, month: string, max: number, now: Date) {
  await runCommand(data, async (tx) => {
    const table = caseConsultationMonths;
    await tx.insert(table).values({ officeId, month, used: 0 }).onConflictDoNothing();
    const marked = await tx
      .update(table)
      .set({ exhaustedAt: now })
      .where(and(eq(table.officeId, officeId), eq(table.month, month), isNull(table.exhaustedAt)))
      .returning({ month: table.month });
    if (marked.length > 0) await recordEvents(tx, [eventOf(flowsEvents.consultationsExhausted, { officeId, inboxId: null }, { month, max })]);
  });
}

/** Gives back a consultation whose lookup reached no tribunal. */
export async function releaseConsultation(db: Executor, officeId: string, month: string) {
  const table = caseConsultationMonths;
  await db
    .update(table)
    .set({ used: sql`greatest(${table.used} - 1, 0)`, updatedAt: new Date() })
    .where(and(eq(table.officeId, officeId), eq(table.month, month)));
}

/** What the office used of its monthly consultations (Configurações › Assinatura). */
export async function consultationsUsage(db: Executor, officeId: string, now = new Date()): Promise<PlanUsage> {
  const [row] = await db
    .select({ used: caseConsultationMonths.used })
    .from(caseConsultationMonths)
    .where(and(eq(caseConsultationMonths.officeId, officeId), eq(caseConsultationMonths.month, consultationMonthOf(now))));
  return { limit: 'monthlyConsultations', used: row?.used ?? 0, max: await planLimitOf(db, SCHEMA, officeId, 'monthlyConsultations') };
}

/** Serves agents' reservations over request/reply (every flows replica serves; one answers each). */
export async function serveConsultationRequests(bus: EventBus, data: DataAccess): Promise<Subscription[]> {
  if (!bus.serve) return [];
  return Promise.all([
    bus.serve(CASE_CONSULTATION_SUBJECTS.reserve, async (request) => reserveConsultation(data, ZCaseConsultationRequest.parse(request).officeId)),
    bus.serve(CASE_CONSULTATION_SUBJECTS.release, async (request) => {
      const { officeId, month } = ZCaseConsultationRelease.parse(request);
      await releaseConsultation(data.db, officeId, month);
      return { released: true };
    }),
  ]);
}
