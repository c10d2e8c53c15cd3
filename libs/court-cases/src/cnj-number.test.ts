import { describe, expect, it } from 'vitest';
import { checkCnjNumber, cnjCheckDigits, isValidCnjNumber, parseCnjNumber } from './cnj-number';

// Published numbers whose check digits hold (the first is the DataJud wiki's example).
const PUBLISHED = ['0000832-35.2018.4.01.3202', '1057607-11.2024.8.26.0002', '3002156-46.2023.8.06.0167', '6026155-94.2025.8.26.0960'];

describe('CNJ case numbers', () => {
  it.each(PUBLISHED)('accepts the published number %s', (number) => {
    expect(isValidCnjNumber(number)).toBe(true);
  });

  it('accepts the 20 bare digits and gives back both forms', () => {
    expect(parseCnjNumber(' 00008323520184013202 ')).toEqual({
      digits: '00008323520184013202',
      formatted: '0000832-35.2018.4.01.3202',
      sequence: '0000832',
      checkDigits: '35',
      year: '2018',
      justice: '4',
      tribunal: '01',
      origin: '3202',
    });
  });

  it('rejects wrong check digits or a changed digit', () => {
    expect(isValidCnjNumber('0000832-36.2018.4.01.3202')).toBe(false);
    expect(isValidCnjNumber('0000833-35.2018.4.01.3202')).toBe(false);
    expect(isValidCnjNumber('1057607-11.2024.8.26.0003')).toBe(false);
  });

  it('rejects other formats', () => {
    for (const text of ['', 'meu processo', '0000832-35.2018.4.01', '0000832352018401320', '0000832-35-2018-4-01-3202', '000083235201840132021']) {
      expect(isValidCnjNumber(text)).toBe(false);
    }
  });

  it('tells a wrong check digit from a wrong format', () => {
    expect(checkCnjNumber('0000832-35.2018.4.01.3202')).toMatchObject({ valid: true, number: { digits: '00008323520184013202' } });
    expect(checkCnjNumber('0000832-36.2018.4.01.3202')).toEqual({ valid: false, problem: 'check_digits', formatted: '0000832-36.2018.4.01.3202' });
    expect(checkCnjNumber('00008333520184013202')).toEqual({ valid: false, problem: 'check_digits', formatted: '0000833-35.2018.4.01.3202' });
    for (const text of ['', '0000832-35.2018.4.01', '0000832-35-2018-4-01-3202']) expect(checkCnjNumber(text)).toEqual({ valid: false, problem: 'format' });
  });

  it('computes the check digits with ISO 7064 mod 97-10', () => {
    expect(cnjCheckDigits('0000832', '2018', '4', '01', '3202')).toBe('35');
    expect(cnjCheckDigits('1057607', '2024', '8', '26', '0002')).toBe('11');
  });
});
