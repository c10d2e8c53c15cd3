import { describe, expect, it } from 'vitest';
import { createFaqIndex, faqIndexOf, unitsOf } from './faq-answerer';
import { stemOf, wordsOf } from './portuguese-text';

const trainings = [
  { id: 'horario', question: 'Qual o horário de funcionamento do escritório?', answer: 'Atendemos de segunda a sexta, das 8h às 18h.' },
  { id: 'documentos', question: 'Quais documentos preciso levar para pedir a aposentadoria?', answer: 'RG, CPF, carteira de trabalho e o extrato do CNIS.' },
  { id: 'honorarios', question: 'Quanto custa a consulta?', answer: 'A primeira consulta é gratuita.' },
  { id: 'demissao', question: 'Fui demitido sem justa causa, quais são meus direitos?', answer: 'Aviso prévio, férias e 13º proporcionais, FGTS com multa de 40% e seguro-desemprego.' },
  { id: 'endereco', question: 'Qual o endereço do escritório?', answer: 'Rua XV de Novembro, 1200, Centro.' },
  { id: 'online', question: 'Vocês atendem online?', answer: 'Sim, por videochamada, para todo o Brasil.' },
];

describe('Portuguese as clients type it', () => {
  it('spells out WhatsApp abbreviations and letters typed over and over', () => {
    expect(wordsOf('Oiii, qnto é a consulta c/ o adv? vcs tbm atendem hj??')).toEqual(['oi', 'quanto', 'e', 'a', 'consulta', 'com', 'o', 'advogado', 'voces', 'tambem', 'atendem', 'hoje']);
    expect(wordsOf('simmm, obrigadaaa')).toEqual(['sim', 'obrigada']);
    // Two of a letter may be Portuguese: 'voo' stays a flight.
    expect(wordsOf('meu voo')).toEqual(['meu', 'voo']);
  });

  it('brings a word family to one stem, with or without accents', () => {
    const family = (...words: string[]) => new Set(words.map(stemOf));
    expect(family('aposentar', 'aposentadoria', 'aposentado', 'aposentei', 'aposentada').size).toBe(1);
    expect(family('demitir', 'demissão', 'demissao', 'demitido', 'demiti').size).toBe(1);
    expect(family('divorciar', 'divórcio', 'divorcio', 'divorciada').size).toBe(1);
    expect(family('documento', 'documentação', 'documentacao', 'documentos').size).toBe(1);
    expect(family('herança', 'heranca', 'herdeiro', 'herdar').size).toBe(1);
    // Irregular verbs a stemmer cannot join: 'peço' is 'pedir', 'trouxe' is 'trazer'.
    expect(family('peço', 'peco', 'pedir', 'pedido').size).toBe(1);
    expect(family('trouxe', 'trago', 'trazer').size).toBe(1);
    // ...and keeps apart what only looks alike.
    expect(stemOf('pensão')).not.toBe(stemOf('pensar'));
  });

  it('reads expressions of one meaning as one thesaurus group', () => {
    expect(unitsOf('fui mandado embora')).toEqual([['~demissao']]);
    expect(unitsOf('me mandaram embora')).toEqual([['~demissao']]);
    expect(unitsOf('quais papéis')).toEqual([['~documento', stemOf('papéis')]]);
    // A stopword inside the expression is passed over.
    expect(unitsOf('quanto vocês cobram')).toEqual([['~preco']]);
    // The longest expression wins: 'sem justa causa' is a dismissal, 'por justa causa' is not.
    expect(unitsOf('demitido sem justa causa').flat()).not.toContain('~justa-causa');
    expect(unitsOf('demitido por justa causa').flat()).toContain('~justa-causa');
  });
});

