import { describe, expect, it } from 'vitest';
import { paymentsModeOf } from './payments-mode';

const KEY = { ASAAS_API_KEY: '$aact_chave' };

/** Which payment gateway a start uses (ARCHITECTURE §7: a stand-in is on only where it may be). */
describe('payments mode', () => {
  it('uses the sandbox outside production when Asaas is not configured', () => {
    expect(paymentsModeOf({ NODE_ENV: 'development' }, {})).toBe('sandbox');
    expect(paymentsModeOf({ NODE_ENV: 'test' }, {})).toBe('sandbox');
  });

  it('uses Asaas wherever its key is set, unless the sandbox is asked for by name', () => {
    expect(paymentsModeOf({ NODE_ENV: 'development' }, KEY)).toBe('asaas');
    expect(paymentsModeOf({ NODE_ENV: 'production' }, KEY)).toBe('asaas');
    expect(paymentsModeOf({ NODE_ENV: 'production' }, { ...KEY, PAYMENTS_SANDBOX: true })).toBe('sandbox');
  });

  it('never falls back to the sandbox in production: payments are off without Asaas', () => {
    expect(paymentsModeOf({ NODE_ENV: 'production' }, {})).toBe('none');
    expect(paymentsModeOf({ NODE_ENV: 'production' }, { PAYMENTS_SANDBOX: false })).toBe('none');
    expect(paymentsModeOf({ NODE_ENV: 'production' }, { PAYMENTS_SANDBOX: true })).toBe('sandbox');
  });

  it('turns the sandbox off outside production when PAYMENTS_SANDBOX=false', () => {
    expect(paymentsModeOf({ NODE_ENV: 'development' }, { PAYMENTS_SANDBOX: false })).toBe('none');
  });
});
