import { describe, expect, it } from 'vitest';
import type { TransferRule } from '@balcao/contracts';
import { findCaseNumber } from './case-numbers';
import { negativityOf } from './sentiment';
import { firstMatchingRule, keywordFound, responseTimeRuleMet } from './transfer-rules';

const rule = (overrides: Partial<TransferRule>): TransferRule => ({
  id: 'r1',
  condition: 'KEYWORDS',
  keywords: [],
  sentimentThreshold: 7,
  interactionCount: 5,
  responseTimeMinutes: 30,
  customCondition: null,
  transferMessage: null,
  enabled: true,
  ...overrides,
});

describe('transfer rules', () => {
  it('finds a keyword as a whole word or phrase, ignoring accents and case', () => {
    expect(keywordFound(['advogado'], 'Quero falar com um ADVOGADO agora')).toBe('advogado');
    expect(keywordFound(['atendente humano'], 'me passa pra um atendente   humano!')).toBe('atendente humano');
    expect(keywordFound(['audiência'], 'quando é a audiencia?')).toBe('audiência');
    expect(keywordFound(['advogado'], 'advogados do escritório')).toBeNull();
    expect(keywordFound([], 'qualquer coisa')).toBeNull();
  });

  it('reads negativity on a 0-10 scale from the Portuguese lexicon', async () => {
    expect(await negativityOf('Qual o horário de funcionamento?')).toBe(0);
    expect(await negativityOf('Obrigado, vocês são ótimos')).toBe(0);
    expect(await negativityOf('Que atendimento horrível, isso é um lixo')).toBeGreaterThanOrEqual(7);
  });

  it('meets the first enabled rule of the turn', async () => {
    const keywords = rule({ id: 'k', keywords: ['advogado'], transferMessage: 'Já chamo um advogado.' });
    const sentiment = rule({ id: 's', condition: 'SENTIMENT', sentimentThreshold: 7 });
    const count = rule({ id: 'c', condition: 'INTERACTION_COUNT', interactionCount: 3 });
    expect((await firstMatchingRule([keywords, sentiment, count], { text: 'quero um advogado', clientMessages: 1 }))?.rule.id).toBe('k');
    expect((await firstMatchingRule([keywords, sentiment, count], { text: 'atendimento horrível, um lixo', clientMessages: 1 }))?.reason).toMatch(/Sentimento negativo/);
    expect((await firstMatchingRule([keywords, sentiment, count], { text: 'ok', clientMessages: 3 }))?.rule.id).toBe('c');
    expect(await firstMatchingRule([keywords, sentiment, count], { text: 'ok', clientMessages: 2 })).toBeNull();
    expect(await firstMatchingRule([{ ...keywords, enabled: false }], { text: 'quero um advogado', clientMessages: 1 })).toBeNull();
  });

  it('leaves CUSTOM rules to the model and meets RESPONSE_TIME once the client waited long enough', async () => {
    expect(await firstMatchingRule([rule({ condition: 'CUSTOM', customCondition: 'cliente irritado' })], { text: 'estou irritado', clientMessages: 1 })).toBeNull();
    const waiting = rule({ condition: 'RESPONSE_TIME', responseTimeMinutes: 30 });
    const since = new Date('2026-05-01T12:00:00Z');
    expect(responseTimeRuleMet([waiting], since, new Date('2026-05-01T12:29:00Z'))).toBeNull();
    expect(responseTimeRuleMet([waiting], since, new Date('2026-05-01T12:30:00Z'))?.reason).toBe('Sem resposta há 30 minutos');
  });

  it('finds a number in the CNJ format in what the client wrote, a mistyped check digit too (the lookup says so)', () => {
    expect(findCaseNumber('meu processo é o 0001234-71.2024.8.26.0100, pode ver?')).toBe('0001234-71.2024.8.26.0100');
    expect(findCaseNumber('00012345620248260100 tem dígito errado')).toBe('0001234-56.2024.8.26.0100');
    expect(findCaseNumber('sem número aqui 123456')).toBeNull();
  });
});
