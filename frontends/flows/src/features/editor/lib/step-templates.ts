import { END_STEP_ID, FLOW_LIMITS, type FlowStep } from '@balcao/contracts';
import { createLawsuitLookupSteps } from '@balcao/flow-engine';
import type { EditorKind } from './step-types';
import { newStepId } from './flow-content-edits';

export interface PaletteCategory {
  title: string;
  /** The finalization category waits for a first step (spec 2 §2.5). */
  needsSteps: boolean;
  kinds: Array<{ kind: EditorKind; description: string }>;
}

export const PALETTE: PaletteCategory[] = [
  {
    title: 'Mensagens',
    needsSteps: false,
    kinds: [
      { kind: 'text', description: 'Envia um texto e segue para a próxima etapa.' },
      { kind: 'input', description: 'Faz uma pergunta e espera a resposta do cliente.' },
    ],
  },
  {
    title: 'Escolhas',
    needsSteps: false,
    kinds: [
      { kind: 'choice', description: 'Mostra opções em lista ou botões; cada opção segue um caminho.' },
      { kind: 'rating', description: 'Pede uma nota de 1 a 5 para o atendimento.' },
    ],
  },
  {
    title: 'Consultas',
    needsSteps: false,
    kinds: [{ kind: 'lawsuit', description: 'Pede o número CNJ e responde com as últimas movimentações.' }],
  },
  {
    title: 'Finalização',
    needsSteps: true,
    kinds: [
      { kind: 'redirect', description: 'Passa a conversa para um atendente humano.' },
      { kind: 'end', description: 'Envia a despedida e encerra o atendimento.' },
    ],
  },
];

const RATING_TITLES = ['Péssimo', 'Ruim', 'Regular', 'Bom', 'Excelente'];

/** A new step of the kind, as the step editor opens it; a lawsuit lookup is its four chained steps. */
export function newSteps(kind: EditorKind): FlowStep[] {
  const base = { content: '', nextStepId: null };
  switch (kind) {
    case 'text':
      return [{ ...base, id: newStepId(), type: 'text' }];
    case 'input':
      return [{ ...base, id: newStepId(), type: 'input' }];
    case 'choice':
      return [{ ...base, id: newStepId(), type: 'list', options: [{ title: '', nextStepId: null }, { title: '', nextStepId: null }] }];
    case 'rating': {
      // Spec 2 §4: five options with values 1 to 5.
      const options = RATING_TITLES.map((title, index) => ({ title, value: FLOW_LIMITS.ratingMin + index, nextStepId: null }));
      return [{ ...base, id: newStepId(), type: 'list', internalType: 'EVALUATION', content: 'Como você avalia o nosso atendimento?', options }];
    }
    case 'redirect':
      return [{ ...base, id: newStepId(), type: 'system', systemAction: 'ASSIGN_USER', metadata: { isAvailable: true, userId: null } }];
    case 'end':
      return [{ ...base, id: END_STEP_ID, type: 'system', systemAction: 'END_CONVERSATION' }];
    case 'lawsuit':
      return createLawsuitLookupSteps(newStepId('lawsuit'));
  }
}
