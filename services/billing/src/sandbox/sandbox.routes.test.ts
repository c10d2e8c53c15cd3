import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, SubscriptionDetails } from '@balcao/contracts';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The sandbox's dev page: its forms work without scripts and answer with the page again. */
describe('payments sandbox page', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBillingTestApp();
  });
  afterAll(async () => t?.close());

  it('lists pending charges with Pagar agora, escaped, and trials with Encerrar teste', async () => {
    const owner = await t.signUpOffice('<b>Escritório</b>');
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    const page = await t.call({ url: '/api/billing/sandbox', query: { charge: 'x' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pagar agora');
    expect(page.body).toContain('Reenviar webhook');
    expect(page.body).toContain(checkout.qrCode!.payload);
    expect(page.body).toContain(`/api/billing/sandbox/offices/${owner.officeId}/end-trial`);
    expect(page.body).toContain('&lt;b&gt;Escritório&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Escritório</b>');
  });

  it('moves the billing clock from its form, which lapses trials at once', async () => {
    const owner = await t.signUpOffice();
    const moved = await t.call({ method: 'POST', url: '/api/billing/sandbox/clock/advance', payload: 'days=8', headers: form });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/api/billing/sandbox');
    expect(await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner })).toMatchObject({ state: 'inactive' });
    expect((await t.call({ url: '/api/billing/sandbox' })).body).toContain('8 dias à frente');
    const refused = await t.call({ method: 'POST', url: '/api/billing/sandbox/clock/advance', payload: { days: 0 } });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Avance pelo menos 1 dia' });
  });

  it('answers 404 for charges and offices it does not know', async () => {
    expect((await t.call({ method: 'POST', url: '/api/billing/sandbox/charges/pay_sbx_0000/pay', payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/billing/sandbox/offices/0193a000-0000-7000-8000-000000000000/end-trial', payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/billing/sandbox/charges/nao-existe/pay', payload: {} })).statusCode).toBe(400);
  });
});
