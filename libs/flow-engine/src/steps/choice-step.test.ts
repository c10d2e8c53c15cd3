import { describe, expect, it } from 'vitest';
import { converse, endStepInput, flowOf, textsOf } from '../testing/flow-fixtures';

const menu = flowOf(
  {
    id: 'menu',
    type: 'list',
    content: 'Sobre qual assunto deseja falar?',
    options: [
      { title: 'Previdenciário', text: 'Aposentadoria e benefícios', nextStepId: 'social-security' },
      { title: 'Trabalhista', nextStepId: 'labour' },
    ],
  },
  { id: 'social-security', type: 'text', content: 'Certo, previdenciário.', nextStepId: 'END_CONVERSATION' },
  { id: 'labour', type: 'text', content: 'Certo, trabalhista.', nextStepId: 'END_CONVERSATION' },
  endStepInput,
);

describe('choice step (list and button)', () => {
  it('sends a native list with numbered text for channels without lists', () => {
    const [turn] = converse(menu, []);
    expect(turn.messages[0]).toEqual({
      type: 'choice',
      style: 'list',
      text: 'Sobre qual assunto deseja falar?',
      options: [
        { number: 1, title: 'Previdenciário', description: 'Aposentadoria e benefícios' },
        { number: 2, title: 'Trabalhista' },
      ],
      numberedText: 'Sobre qual assunto deseja falar?\n\n1 - Previdenciário\n2 - Trabalhista',
    });
    expect(turn.state.status).toBe('waiting_answer');
  });

  it('accepts the option number', () => {
    expect(textsOf(converse(menu, ['2'])[1])[0]).toBe('Certo, trabalhista.');
  });

  it('accepts the option title regardless of case and accents', () => {
    const [, turn] = converse(menu, ['  PREVIDENCIARIO ']);
    expect(textsOf(turn)[0]).toBe('Certo, previdenciário.');
    expect(turn.state.answers.menu).toBe('Previdenciário');
  });

  it('repeats the question after a wrong answer, and accepts a right one after', () => {
    const [, wrong, right] = converse(menu, ['quero falar com alguém', '1']);
    expect(textsOf(wrong)[0]).toBe('Opção inválida. Responda com o número ou o nome de uma das opções.');
    expect(textsOf(wrong)[1]).toContain('1 - Previdenciário');
    expect(wrong.state).toMatchObject({ status: 'waiting_answer', currentStepId: 'menu' });
    expect(textsOf(right)[0]).toBe('Certo, previdenciário.');
  });

  it('uses the step retry text when it has one', () => {
    const flow = flowOf({ ...menu.steps[0], validation: { retryMessage: 'Escolha 1 ou 2.' } }, ...menu.steps.slice(1));
    expect(textsOf(converse(flow, ['3'])[1])[0]).toBe('Escolha 1 ou 2.');
  });

  it('offers a button step with options as buttons', () => {
    const flow = flowOf({ ...menu.steps[0], type: 'button' }, ...menu.steps.slice(1));
    expect(converse(flow, [])[0].messages[0]).toMatchObject({ type: 'choice', style: 'buttons' });
  });

  it('follows the step link when the chosen option has none', () => {
    const flow = flowOf(
      { id: 'ask', type: 'button', content: 'Confirma?', nextStepId: 'END_CONVERSATION', options: [{ title: 'Sim' }, { title: 'Não' }] },
      endStepInput,
    );
    expect(converse(flow, ['sim'])[1].state.status).toBe('finished');
  });
});
