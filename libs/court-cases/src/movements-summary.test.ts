import { describe, expect, it } from 'vitest';
import { TPU_MOVEMENT_EXPLANATIONS } from './movement-explanations';
import { toFlowLookupResult } from './flow-lookup-result';
import { summarizeMovements, SUMMARY_MOVEMENTS } from './movements-summary';

const found = {
  status: 'found' as const,
  caseNumber: '0000832-35.2018.4.01.3202',
  tribunal: 'TRF1',
  className: 'Procedimento do Juizado Especial Cível',
  movements: [
    { code: 22, name: 'Baixa Definitiva', occurredAt: '2023-07-21T18:00:00.000Z', complements: [] },
    { code: 848, name: 'Trânsito em julgado', occurredAt: '2019-08-20T12:00:00.000Z', complements: [] },
    { code: 581, name: 'Documento', occurredAt: '2019-02-11T18:20:00.000Z', complements: ['decisão'] },
    { name: 'Evento interno', occurredAt: '2018-12-01T13:00:00.000Z', complements: [] },
    { code: 11010, name: 'Mero expediente', occurredAt: '2018-11-05T13:15:00.000Z', complements: [] },
    { code: 26, name: 'Distribuição', occurredAt: '2018-10-30T01:06:24.000Z', complements: ['competência exclusiva'] },
  ],
};

describe('movements summary in pt-BR', () => {
  it('lists the latest movements with dd/MM/yyyy dates in Brasília time, each explained on the line below', () => {
    expect(summarizeMovements(found, 4)).toBe(
      [
        'Processo 0000832-35.2018.4.01.3202 (TRF1) – Procedimento do Juizado Especial Cível',
        'Últimas movimentações:',
        '',
        '• 21/07/2023 – Baixa Definitiva',
        'O processo foi encerrado nesta instância e saiu da lista de processos em andamento.',
        '',
        '• 20/08/2019 – Trânsito em julgado',
        'A decisão ficou definitiva: não cabe mais recurso.',
        '',
        '• 11/02/2019 – Documento (decisão)',
        'O texto de uma decisão do juiz foi anexado ao processo.',
        '',
        // A movement the table does not know is listed without an explanation.
        '• 01/12/2018 – Evento interno',
      ].join('\n'),
    );
    // 01:06 UTC is still the previous day in Brasília.
    expect(summarizeMovements(found, 6)).toContain('• 29/10/2018 – Distribuição (competência exclusiva)\nO processo foi registrado e enviado à vara ou ao juiz que vai cuidar dele.');
  });

  it('stays a sensible WhatsApp message even with the longest explanations', () => {
    const longest = [...TPU_MOVEMENT_EXPLANATIONS].sort((a, b) => b.explanation.length - a.explanation.length).slice(0, SUMMARY_MOVEMENTS);
    const movements = longest.map((entry) => ({ code: entry.code, name: entry.name, occurredAt: '2024-05-02T15:00:00.000Z', complements: [] }));
    const summary = summarizeMovements({ ...found, movements });
    expect(summary.split('\n\n')).toHaveLength(1 + SUMMARY_MOVEMENTS);
    expect(summary.length).toBeLessThan(1200);
  });

  it('cuts a movement a court recorded with a huge name or many complements, and still explains it', () => {
    const flood = { code: 51, name: `Conclusão ${'muito '.repeat(20_000)}`, occurredAt: '2024-05-02T15:00:00.000Z', complements: Array.from({ length: 500 }, () => 'para decisão') };
    const started = performance.now();
    const summary = summarizeMovements({ ...found, movements: [flood] });
    expect(performance.now() - started).toBeLessThan(100);
    const [, movement] = summary.split('\n\n');
    const [line, explanation] = movement.split('\n');
    expect(line.length).toBeLessThanOrEqual(160);
    expect(line.endsWith('…')).toBe(true);
    expect(explanation).toBe('O processo foi enviado ao juiz para ele decidir o próximo passo.');
  });

  it('says when a case has no movement yet', () => {
    expect(summarizeMovements({ ...found, className: null, movements: [] })).toBe('Processo 0000832-35.2018.4.01.3202 (TRF1)\nAinda não há movimentações registradas.');
  });

  it('turns a lookup into what the flow engine is fed back, explanations included', () => {
    const result = toFlowLookupResult(found);
    expect(result).toEqual({ status: 'found', summary: summarizeMovements(found) });
    expect(result.status === 'found' && result.summary).toContain('• 21/07/2023 – Baixa Definitiva\nO processo foi encerrado nesta instância');
    expect(toFlowLookupResult({ status: 'unsupported_tribunal', caseNumber: 'x' })).toEqual({ status: 'not_found' });
    expect(toFlowLookupResult({ status: 'unavailable', reason: 'timeout' })).toEqual({ status: 'unavailable' });
    expect(toFlowLookupResult({ status: 'invalid_number', problem: 'check_digits' })).toEqual({ status: 'invalid_number', problem: 'check_digits' });
  });
});
