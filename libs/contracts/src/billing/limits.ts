import { z } from 'zod';

/**
 * What a plan's texts promise (spec 3 §9) read as limits, each enforced by the service that owns
 * the thing: messaging (WhatsApp numbers), auth (users), agents (AI agents), flows and agents
 * (court-case consultations per calendar month), billing (AI credits, by its ledger).
 */
export const ZPlanLimits = z.object({
  numbers: z.number().int(),
  users: z.number().int(),
  agents: z.number().int(),
  /** null: unlimited. */
  monthlyConsultations: z.number().int().nullable(),
  monthlyCredits: z.number().int(),
});
export type PlanLimits = z.infer<typeof ZPlanLimits>;

export const PLAN_LIMIT_KEYS = ['numbers', 'users', 'agents', 'monthlyConsultations'] as const;
export const ZPlanLimitKey = z.enum(PLAN_LIMIT_KEYS);
export type PlanLimitKey = z.infer<typeof ZPlanLimitKey>;

/** The 403 code of a creation beyond the plan's limit: the screens turn it into a link to the plans. */
export const PLAN_LIMIT_ERROR_CODE = 'PLAN_LIMIT_REACHED';
/** Where the plans are (spec 3 §2.2: the anchor #plans). */
export const PLANS_PATH = '/settings?tab=subscription#plans';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** The refusal names the limit and offers the upgrade. */
export function planLimitMessage(key: PlanLimitKey, max: number): string {
  switch (key) {
    case 'numbers':
      return `Seu plano permite ${plural(max, 'número', 'números')} de WhatsApp. Faça upgrade do plano para conectar mais.`;
    case 'users':
      return `Seu plano permite ${plural(max, 'usuário', 'usuários')}. Faça upgrade do plano para cadastrar mais.`;
    case 'agents':
      return `Seu plano permite ${plural(max, 'agente', 'agentes')} de IA. Faça upgrade do plano para criar mais.`;
    case 'monthlyConsultations':
      return `Seu plano permite ${plural(max, 'consulta processual', 'consultas processuais')} por mês e as deste mês já foram usadas. Faça upgrade do plano para consultar mais.`;
  }
}

/** Labels of the usage section (Configurações › Assinatura). */
export const PLAN_LIMIT_LABELS: Record<PlanLimitKey | 'monthlyCredits', string> = {
  numbers: 'Números de WhatsApp',
  users: 'Usuários',
  agents: 'Agentes de IA',
  monthlyConsultations: 'Consultas processuais neste mês',
  monthlyCredits: 'Créditos de IA neste mês',
};

/**
 * `GET` of PLAN_USAGE_PATHS: what the office uses of one limit. `max` null: unlimited, or the plan is
 * not known to that service yet.
 */
/** Each service's usage route, by the limit it owns. */
export const PLAN_USAGE_PATHS = {
  numbers: '/api/integration/plan-usage',
  users: '/api/user/plan-usage',
  agents: '/api/agents/plan-usage',
  monthlyConsultations: '/api/flow/case-consultations/plan-usage',
} as const;

export const ZPlanUsage = z.object({ limit: ZPlanLimitKey, used: z.number().int(), max: z.number().int().nullable() });
export type PlanUsage = z.infer<typeof ZPlanUsage>;
