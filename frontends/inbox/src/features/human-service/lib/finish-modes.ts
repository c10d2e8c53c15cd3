import type { FinishMode } from '@balcao/contracts';

/** The finish modal's tabs (spec 1 §4: three ways), with what the confirm button says. */
export const FINISH_TABS: readonly { mode: FinishMode; label: string; action: string; done?: string }[] = [
  { mode: 'end', label: 'Apenas finalizar', action: 'Finalizar conversa' },
  { mode: 'quick-reply', label: 'Resposta rápida', action: 'Enviar e finalizar', done: 'A resposta rápida foi enviada ao cliente.' },
  { mode: 'evaluation', label: 'Solicitar avaliação', action: 'Solicitar avaliação', done: 'O pedido de avaliação foi enviado ao cliente.' },
];

export const FINISH_FAILED = 'Não foi possível finalizar a conversa. Tente novamente';
