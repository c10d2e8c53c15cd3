import { describe, expect, it } from 'vitest';
import { createLawsuitLookupSteps } from '../lawsuit-lookup-steps';
import { converse, endStepInput, flowOf, textsOf } from '../testing/flow-fixtures';

const NUMBER = '0001234-55.2023.8.26.0100';
const flow = flowOf(
  { id: 'welcome', type: 'text', content: 'Olá!', nextStepId: 'lookup-menu' },
  ...createLawsuitLookupSteps('lookup', 'END_CONVERSATION'),
  endStepInput,
);
const untilSearch = ['1', '1', NUMBER];

describe('lawsuit lookup (SEARCH_MOVEMENTS)', () => {
  it('walks menu, CNJ choice and number question, then asks the system to look the number up', () => {
    const turns = converse(flow, untilSearch);
    expect(textsOf(turns[0])[1]).toContain('1 - Consultar andamento');
    expect(textsOf(turns[1])[0]).toContain('1 - Número do processo');
    expect(textsOf(turns[2])).toEqual(['Informe o número do processo no formato NNNNNNN-DD.AAAA.J.TR.OOOO.']);
    const searching = turns[3];
    expect(textsOf(searching)).toEqual(['Consultando o processo, aguarde um instante...']);
    expect(searching.actions).toEqual([{ type: 'SEARCH_MOVEMENTS', stepId: 'lookup-search', caseNumber: NUMBER }]);
    expect(searching.state).toMatchObject({ status: 'waiting_lookup', currentStepId: 'lookup-search' });
  });

  it('sends the movements summary fed back by the caller and moves on', () => {
    const turns = converse(flow, [...untilSearch, { type: 'lookup_result', stepId: 'lookup-search', result: { status: 'found', summary: 'Últimas movimentações: ...' } }]);
    const result = turns[4];
    expect(textsOf(result)).toEqual(['Últimas movimentações: ...', 'Atendimento encerrado. Até logo!']);
    expect(result.state.status).toBe('finished');
  });

  it('asks for the number again with the retry text when the number is invalid', () => {
    const turns = converse(flow, [...untilSearch, { type: 'lookup_result', stepId: 'lookup-search', result: { status: 'invalid_number' } }, '5001234-12.2021.5.02.0001']);
    expect(textsOf(turns[4])).toEqual([
      'Número de processo inválido. Confira e envie novamente no formato NNNNNNN-DD.AAAA.J.TR.OOOO.',
      'Informe o número do processo no formato NNNNNNN-DD.AAAA.J.TR.OOOO.',
    ]);
    expect(turns[5].actions).toEqual([{ type: 'SEARCH_MOVEMENTS', stepId: 'lookup-search', caseNumber: '5001234-12.2021.5.02.0001' }]);
  });

  it('says the check digit does not match, not the format, when only the check digits are wrong', () => {
    const turns = converse(flow, [...untilSearch, { type: 'lookup_result', stepId: 'lookup-search', result: { status: 'invalid_number', problem: 'check_digits' } }]);
    expect(textsOf(turns[4])).toEqual([
      'O dígito verificador do número de processo não confere. Confira o número e envie novamente.',
      'Informe o número do processo no formato NNNNNNN-DD.AAAA.J.TR.OOOO.',
    ]);
    expect(turns[4].state).toMatchObject({ status: 'waiting_answer', currentStepId: 'lookup-number' });
  });

  it('tells the client when the case has no movements or the court service is down, then goes on', () => {
    const notFound = converse(flow, [...untilSearch, { type: 'lookup_result', stepId: 'lookup-search', result: { status: 'not_found' } }])[4];
    expect(textsOf(notFound)[0]).toBe('Não encontramos movimentações para esse processo.');
    const down = converse(flow, [...untilSearch, { type: 'lookup_result', stepId: 'lookup-search', result: { status: 'unavailable' } }])[4];
    expect(textsOf(down)[0]).toBe('Não foi possível consultar o processo agora. Tente novamente mais tarde.');
    expect(down.state.status).toBe('finished');
  });

  it('asks for patience when the client writes during the lookup, and ignores a stale result', () => {
    const turns = converse(flow, [...untilSearch, 'e aí?', { type: 'lookup_result', stepId: 'other-step', result: { status: 'not_found' } }]);
    expect(textsOf(turns[4])).toEqual(['Aguarde, estamos consultando o processo.']);
    expect(turns[5].messages).toEqual([]);
    expect(turns[5].state.status).toBe('waiting_lookup');
  });

  it('leaves the group through its other options', () => {
    expect(converse(flow, ['2'])[1].state.status).toBe('finished');
  });
});
