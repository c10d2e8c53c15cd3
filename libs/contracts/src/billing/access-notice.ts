import type { SubscriptionDetails } from './subscription';

export interface AccessClosedNotice {
  title: string;
  /** For the Gestor, who chooses the plan. */
  description: string;
  /** For the other members, who ask the Gestor. */
  memberDescription: string;
}

const WHAT_STOPS = 'Mensagens, CRM, Fluxos e Agentes de IA';
const KEPT = 'Seus contatos e conversas continuam guardados.';

/**
 * Why an office was sent to the plans (spec 1 §4, spec 3 §4): shown on the subscription tab it
 * lands on and in the user menu's upgrade modal. Null while the product is open to it.
 */
export function accessClosedNotice(details: Pick<SubscriptionDetails, 'state' | 'isExempt' | 'planId' | 'isCanceled' | 'isOverdue'>): AccessClosedNotice | null {
  if (details.isExempt || details.state !== 'inactive') return null;
  const title = details.isOverdue
    ? 'Sua assinatura foi suspensa por uma fatura vencida'
    : details.planId === null
      ? 'Seu período de teste terminou'
      : details.isCanceled
        ? 'Sua assinatura foi cancelada e o período pago terminou'
        : 'Sua assinatura terminou';
  return {
    title,
    description: `Escolha um dos planos abaixo para continuar usando ${WHAT_STOPS}. ${KEPT}`,
    memberDescription: `Peça ao gestor do escritório para escolher um dos planos abaixo e vocês continuarem usando ${WHAT_STOPS}. ${KEPT}`,
  };
}
