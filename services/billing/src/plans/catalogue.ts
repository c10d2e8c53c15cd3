import { HIDDEN_PLAN_NAME, MAX_INSTALLMENTS, PIX_ANNUAL_DISCOUNT_PERCENT, type Plan, type PlanInterval } from '@balcao/contracts';

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
  consultations: string;
  hidden?: boolean;
}

/** The plans in upgrade order (spec 3 §3, §9). Prices are a product decision kept in code, in cents. */
const SPECS: PlanSpec[] = [
  { key: 'jovem-advogado', title: 'Plano Jovem Advogado', description: 'Para quem está começando a advogar', monthlyCents: 19_700, annualDiscountPercent: 20, monthlyCredits: 1_500, agents: 1, users: 2, numbers: 1, consultations: 'Até 100 consultas processuais por mês' },
  { key: 'sociedade-juridica', title: 'Plano Sociedade Jurídica', description: 'Para sociedades em crescimento', monthlyCents: 30_000, annualDiscountPercent: 20, monthlyCredits: 3_000, agents: 2, users: 4, numbers: 2, consultations: 'Até 300 consultas processuais por mês' },
  { key: 'essencial', title: 'Plano Essencial', description: 'Para escritórios com equipe de atendimento', monthlyCents: 49_700, annualDiscountPercent: 20, monthlyCredits: 6_500, agents: 3, users: 6, numbers: 3, consultations: 'Consultas processuais ilimitadas' },
  { key: 'proficiente', title: 'Plano Proficiente', description: 'Para escritórios de grande volume', monthlyCents: 89_660, annualDiscountPercent: 20, monthlyCredits: 10_000, agents: 5, users: 10, numbers: 5, consultations: 'Consultas processuais ilimitadas' },
  { key: 'personalizado', title: HIDDEN_PLAN_NAME, description: 'Condições negociadas com a equipe comercial', monthlyCents: 150_000, annualDiscountPercent: 20, monthlyCredits: 20_000, agents: 10, users: 30, numbers: 10, consultations: 'Consultas processuais ilimitadas', hidden: true },
];

const benefitsOf = (spec: PlanSpec) => [
  { name: `${spec.agents} ${spec.agents === 1 ? 'agente' : 'agentes'} de IA`, has: true },
  { name: `${spec.monthlyCredits.toLocaleString('pt-BR')} créditos de IA por mês (expansível)`, has: true },
  { name: spec.consultations, has: true },
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
