import { CASE_CONSULTATION_SUBJECTS, ZCaseConsultationReservation, type CaseConsultationReservation } from '@balcao/contracts';
import type { CourtCaseLookup, CourtCaseLookupResult } from '@balcao/court-cases';
import type { EventBus } from '@balcao/service-kit';

/** The plan's monthly court-case consultations, counted by flows (ARCHITECTURE §2). */
export interface CaseConsultations {
  reserve(officeId: string): Promise<CaseConsultationReservation>;
  release(officeId: string, month: string): Promise<void>;
}

/** An answer the agent's turn can wait for; flows down means no consultation, not a hung turn. */
const REQUEST_TIMEOUT_MS = 3_000;

/** Flows' reservations over request/reply; undefined on a bus without it (nothing to ask). */
export function caseConsultationsOverBus(bus: EventBus): CaseConsultations | undefined {
  const request = bus.request?.bind(bus);
  if (!request) return undefined;
  return {
    reserve: async (officeId) => ZCaseConsultationReservation.parse(await request(CASE_CONSULTATION_SUBJECTS.reserve, { officeId }, { timeoutMs: REQUEST_TIMEOUT_MS })),
    release: async (officeId, month) => {
      await request(CASE_CONSULTATION_SUBJECTS.release, { officeId, month }, { timeoutMs: REQUEST_TIMEOUT_MS });
    },
  };
}

/**
 * The court-case lookup of one office's turn, within its plan: each lookup takes one of the
 * month's consultations first; beyond them it reaches no tribunal and says `exhausted`. A lookup
 * that reached no tribunal gives its consultation back. Without `consultations` it is the lookup.
 */
export function courtCasesWithinPlan(lookup: CourtCaseLookup, consultations: CaseConsultations | undefined, officeId: string) {
  let exhausted = false;
  const limited: CourtCaseLookup = {
    async findMovements(caseNumber): Promise<CourtCaseLookupResult> {
      if (!consultations) return lookup.findMovements(caseNumber);
      let reservation: CaseConsultationReservation;
      try {
        reservation = await consultations.reserve(officeId);
      } catch {
        return { status: 'unavailable', reason: 'network' };
      }
      if (!reservation.granted) {
        exhausted = true;
        return { status: 'unavailable', reason: 'plan_limit' };
      }
      const result = await lookup.findMovements(caseNumber);
      if (result.status === 'unavailable' || result.status === 'invalid_number') await consultations.release(officeId, reservation.month).catch(() => undefined);
      return result;
    },
  };
  return {
    lookup: limited,
    /** The office's plan had no consultation left for a lookup of this turn. */
    get exhausted() {
      return exhausted;
    },
  };
}
