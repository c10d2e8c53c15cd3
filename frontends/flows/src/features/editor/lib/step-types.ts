import { END_STEP_ID, type FlowStep } from '@balcao/contracts';
import { stepKindOf } from '@balcao/flow-engine';

/** What the editor draws and edits: the engine's kinds, with the lawsuit-lookup group as one. */
export type EditorKind = 'text' | 'input' | 'choice' | 'rating' | 'redirect' | 'end' | 'lawsuit';

export function editorKindOf(step: FlowStep): EditorKind {
  if (step.groupId) return 'lawsuit';
  const kind = stepKindOf(step);
  return kind === 'search-movements' ? 'lawsuit' : kind;
}

export const KIND_LABELS: Record<EditorKind, string> = {
  text: 'Enviar mensagem',
  input: 'Fazer pergunta',
  choice: 'Pedir escolha',
  rating: 'Avaliação do atendimento',
  redirect: 'Redirecionar para atendente',
  end: 'Encerrar conversa',
  lawsuit: 'Consultar andamento processual',
};

/** Spec 2 §4: text blue, list green, button purple, system orange, input yellow, error red. */
export const TYPE_COLORS = {
  text: '#2563eb',
  list: '#16a34a',
  button: '#9333ea',
  system: '#ea580c',
  input: '#ca8a04',
  error: '#dc2626',
} as const;

export function colorOfStep(step: FlowStep): string {
  if (step.groupId) return TYPE_COLORS.system;
  switch (step.type) {
    case 'list':
      return TYPE_COLORS.list;
    case 'button':
      return step.options?.length ? TYPE_COLORS.button : TYPE_COLORS.text;
    case 'system':
      return TYPE_COLORS.system;
    case 'input':
      return TYPE_COLORS.input;
    default:
      return TYPE_COLORS.text;
  }
}

export const isEndStep = (step: FlowStep) => step.id === END_STEP_ID;

/** Spec 2 §4: only steps without options, that are not the end step, link onwards (a hand-over stops the flow too). */
export function hasNextHandle(step: FlowStep): boolean {
  const kind = editorKindOf(step);
  return kind === 'text' || kind === 'input';
}

export const hasOptionHandles = (step: FlowStep) => {
  const kind = editorKindOf(step);
  return kind === 'choice' || kind === 'rating';
};
