import { describe, expect, it } from 'vitest';
import { explainMovement } from './explain-movement';
import { createSampleCourtCaseLookup } from './sample-lookup';

const lookup = createSampleCourtCaseLookup();

describe('local court-case stand-in', () => {
  it('answers plausible movements for any valid number, the same every time', async () => {
    const first = await lookup.findMovements('1057607-11.2024.8.26.0002');
    expect(first).toMatchObject({ status: 'found', caseNumber: '1057607-11.2024.8.26.0002', tribunal: 'TJSP' });
    expect(await lookup.findMovements('10576071120248260002')).toEqual(first);
    if (first.status !== 'found') throw new Error('expected found');
    expect(first.movements.length).toBeGreaterThanOrEqual(3);
    expect(first.movements.at(-1)?.name).toBe('Distribuição');
    const times = first.movements.map((movement) => movement.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times.at(-1)?.startsWith('2024')).toBe(true);
  });

  it('gives its movements real TPU codes, each with a plain explanation for the client', async () => {
    for (const number of ['1057607-11.2024.8.26.0002', '0000832-35.2018.4.01.3202', '3002156-46.2023.8.06.0167', '6026155-94.2025.8.26.0960']) {
      const result = await lookup.findMovements(number);
      if (result.status !== 'found') throw new Error('expected found');
      for (const movement of result.movements) {
        expect(movement.code, movement.name).toBeTypeOf('number');
        expect(explainMovement(movement), movement.name).toBeTruthy();
      }
    }
  });

  it('gives different numbers different movements', async () => {
    const a = await lookup.findMovements('1057607-11.2024.8.26.0002');
    const b = await lookup.findMovements('0000832-35.2018.4.01.3202');
    expect(a).not.toEqual(b);
  });

  it('refuses invalid numbers and courts DataJud does not cover, like the real adapter', async () => {
    expect(await lookup.findMovements('1057607-12.2024.8.26.0002')).toEqual({ status: 'invalid_number', problem: 'check_digits' });
    // A valid number of the STF (segment 1), which has no DataJud index.
    expect(await lookup.findMovements('0000001-56.2024.1.00.0000')).toEqual({ status: 'unsupported_tribunal', caseNumber: '0000001-56.2024.1.00.0000' });
  });
});
