import type { FlowStep } from '@balcao/contracts';
import type { AriaLabelConfig } from '@xyflow/react';
import { editorKindOf, KIND_LABELS } from './step-types';

const EXCERPT_LENGTH = 40;

/** What the step is, as its header reads ('Enviar mensagem', 'Fim da conversa'…). */
export function stepTitle(step: FlowStep): string {
  const kind = editorKindOf(step);
  return kind === 'end' ? 'Fim da conversa' : KIND_LABELS[kind];
}

/** A step as people read it on the canvas: its title and the start of its message, never its id. */
export function stepName(step: FlowStep): string {
  const text = step.content.replace(/\s+/g, ' ').trim();
  if (!text) return stepTitle(step);
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
  return `${stepTitle(step)} “${excerpt}”`;
}

/** How a link between two steps is announced; from an option, the option's title too. */
export function linkName(source: FlowStep, target: FlowStep, optionTitle?: string): string {
  const from = optionTitle !== undefined ? `da opção “${optionTitle || 'Sem título'}” de ${stepName(source)}` : `de ${stepName(source)}`;
  return `Ligação ${from} para ${stepName(target)}`;
}

const DIRECTIONS: Record<string, string> = { up: 'para cima', down: 'para baixo', left: 'para a esquerda', right: 'para a direita' };

/**
 * React Flow's screen-reader texts in pt-BR. Removing a step or a link goes through its button and
 * a confirmation (the Delete key is off), so the texts do not offer the Delete key.
 */
export const CANVAS_ARIA_LABELS: Partial<AriaLabelConfig> = {
  'node.a11yDescription.default': 'Pressione Enter ou espaço para selecionar a etapa. Depois, use as setas para movê-la e Esc para cancelar.',
  'node.a11yDescription.keyboardDisabled': 'Pressione Enter ou espaço para selecionar a etapa.',
  'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) => `Etapa movida ${DIRECTIONS[direction] ?? direction}. Nova posição: x ${x}, y ${y}.`,
  'edge.a11yDescription.default': 'Pressione Enter ou espaço para selecionar a ligação; o botão Remover conexão a desfaz.',
  'controls.ariaLabel': 'Controles de zoom',
  'controls.zoomIn.ariaLabel': 'Aproximar',
  'controls.zoomOut.ariaLabel': 'Afastar',
  'controls.fitView.ariaLabel': 'Ajustar à tela',
  'controls.interactive.ariaLabel': 'Travar ou destravar a edição',
  'minimap.ariaLabel': 'Minimapa',
  'handle.ariaLabel': 'Ponto de conexão',
};
