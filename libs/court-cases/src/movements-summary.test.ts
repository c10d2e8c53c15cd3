import { describe, expect, it } from 'vitest';
import { toFlowLookupResult } from './flow-lookup-result';
import { summarizeMovements } from './movements-summary';

const found = {
  status: 'found' as const,
  caseNumber: '0000832-35.2018.4.01.3202',
  tribunal: 'TRF1',
  className: 'Procedimento do Juizado Especial Cível',
  movements: [
    { name: 'Baixa Definitiva', occurredAt: '2023-07-21T18:00:00.000Z', complements: [] },
    { name: 'Trânsito em julgado', occurredAt: '2019-08-20T12:00:00.000Z', complements: [] },
    { name: 'Documento', occurredAt: '2019-02-11T18:20:00.000Z', complements: ['decisão'] },
    { name: 'Mero expediente', occurredAt: '2018-11-05T13:15:00.000Z', complements: [] },
    { name: 'Distribuição', occurredAt: '2018-10-30T01:06:24.000Z', complements: ['competência exclusiva'] },
  ],
};

describe('movements summary in pt-BR', () => {
  it('lists the latest movements with dd/MM/yyyy dates in Brasília time', () => {
    expect(summarizeMovements(found, 3)).toBe(
      [
        'Processo 0000832-35.2018.4.01.3202 (TRF1) – Procedimento do Juizado Especial Cível',
        'Últimas movimentações:',
        '• 21/07/2023 – Baixa Definitiva',
        '• 20/08/2019 – Trânsito em julgado',
        '• 11/02/2019 – Documento (decisão)',
      ].join('\n'),
    );
    // 01:06 UTC is still the previous day in Brasília.
    expect(summarizeMovements(found)).toContain('• 29/10/2018 – Distribuição (competência exclusiva)');
  });

  it('says when a case has no movement yet', () => {
    expect(summarizeMovements({ ...found, className: null, movements: [] })).toBe('Processo 0000832-35.2018.4.01.3202 (TRF1)\nAinda não há movimentações registradas.');
  });

  it('turns a lookup into what the flow engine is fed back', () => {
    expect(toFlowLookupResult(found)).toEqual({ status: 'found', summary: summarizeMovements(found) });
    expect(toFlowLookupResult({ status: 'unsupported_tribunal', caseNumber: 'x' })).toEqual({ status: 'not_found' });
    expect(toFlowLookupResult({ status: 'unavailable', reason: 'timeout' })).toEqual({ status: 'unavailable' });
    expect(toFlowLookupResult({ status: 'invalid_number', problem: 'check_digits' })).toEqual({ status: 'invalid_number', problem: 'check_digits' });
  });
});
