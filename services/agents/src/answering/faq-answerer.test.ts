import { describe, expect, it } from 'vitest';
import { createFaqIndex } from './faq-answerer';

const trainings = [
  { id: 'horario', question: 'Qual o horário de funcionamento do escritório?', answer: 'Atendemos de segunda a sexta, das 8h às 18h.' },
  { id: 'documentos', question: 'Quais documentos preciso levar para pedir a aposentadoria?', answer: 'RG, CPF, carteira de trabalho e o extrato do CNIS.' },
  { id: 'honorarios', question: 'Quanto custa a consulta?', answer: 'A primeira consulta é gratuita.' },
];

describe('FAQ answerer (local stand-in for a language model)', () => {
  const index = createFaqIndex(trainings);

  it("answers the training whose question matches the client's words, inflections and accents aside", () => {
    expect(index.bestMatch('Que horas o escritorio funciona?')?.entry.id).toBe('horario');
    expect(index.bestMatch('quais os documentos para aposentar?')?.entry.id).toBe('documentos');
    expect(index.bestMatch('QUANTO CUSTAM AS CONSULTAS')?.entry.id).toBe('honorarios');
  });

  it('finds nothing for a question no training covers', () => {
    expect(index.bestMatch('Vocês fazem divórcio consensual?')).toBeNull();
    expect(index.bestMatch('bom dia')).toBeNull();
    expect(index.bestMatch('???')).toBeNull();
  });

  it('needs enough of the question covered, not one shared word', () => {
    // 'escritório' alone is in a training, but the client asks about something else.
    expect(index.bestMatch('Onde fica o estacionamento do escritório para visitantes com deficiência?')).toBeNull();
  });

  it('answers nothing without trainings', () => {
    expect(createFaqIndex([]).bestMatch('Qual o horário?')).toBeNull();
  });
});
