import { z } from 'zod';

/**
 * The plan's monthly court-case consultations (spec 3 §9) are counted by flows, which owns the
 * case-progress lookup (ARCHITECTURE §2); agents reserve theirs over NATS request/reply.
 */
export const CASE_CONSULTATION_SUBJECTS = {
  /** Takes one consultation of this month when the plan has room. */
  reserve: 'flows.case-consultations.reserve',
  /** Gives back one taken for a lookup that reached no tribunal (unavailable). */
  release: 'flows.case-consultations.release',
} as const;

export const ZCaseConsultationRequest = z.object({ officeId: z.string().uuid() });
export type CaseConsultationRequest = z.infer<typeof ZCaseConsultationRequest>;

export const ZCaseConsultationReservation = z.object({
  granted: z.boolean(),
  /** The plan's monthly limit; null when unlimited. */
  max: z.number().int().nullable(),
  /** The month the consultation counts in ('YYYY-MM', São Paulo), to release it in the same month. */
  month: z.string(),
});
export type CaseConsultationReservation = z.infer<typeof ZCaseConsultationReservation>;

export const ZCaseConsultationRelease = ZCaseConsultationRequest.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type CaseConsultationRelease = z.infer<typeof ZCaseConsultationRelease>;

/** What the client reads when the office's plan has no consultation left this month. */
export const CONSULTATIONS_EXHAUSTED_CLIENT_MESSAGE =
  'No momento não consigo consultar processos por aqui. Vou chamar um atendente do escritório para te ajudar.';
export const CONSULTATIONS_EXHAUSTED_TRANSFER_REASON = 'Consultas processuais do plano esgotadas neste mês';
