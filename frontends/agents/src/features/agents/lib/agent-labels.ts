import type { ActivePeriodPreset, AgentPurpose, CommunicationStyle, IdleActionType, TransferCondition } from '@balcao/contracts';

export const PURPOSE_LABELS: Record<AgentPurpose, string> = { SUPORTE: 'Suporte', VENDAS: 'Vendas', 'USO PESSOAL': 'Uso pessoal' };
export const STYLE_LABELS: Record<CommunicationStyle, string> = { FORMAL: 'Formal', NORMAL: 'Normal', DESCONTRAÍDA: 'Descontraída' };
export const PRESET_LABELS: Record<ActivePeriodPreset, string> = {
  BUSINESS_HOURS: 'Horário comercial (seg a sex, 08:00–18:00)',
  EXTENDED_HOURS: 'Horário estendido (seg a sex, 07:00–22:00)',
  WEEKENDS_ONLY: 'Somente fins de semana (08:00–20:00)',
  TWENTY_FOUR_SEVEN: '24 horas, 7 dias',
  CUSTOM: 'Personalizado',
};
export const IDLE_ACTION_LABELS: Record<IdleActionType, string> = {
  ENGAGE_CUSTOMER: 'Reengajar o cliente',
  END_SERVICE: 'Encerrar o atendimento',
  TRANSFER_TO_HUMAN: 'Transferir para humano',
};
export const CONDITION_LABELS: Record<TransferCondition, string> = {
  KEYWORDS: 'Palavras-chave',
  SENTIMENT: 'Sentimento negativo',
  INTERACTION_COUNT: 'Número de interações',
  RESPONSE_TIME: 'Tempo sem resposta',
  CUSTOM: 'Condição personalizada',
};

/** '1 crédito', '2 créditos' (spec 3 §2.1). */
export const creditsLabel = (price: number) => `${price} ${price === 1 ? 'crédito' : 'créditos'}`;

export const delayLabel = (seconds: number) => (seconds === 0 ? 'Imediato' : `${seconds} segundos`);
export const limitLabel = (count: number) => (count === 0 ? 'Sem limite' : `${count} interações`);

export function minutesLabel(minutes: number) {
  if (minutes < 60) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}