describe('FAQ answerer (local stand-in for a language model)', () => {
  const index = createFaqIndex(trainings);
  const answered = (text: string) => index.bestMatch(text)?.entry.id ?? null;

  it("answers the training a client means in their own words, slang, typos and accents aside", () => {
    expect(answered('Que horas o escritorio funciona?')).toBe('horario');
    expect(answered('qual o horario de vcs?')).toBe('horario');
    expect(answered('que documento eu preciso pra me aposentar')).toBe('documentos');
    expect(answered('quais papeis levo pra aposentadoria')).toBe('documentos');
    expect(answered('QUANTO CUSTAM AS CONSULTAS')).toBe('honorarios');
    expect(answered('qual o valor da consulta')).toBe('honorarios');
    expect(answered('fui mandado embora, quais meus direitos?')).toBe('demissao');
    expect(answered('vcs ficam onde? qual a localizaçao do escritorio')).toBe('endereco');
    expect(answered('da pra ser atendido por video chamada?')).toBe('online');
    expect(answered('quais documentos pra aposentadorria')).toBe('documentos');
  });

  it('hands over a question no training covers, even when it shares a word with one', () => {
    expect(answered('Vocês fazem divórcio consensual?')).toBeNull();
    expect(answered('bom dia')).toBeNull();
    expect(answered('???')).toBeNull();
    expect(answered('qual o horario do jogo do flamengo')).toBeNull();
    expect(answered('quanto custa o ipva do meu carro')).toBeNull();
    expect(answered('Onde fica o estacionamento do escritório para visitantes com deficiência?')).toBeNull();
  });

  it("reads the client's words against each training's own question, not only its answer", () => {
    const both = createFaqIndex([
      ...trainings,
      { id: 'pagamento', question: 'Quais são as formas de pagamento?', answer: 'Aceitamos PIX, boleto e cartão de crédito.' },
      { id: 'pensao', question: 'Como peço pensão alimentícia para meu filho?', answer: 'Com a certidão de nascimento da criança e o que souber da renda do pai.' },
      { id: 'guarda', question: 'Como funciona a guarda dos filhos?', answer: 'A regra é a guarda compartilhada.' },
    ]);
    const answeredBy = (text: string) => both.bestMatch(text)?.entry.id ?? null;
    // A word of the training's question outweighs words only of another training's answer ('pai').
    expect(answeredBy('o pai pode pedir a guarda?')).toBe('guarda');
    // An expression of a training stands for its words too: 'quanto eu pago' meets 'quanto custa'.
    expect(answeredBy('quanto eu pago pela consulta?')).toBe('honorarios');
    expect(answeredBy('quero pedir pensao pro meu filho')).toBe('pensao');
    // An answer alone answers when it holds all the client said...
    expect(answeredBy('aceita pix?')).toBe('pagamento');
    // ...not when a part of what was asked is elsewhere: the address's street is not its zip code.
    expect(answeredBy('qual o cep da rua xv')).toBeNull();
  });

  it('hands over when two trainings fit about as well, rather than guess', () => {
    const close = createFaqIndex([
      { id: 'a', question: 'Como funciona a aposentadoria por idade?', answer: 'Com 65 anos.' },
      { id: 'b', question: 'Como funciona a aposentadoria especial?', answer: 'Com 25 anos de atividade.' },
    ]);
    expect(close.bestMatch('e a aposentadoria?')).toBeNull();
    expect(close.bestMatch('aposentadoria especial como é')?.entry.id).toBe('b');
    // ...but when the two answer the same (a training kept twice), either is right.
    const twice = createFaqIndex([
      { id: 'a', question: 'Qual o horário do escritório?', answer: 'Das 8h às 18h, de segunda a sexta.' },
      { id: 'b', question: 'Qual é o horário do escritório?', answer: 'De segunda a sexta, das 8h às 18h.' },
      { id: 'c', question: 'Qual o endereço do escritório?', answer: 'Rua XV de Novembro, 1200.' },
    ]);
    expect(twice.bestMatch('que horas vcs abrem?')?.entry.answer).toContain('8h às 18h');
    expect(twice.bestMatch('horario do escritorio')?.entry.answer).toContain('8h às 18h');
  });

  it('gives a language model the few closest trainings, best first, and none unrelated', () => {
    expect(index.closest('quanto custa a consulta com o advogado?', 2).map((entry) => entry.id)[0]).toBe('honorarios');
    expect(index.closest('qual a previsão do tempo para amanhã em Marte?', 3)).toEqual([]);
  });

  it('answers nothing without trainings', () => {
    expect(createFaqIndex([]).bestMatch('Qual o horário?')).toBeNull();
    expect(createFaqIndex([]).closest('Qual o horário?', 3)).toEqual([]);
  });

  it('keeps an agent\'s index between turns, and answers an edited training at once', () => {
    expect(faqIndexOf(trainings.map((training) => ({ ...training })))).toBe(faqIndexOf(trainings));
    const edited = trainings.map((training) => (training.id === 'horario' ? { ...training, answer: 'Agora atendemos até as 20h.' } : training));
    expect(faqIndexOf(edited).bestMatch('qual o horario de vcs?')?.entry.answer).toBe('Agora atendemos até as 20h.');
    expect(faqIndexOf(trainings).bestMatch('qual o horario de vcs?')?.entry.answer).toBe('Atendemos de segunda a sexta, das 8h às 18h.');
  });
});
