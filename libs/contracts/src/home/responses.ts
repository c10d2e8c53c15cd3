import { z } from 'zod';
import { ZCaseLookup } from '../flows/flows';

/**
 * The four cards (spec 2 §3 'Home metrics'): the workspace's conversations now, each card exactly
 * one inbox tab (SPEC-DECISIONS), whatever the period.
 */
export const ZCardsInfo = z.object({
  /** Open conversations (not finished): the 'Abertas' tab. */
  conversasEmAndamento: z.number().int(),
  /** Waiting for an attendant (WAITING_HUMAN): the 'Aguardando' tab, card 'Aguardando atendimento'. */
  aguardandoResposta: z.number().int(),
  /** Served by a flow or an AI agent (ROBOT_INTERACTIVE): the 'IA' tab. */
  atendimentoPorIA: z.number().int(),
  /** With an attendant (HUMAN_INTERACTIVE): the 'Humano' tab. */
  atendimentoHumano: z.number().int(),
});
export type CardsInfo = z.infer<typeof ZCardsInfo>;

/** One bar or point: a label ('05/03', 'mar/25', 'Trabalhista') and its value. */
export const ZChartPoint = z.object({ name: z.string(), value: z.number() });
export type ChartPoint = z.infer<typeof ZChartPoint>;
export const ZChartSeries = z.object({ data: z.array(ZChartPoint) });
export type ChartSeries = z.infer<typeof ZChartSeries>;

/** Time from a client's message to the office's first reply (an attendant or an AI agent). */
export const ZAnswerTime = z.object({
  averageResponseTimeMinutes: z.number(),
  /** Conversations answered in the period, each counted once per day it was answered. */
  totalConversations: z.number().int(),
  /** Messages exchanged in the period (both ways). */
  totalMessages: z.number().int(),
  /** Average answer time per day (or month, for long periods), for the line chart. */
  data: z.array(ZChartPoint),
});
export type AnswerTime = z.infer<typeof ZAnswerTime>;

/** Leads created in the month of endDate against the month before, day by day. */
export const ZNewLeads = z.object({
  totalLeads: z.number().int(),
  /** Rounded to one decimal; 100 when the previous month had none and this one has some. */
  percentageChange: z.number(),
  /** One point per day of the month so far ('01', '02'…), the running total of leads. */
  currentMonth: z.array(ZChartPoint),
  previousMonth: z.array(ZChartPoint),
});
export type NewLeads = z.infer<typeof ZNewLeads>;

export const ZRecentContact = z.object({
  id: z.string(),
  conversationId: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The attendant responsible, null while none is. */
  attendant: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type RecentContact = z.infer<typeof ZRecentContact>;

export const ZRecentContacts = z.object({
  contacts: z.array(ZRecentContact),
  /** Distinct contacts whose conversations had activity in the current month. */
  totalContactsThisMonth: z.number().int(),
});
export type RecentContacts = z.infer<typeof ZRecentContacts>;

export const CASE_LOOKUP_STATUS_LABELS = {
  found: 'Processo encontrado',
  not_found: 'Processo não encontrado',
  invalid_number: 'Número inválido',
  unsupported_tribunal: 'Tribunal não suportado',
  unavailable: 'Consulta indisponível',
} as const;

/** A court-case lookup by a client (flow or AI agent): 'Consultas recentes'. */
export const ZRecentConsultation = z.object({
  id: z.string(),
  /** Who consulted. */
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  conversationId: z.string().nullable(),
  searchContent: z.object({ text: z.string() }),
  status: ZCaseLookup.shape.status,
  tribunal: z.string().nullable(),
  summary: z.string().nullable(),
  source: ZCaseLookup.shape.source,
  searchedAt: z.string(),
});
export type RecentConsultation = z.infer<typeof ZRecentConsultation>;
export const ZRecentConsultations = z.object({ data: z.array(ZRecentConsultation) });
export type RecentConsultations = z.infer<typeof ZRecentConsultations>;
