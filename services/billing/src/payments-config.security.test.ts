import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_CREDITS_MODULE_ID, type CheckoutResponse, type SubscriptionDetails } from '@balcao/contracts';
import { CARD, HOLDER, startBillingTestApp, type BillingTestApp, type TestUser } from './testing/billing-test-app';

const NOT_CONFIGURED = 'Os pagamentos ainda não estão configurados neste servidor. Fale com o suporte.';

/** A cluster (NODE_ENV=production) never falls back to the payments sandbox (ARCHITECTURE §7). */
describe('billing in production without Asaas nor PAYMENTS_SANDBOX', () => {
  let t: BillingTestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startBillingTestApp({ env: { NODE_ENV: 'production' } });
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it('has no sandbox: its page and actions are not found, even for a Gestor', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/billing/sandbox'],
      ['GET', '/api/billing/sandbox/charges'],
      ['POST', '/api/billing/sandbox/charges/pay_sbx_00aa/pay'],
      ['POST', `/api/billing/sandbox/offices/${owner.officeId}/end-trial`],
      ['POST', '/api/billing/sandbox/clock/advance'],
    ];
    for (const [method, url] of calls) {
      expect((await t.call({ method: method as 'GET', url, as: owner, payload: method === 'POST' ? { days: 400 } : undefined })).statusCode, url).toBe(404);
      expect((await t.call({ method: method as 'GET', url, payload: method === 'POST' ? { days: 400 } : undefined })).statusCode, url).toBe(404);
    }
    expect(await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner })).toMatchObject({ state: 'trial', trialDaysLeft: 7 });
  });

  it('answers checkout, a new card and a credit purchase with 503 and the reason, writing nothing', async () => {
    const calls = [
      t.call({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } }),
      t.call({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', creditCard: CARD, creditCardHolderInfo: HOLDER } }),
      t.call({ method: 'POST', url: '/api/subscription/credit-card', as: owner, payload: { creditCard: CARD, creditCardHolderInfo: HOLDER } }),
      t.call({ method: 'POST', url: '/api/credits/purchase', as: owner, payload: { amount: 100, creditModuleId: AI_CREDITS_MODULE_ID, billingType: 'PIX', document: '12345678909' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'BILLING_PAYMENTS_NOT_CONFIGURED', message: NOT_CONFIGURED });
    }
    expect(await t.expectOk({ url: '/api/subscription/transactions', as: owner })).toEqual([]);
    expect(await t.expectOk({ url: '/api/subscription/credit-card', as: owner })).toEqual([]);
  });

  it('refuses every webhook: there is no token to check it against', async () => {
    const webhook = { id: 'evt_prod_1', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1', status: 'RECEIVED' } };
    const attempts: Array<Record<string, string>> = [{}, { 'asaas-access-token': '' }, { 'asaas-access-token': 'qualquer-token-com-16-chars' }, { 'asaas-access-token': 'undefined' }];
    for (const headers of attempts) {
      expect((await t.call({ method: 'POST', url: '/api/webhooks/asaas', payload: webhook, headers })).statusCode).toBe(401);
    }
  });
});

describe('billing in production with PAYMENTS_SANDBOX=true', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBillingTestApp({ env: { NODE_ENV: 'production' }, billing: { PAYMENTS_SANDBOX: true } });
  });
  afterAll(async () => t?.close());

  it('runs the sandbox, since it was asked for by name', async () => {
    const owner = await t.signUpOffice();
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    const charges = await t.expectOk<Array<{ id: string; externalReference: string }>>({ url: '/api/billing/sandbox/charges', as: owner });
    const charge = charges.find((candidate) => candidate.externalReference === checkout.invoiceId)!;
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/pay`, as: owner, payload: {} });
    expect(await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner })).toMatchObject({ state: 'active' });
  });
});
