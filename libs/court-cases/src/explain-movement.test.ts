import { describe, expect, it } from 'vitest';
import { explainMovement } from './explain-movement';

const movement = (name: string, code?: number, complements: string[] = []) => ({ name, code, complements });

describe('explaining a movement to the client', () => {
  it('finds the line by its TPU code, whatever name the court gave it', () => {
    expect(explainMovement(movement('Conclusão', 51))).toBe('O processo foi enviado ao juiz para ele decidir o próximo passo.');
    expect(explainMovement(movement('Conclusos ao magistrado', 51))).toBe('O processo foi enviado ao juiz para ele decidir o próximo passo.');
    expect(explainMovement(movement('Trânsito em julgado', 848))).toBe('A decisão ficou definitiva: não cabe mais recurso.');
  });

  it('lets the code tell apart movements that share a name, and does not guess from that name alone', () => {
    expect(explainMovement(movement('Antecipação de tutela', 332))).toMatch(/^O juiz concedeu a tutela antecipada/);
    expect(explainMovement(movement('Antecipação de tutela', 785))).toMatch(/^O juiz negou a tutela antecipada/);
    expect(explainMovement(movement('Antecipação de tutela'))).toBeNull();
    expect(explainMovement(movement('Liminar'))).toBeNull();
    expect(explainMovement(movement('Concedida a Medida Liminar'))).toBe('O juiz concedeu a liminar, uma ordem urgente que vale desde já.');
  });

  it('falls back to the name when the code is missing or not in the table', () => {
    expect(explainMovement(movement('Trânsito em julgado'))).toBe('A decisão ficou definitiva: não cabe mais recurso.');
    expect(explainMovement(movement('Transitado em Julgado em 20/08/2019', 999_999))).toBe('A decisão ficou definitiva: não cabe mais recurso.');
    expect(explainMovement(movement('DECURSO DE PRAZO'))).toBe('Terminou o prazo que uma das partes tinha para se manifestar.');
  });

  it('matches the longest known beginning of a name, in whole words', () => {
    expect(explainMovement(movement('Juntada de Petição de Manifestação'))).toMatch(/^Uma das partes enviou um pedido/);
    expect(explainMovement(movement('Julgado procedente em parte do pedido'))).toBe('O juiz atendeu só uma parte do pedido de quem entrou com a ação.');
    expect(explainMovement(movement('Julgado procedente o pedido'))).toBe('O juiz deu razão ao pedido de quem entrou com a ação.');
    expect(explainMovement(movement('Embargos de Declaração Não-acolhidos'))).toMatch(/^O juiz negou o pedido de esclarecimento/);
    expect(explainMovement(movement('Citação Expedida'))).toMatch(/^A citação chama o réu oficialmente/);
    expect(explainMovement(movement('Expedição de Intimação'))).toMatch(/^A intimação avisa oficialmente/);
    // 'Baixados' is not the word 'Baixa'.
    expect(explainMovement(movement('Baixados os autos'))).toBeNull();
  });

  it('uses the complements for the finer line: a hearing scheduled, held or rescheduled; the document issued', () => {
    expect(explainMovement(movement('Audiência', 970, ['Conciliação', 'designada']))).toMatch(/^Foi marcada uma audiência/);
    expect(explainMovement(movement('Audiência', 970, ['Conciliação', 'redesignada']))).toBe('A audiência foi remarcada para outra data.');
    expect(explainMovement(movement('Audiência', 970, ['Instrução e Julgamento', 'não-realizada']))).toBe('A audiência que estava marcada não aconteceu.');
    expect(explainMovement(movement('Audiência', 970, ['Conciliação', 'realizada']))).toMatch(/^A audiência aconteceu/);
    expect(explainMovement(movement('Audiência de conciliação designada'))).toMatch(/^Foi marcada uma audiência/);
    expect(explainMovement(movement('Expedição de documento', 60, ['Intimação']))).toMatch(/^A intimação avisa oficialmente/);
    expect(explainMovement(movement('Expedição de documento', 60, ['Outros documentos']))).toMatch(/^O cartório emitiu um documento/);
    expect(explainMovement(movement('Documento', 581, ['decisão']))).toBe('O texto de uma decisão do juiz foi anexado ao processo.');
    expect(explainMovement(movement('Conclusão', 51, ['para sentença']))).toBe('O processo foi enviado ao juiz para ele dar a sentença.');
  });

  it('explains nothing it does not know', () => {
    expect(explainMovement(movement('Evento interno do sistema', 123_456))).toBeNull();
    expect(explainMovement(movement('Movimento xyz'))).toBeNull();
    expect(explainMovement(movement(''))).toBeNull();
  });
});
