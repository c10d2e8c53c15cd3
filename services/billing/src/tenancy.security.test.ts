import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditCard, CreditsSummaryResponse, Invoice, SubscriptionDetails } from '@balcao/contracts';
import { CARD, HOLDER, startBillingTestApp, type BillingTestApp, type TestUser } from './testing/billing-test-app';

/** Every billing route answers only about the caller's office: another office's ids are not found. */
describe('billing tenancy', () => {
  let t: BillingTestApp;
  let owner: TestUser;
  let other: TestUser;
  let hidden: { subscriptionId: string; cardId: string; invoiceId: string };

  beforeAll(async () => {
    t = await startBillingTestApp();
    owner = await t.signUpOffice('Escritório Sigiloso');
    other = await t.signUpOffice('Outro Escritório');
    const checkout = await t.expectOk<{ invoiceId: string }>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', creditCard: CARD, creditCardHolderInfo: HOLDER } });
    const [card] = await t.expectOk<CreditCard[]>({ url: '/api/subscription/credit-card', as: owner });
    const details = await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner });
    hidden = { subscriptionId: details.id!, cardId: card.id, invoiceId: checkout.invoiceId };
  });
  afterAll(async () => t?.close());

  it("answers 404 to another office's subscription and cards", async () => {
    const calls = [
      t.call({ method: 'POST', url: '/api/subscription/cancel', as: other, payload: { id: hidden.subscriptionId, message: 'Invasão' } }),
      t.call({ method: 'POST', url: '/api/subscription/reactivate', as: other, payload: { id: hidden.subscriptionId } }),
      t.call({ method: 'PATCH', url: '/api/subscription/credit-card/change-active', as: other, payload: { creditCardId: hidden.cardId } }),
      t.call({ method: 'POST', url: '/api/subscription/checkout', as: other, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', creditCardId: hidden.cardId } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404);
  });

  it("never lists another office's invoices, cards, subscription or credits", async () => {
    expect(await t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: other })).toEqual([]);
    expect(await t.expectOk<CreditCard[]>({ url: '/api/subscription/credit-card', as: other })).toEqual([]);
    expect(await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: other })).toMatchObject({ state: 'trial', id: null, transactions: [] });
    expect((await t.expectOk<CreditsSummaryResponse>({ url: '/api/credits/summary', as: other })).aiCredits).toEqual({ carriedOver: 0, planTotal: 300, purchased: 0, used: 0, available: 300 });
    expect((await t.expectOk<CreditsSummaryResponse>({ url: '/api/credits/summary', as: owner })).aiCredits.available).toBe(300 + 6500);
  });

  it('leaves the hidden records untouched', async () => {
    expect(await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner })).toMatchObject({ state: 'active', isCanceled: false, id: hidden.subscriptionId });
    expect(await t.expectOk<CreditCard[]>({ url: '/api/subscription/credit-card', as: owner })).toEqual([expect.objectContaining({ id: hidden.cardId, isDefault: true })]);
  });

  it('refuses a webhook without the token or with a forged one, and applies nothing', async () => {
    const forged = { id: 'evt_forjado_1', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_forjado', status: 'RECEIVED', externalReference: hidden.invoiceId } };
    const attempts: Array<Record<string, string>> = [{}, { 'asaas-access-token': '' }, { 'asaas-access-token': 'token-forjado-com-mais-de-16' }];
    for (const headers of attempts) {
      const response = await t.call({ method: 'POST', url: '/api/webhooks/asaas', payload: forged, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Token do webhook inválido' });
    }
    const refund = { ...forged, id: 'evt_forjado_2', event: 'PAYMENT_REFUNDED' };
    expect((await t.call({ method: 'POST', url: '/api/webhooks/asaas', payload: refund, headers: { 'asaas-access-token': 'x'.repeat(48) } })).statusCode).toBe(401);
    expect((await t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: owner }))[0]).toMatchObject({ id: hidden.invoiceId, status: 'Pago' });
  });

  it('asks for a session on every route but the webhook', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/subscription/plans'],
      ['GET', '/api/subscription/details'],
      ['GET', '/api/subscription/transactions'],
      ['GET', '/api/subscription/credit-card'],
      ['POST', '/api/subscription/credit-card'],
      ['PATCH', '/api/subscription/credit-card/change-active'],
      ['POST', '/api/subscription/checkout'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/reactivate'],
      ['GET', '/api/credits/modules'],
      ['POST', '/api/credits/purchase'],
      ['GET', '/api/credits/summary'],
      ['GET', '/api/billing/sandbox/charges'],
      ['POST', '/api/billing/sandbox/charges/pay_sbx_00aa/pay'],
      ['POST', '/api/billing/sandbox/charges/pay_sbx_00aa/resend'],
      ['POST', `/api/billing/sandbox/offices/${owner.officeId}/end-trial`],
      ['POST', '/api/billing/sandbox/clock/advance'],
      ['GET', '/api/billing/sandbox/receipts/pay_sbx_00aa'],
      ['GET', '/api/billing/sandbox'],
    ];
    for (const [method, url] of routes) expect((await t.call({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
  });
});
