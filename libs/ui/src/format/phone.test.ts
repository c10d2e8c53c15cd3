import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhoneInput, onlyDigits, toStoredPhone } from './phone';

describe('formatPhone', () => {
  it('drops the 55 country code and formats a mobile number', () => {
    expect(formatPhone('5511987654321')).toBe('(11) 9 8765-4321');
  });

  it('adds the 9 to a 10-digit number', () => {
    expect(formatPhone('1187654321')).toBe('(11) 9 8765-4321');
    expect(formatPhone('551187654321')).toBe('(11) 9 8765-4321');
  });

  it('keeps DDD 55 on an 11-digit number instead of taking it for the country code', () => {
    expect(formatPhone('55991234567')).toBe('(55) 9 9123-4567');
  });

  it('ignores punctuation in the input', () => {
    expect(formatPhone('+55 (21) 99876-5432')).toBe('(21) 9 9876-5432');
  });

  it('returns numbers of other sizes unchanged', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('maskPhoneInput', () => {
  it('masks progressively while typing', () => {
    expect(maskPhoneInput('1')).toBe('(1');
    expect(maskPhoneInput('11')).toBe('(11) ');
    expect(maskPhoneInput('119')).toBe('(11) 9');
    expect(maskPhoneInput('1198765')).toBe('(11) 9 8765');
    expect(maskPhoneInput('11987654321')).toBe('(11) 9 8765-4321');
  });

  it('stops at 11 digits and strips letters', () => {
    expect(maskPhoneInput('11a98765432199')).toBe('(11) 9 8765-4321');
    expect(maskPhoneInput('')).toBe('');
  });

  it('gives 16 characters for a complete number, so 15 or more means complete', () => {
    expect(maskPhoneInput('11987654321')).toHaveLength(16);
    expect(maskPhoneInput('1198765432').length).toBeLessThan(16);
  });
});

describe('onlyDigits and toStoredPhone', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('(11) 9 8765-4321')).toBe('11987654321');
  });

  it('adds the 55 prefix once', () => {
    expect(toStoredPhone('(11) 9 8765-4321')).toBe('5511987654321');
    expect(toStoredPhone('5511987654321')).toBe('5511987654321');
  });
});
