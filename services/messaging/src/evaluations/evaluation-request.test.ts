import { describe, expect, it } from 'vitest';
import { EVALUATION_REQUEST_TEXT } from '@balcao/contracts';
import { evaluationScoreOf } from './evaluation-request';

const text = (value: string) => evaluationScoreOf({ type: 'text', text: value });

describe('the evaluation request and its answer', () => {
  it('shows the five numbered choices as WhatsApp shows plain text', () => {
    expect(EVALUATION_REQUEST_TEXT.split('\n')).toEqual([
      'Como você avalia o nosso atendimento? Responda com o número da sua nota:',
      '1 - Péssimo',
      '2 - Ruim',
      '3 - Regular',
      '4 - Bom',
      '5 - Excelente',
    ]);
  });

  it('reads the number, the number with its label, or the label alone', () => {
    expect(text(' 5 ')).toBe(5);
    expect(text('1')).toBe(1);
    expect(text('5 - Excelente')).toBe(5);
    expect(text('4-bom')).toBe(4);
    expect(text('3) Regular')).toBe(3);
    expect(text('péssimo')).toBe(1);
    expect(text('PESSIMO')).toBe(1);
    expect(text('Excelente')).toBe(5);
  });

  it('anything else is an ordinary message', () => {
    for (const other of ['0', '6', '9', '10', '5 - Ruim', 'Bom dia', 'nota 5', '5 estrelas', '']) expect(text(other)).toBeNull();
    expect(evaluationScoreOf({ type: 'image', text: null })).toBeNull();
  });
});
