import { HIDDEN_PLAN_NAME, MAX_INSTALLMENTS, PIX_ANNUAL_DISCOUNT_PERCENT, TRIAL_CREDITS, type Plan, type PlanInterval, type PlanLimits } from '@balcao/contracts';

/** 'R$ 1.234,56' (spec 3 §3: plans carry their price as text). */
export const formatReais = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');

const COMMON = ['Fluxos de atendimento', 'Etiquetas personalizadas', 'Contatos ilimitados', 'Respostas rápidas', 'CRM', 'Relatórios', 'Integração com software jurídico'];

interface PlanSpec {
  key: string;
  title: string;
  description: string;
  monthlyCents: number;
  /** Annual price as a percentage off twelve monthly payments. */
  annualDiscountPercent: number;
  monthlyCredits: number;
  agents: number;
  users: number;
  numbers: number;
  /** Court-case consultations per calendar month; null: unlimited. */
  monthlyConsultations: number | null;
  hidden?: boolean;
}

/** The plans in upgrade order (spec 3 §3, §9). Prices are a product decision kept in code, in cents. */
const SPECS: PlanSpec[] = [
  { key: 'jovem-advogado', title: 'Plano Jovem Advogado', description: 'Para quem está começando a advogar', monthlyCents: 19_700, annualDiscountPercent: 20, monthlyCredits: 1_500, agents: 1, users: 2, numbers: 1, monthlyConsultations: 100 },
  { key: 'sociedade-juridica', title: 'Plano Sociedade Jurídica', description: 'Para sociedades em crescimento', monthlyCents: 30_000, annualDiscountPercent: 20, monthlyCredits: 3_000, agents: 2, users: 4, numbers: 2, monthlyConsultations: 300 },
  { key: 'essencial', title: 'Plano Essencial', description: 'Para escritórios com equipe de atendimento', monthlyCents: 49_700, annualDiscountPercent: 20, monthlyCredits: 6_500, agents: 3, users: 6, numbers: 3, monthlyConsultations: null },
  { key: 'proficiente', title: 'Plano Proficiente', description: 'Para escritórios de grande volume', monthlyCents: 89_660, annualDiscountPercent: 20, monthlyCredits: 10_000, agents: 5, users: 10, numbers: 5, monthlyConsultations: null },
  { key: 'personalizado', title: HIDDEN_PLAN_NAME, description: 'Condições negociadas com a equipe comercial', monthlyCents: 150_000, annualDiscountPercent: 20, monthlyCredits: 20_000, agents: 10, users: 30, numbers: 10, monthlyConsultations: null, hidden: true },
];

const benefitsOf = (spec: PlanSpec) => [
  { name: `${spec.agents} ${spec.agents === 1 ? 'agente' : 'agentes'} de IA`, has: true },
  { name: `${spec.monthlyCredits.toLocaleString('pt-BR')} créditos de IA por mês (expansível)`, has: true },
  { name: spec.monthlyConsultations === null ? 'Consultas processuais ilimitadas' : `Até ${spec.monthlyConsultations} consultas processuais por mês`, has: true },
  { name: `${spec.users} usuários`, has: true },
  { name: `${spec.numbers} ${spec.numbers === 1 ? 'número' : 'números'} de WhatsApp`, has: true },
  ...COMMON.map((name) => ({ name, has: true })),
];

function planOf(spec: PlanSpec, rank: number, interval: PlanInterval): Plan & { hidden: boolean } {
  const annual = interval === 'annual';
  const priceCents = annual ? Math.round((spec.monthlyCents * 12 * (100 - spec.annualDiscountPercent)) / 100) : spec.monthlyCents;
  const average = annual ? Math.round(priceCents / 12) : priceCents;
  return {
    id: `${spec.key}-${annual ? 'anual' : 'mensal'}`,
    title: spec.title,
    description: spec.description,
    interval,
    rank,
    price: formatReais(priceCents),
    priceCents,
    averageMonthlyPrice: formatReais(average),
    averageMonthlyPriceCents: average,
    discountPercent: annual ? spec.annualDiscountPercent : 0,
    pixPriceCents: annual ? Math.round((priceCents * (100 - PIX_ANNUAL_DISCOUNT_PERCENT)) / 100) : priceCents,
    maxInstallments: annual ? MAX_INSTALLMENTS : 1,
    monthlyCredits: spec.monthlyCredits,
    benefits: benefitsOf(spec),
    hidden: spec.hidden ?? false,
  };
}

const ALL = SPECS.flatMap((spec, rank) => [planOf(spec, rank, 'monthly'), planOf(spec, rank, 'annual')]);
const BY_ID = new Map(ALL.map((plan) => [plan.id, plan]));

const publicPlan = ({ hidden: _hidden, ...plan }: Plan & { hidden: boolean }): Plan => plan;

/** The plans the picker lists: upgrade order, monthly before annual; the custom plan is never listed. */
export const listedPlans = (): Plan[] => ALL.filter((plan) => !plan.hidden).map(publicPlan);

/** Any plan a subscription may be on (the custom one included, which checkout never sells). */
export const planById = (id: string): (Plan & { hidden: boolean }) | undefined => BY_ID.get(id);

const limitsOfSpec = (spec: PlanSpec): PlanLimits => ({
  numbers: spec.numbers,
  users: spec.users,
  agents: spec.agents,
  monthlyConsultations: spec.monthlyConsultations,
  monthlyCredits: spec.monthlyCredits,
});
const LIMITS_BY_ID = new Map<string, PlanLimits>(SPECS.flatMap((spec) => [`${spec.key}-mensal`, `${spec.key}-anual`].map((id) => [id, limitsOfSpec(spec)] as [string, PlanLimits])));

/** What a plan's texts promise, as limits (spec 3 §9). */
export const planLimitsOf = (planId: string): PlanLimits | null => LIMITS_BY_ID.get(planId) ?? null;

/** A trial tries the first plan (its agents, users, numbers and consultations) with the trial's credits. */
export const TRIAL_LIMITS: PlanLimits = { ...limitsOfSpec(SPECS[0]!), monthlyCredits: TRIAL_CREDITS };
export const TRIAL_NAME = 'Período de teste';
