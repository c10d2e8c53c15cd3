import type { FlowValidationError } from '@balcao/contracts';
import { describe, expect, it } from 'vitest';
import { createLawsuitLookupSteps } from './lawsuit-lookup-steps';
import { endStepInput, flowOf } from './testing/flow-fixtures';
import { validateFlow } from './validate-flow';

const codes = (errors: FlowValidationError[]) => errors.map(({ code, stepId }) => `${code}@${stepId}`);
const twoOptions = [
  { title: 'Sim', nextStepId: 'END_CONVERSATION' },
  { title: 'Não', nextStepId: 'END_CONVERSATION' },
];

describe('flow validation', () => {
  it('accepts a complete flow: text, choice, lawsuit lookup, rating, redirect and end', () => {
    const flow = flowOf(
      { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}!', nextStepId: 'menu' },
      { id: 'menu', type: 'list', content: 'O que deseja?', options: [{ title: 'Processo', nextStepId: 'case-menu' }, { title: 'Atendente', nextStepId: 'human' }] },
      ...createLawsuitLookupSteps('case', 'rating'),
      { id: 'rating', type: 'button', internalType: 'EVALUATION', content: 'Avalie', options: [1, 2, 3, 4, 5].map((value) => ({ title: String(value), value, nextStepId: 'END_CONVERSATION' })) },
      { id: 'human', type: 'system', systemAction: 'ASSIGN_USER', metadata: { isAvailable: true }, content: '' },
      endStepInput,
    );
    expect(validateFlow(flow)).toEqual([]);
  });

  it('reports a step without a link, or linked to a step that no longer exists (no_connection)', () => {
    const flow = flowOf(
      { id: 'welcome', type: 'text', content: 'Olá!' },
      { id: 'ask', type: 'input', content: 'Nome?', nextStepId: 'deleted' },
      endStepInput,
    );
    expect(validateFlow(flow)).toContainEqual({ code: 'no_connection', stepId: 'welcome', message: 'Esta etapa não está conectada a nenhuma outra etapa.' });
    expect(codes(validateFlow(flow))).toContain('no_connection@ask');
  });

  it('reports each option without a destination (orphan_option)', () => {
    const flow = flowOf({ id: 'menu', type: 'list', content: 'Escolha', options: [{ title: 'Sim', nextStepId: 'END_CONVERSATION' }, { title: 'Não' }] }, endStepInput);
    expect(validateFlow(flow)).toEqual([{ code: 'orphan_option', stepId: 'menu', message: 'A opção "Não" não está conectada a nenhuma etapa.' }]);
  });

  it('reports a flow that never ends nor hands over (no_finalization) on its first step', () => {
    const flow = flowOf({ id: 'a', type: 'text', content: 'A', nextStepId: 'b' }, { id: 'b', type: 'input', content: 'B', nextStepId: 'a' });
    expect(validateFlow(flow)).toEqual([{ code: 'no_finalization', stepId: 'a', message: 'O fluxo precisa de uma etapa que finalize o atendimento (encerrar ou redirecionar).' }]);
  });

  it('counts a link to END_CONVERSATION and a redirect as finalization', () => {
    expect(validateFlow(flowOf({ id: 'a', type: 'text', content: 'A', nextStepId: 'END_CONVERSATION' }))).toEqual([]);
    expect(validateFlow(flowOf({ id: 'a', type: 'system', systemAction: 'ASSIGN_USER', metadata: { userId: 'u1' } }))).toEqual([]);
  });

  it('reports a missing or unknown initial step', () => {
    expect(codes(validateFlow({ steps: [], initialStepId: '' }))).toEqual(['missing_initial_step@']);
    expect(codes(validateFlow({ ...flowOf(endStepInput), initialStepId: 'gone' }))).toContain('missing_initial_step@gone');
  });

  it('requires the message of message, question and end steps, at most 4096 characters', () => {
    const flow = flowOf(
      { id: 'welcome', type: 'text', content: '  ', nextStepId: 'ask' },
      { id: 'ask', type: 'input', content: 'x'.repeat(4097), nextStepId: 'END_CONVERSATION' },
      { ...endStepInput, content: '' },
    );
    expect(validateFlow(flow)).toEqual([
      { code: 'content_required', stepId: 'welcome', message: 'A mensagem da etapa é obrigatória.' },
      { code: 'content_too_long', stepId: 'ask', message: 'A mensagem pode ter no máximo 4096 caracteres.' },
      { code: 'content_required', stepId: 'END_CONVERSATION', message: 'A mensagem da etapa é obrigatória.' },
    ]);
  });

  it('requires a message and at least 2 titled options on a choice, with the spec messages', () => {
    const flow = flowOf({ id: 'menu', type: 'list', content: '', options: [{ title: 'Sim', nextStepId: 'END_CONVERSATION' }, { title: ' ', nextStepId: 'END_CONVERSATION' }] });
    expect(validateFlow(flow).map((error) => error.message)).toEqual([
      'É necessário adicionar uma mensagem antes das opções.',
      'É necessário adicionar pelo menos 2 opções com título preenchido.',
    ]);
  });

  it('limits option titles to 30 characters and descriptions to 4096', () => {
    const flow = flowOf({
      id: 'menu',
      type: 'button',
      content: 'Escolha',
      options: [{ ...twoOptions[0], title: 'x'.repeat(31) }, { ...twoOptions[1], text: 'y'.repeat(4097) }],
    });
    expect(codes(validateFlow(flow))).toEqual(['option_title_too_long@menu', 'option_text_too_long@menu']);
  });

  it('applies the same option rules to the rating step', () => {
    const flow = flowOf({ id: 'rating', type: 'button', internalType: 'EVALUATION', content: 'Avalie', options: [twoOptions[0]] });
    expect(codes(validateFlow(flow))).toEqual(['min_options@rating']);
  });

  it('asks for an attendant on a redirect that is not to the most available one', () => {
    const flow = flowOf({ id: 'human', type: 'system', systemAction: 'ASSIGN_USER', metadata: { isAvailable: false } });
    expect(validateFlow(flow)).toEqual([{ code: 'attendant_required', stepId: 'human', message: 'Por favor, selecione um atendente específico.' }]);
  });
});
