import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, SubscriptionDetails } from '@balcao/contracts';
import { startBillingTestApp, type BillingTestApp } from './testing/billing-test-app';

const WEBHOOK_TOKEN = 'token-do-webhook-asaas-123456';

/** With Asaas configured the service talks to Asaas (here an injected fetch) and the sandbox does not exist. */
describe('billing with Asaas configured', () => {
  let t: BillingTestApp;
  const requests: string[] = [];
  beforeAll(async () => {
    const fetch = (async (url: string, init: RequestInit) => {
      requests.push(`${init.method} ${url}`);
      const body = url.endsWith('/customers')
        ? { id: 'cus_000005219613' }
        : url.endsWith('/pixQrCode')
          ? { encodedImage: 'iVBORw0KGgo=', payload: '00020101021226820014br.gov.bcb.pix6304D4A1', expirationDate: null }
          : { id: `pay_asaas_${requests.filter((request) => request.endsWith('/payments')).length}`, status: 'PENDING', invoiceUrl: 'https://sandbox.asaas.com/i/1' };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    t = await startBillingTestApp({ billing: { ASAAS_API_KEY: '$aact_chave', ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN, ASAAS_API_URL: 'https://api-sandbox.asaas.com/v3' }, fetch });
  });
  afterAll(async () => t?.close());

  it('has no sandbox page nor actions', async () => {
    expect((await t.call({ url: '/api/billing/sandbox' })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/billing/sandbox/clock/advance', payload: { days: 8 } })).statusCode).toBe(404);
  });

  it("activates the plan from Asaas' webhook carrying its token, once", async () => {
    const owner = await t.signUpOffice();
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    expect(checkout.qrCode).toMatchObject({ encodedImage: 'data:image/png;base64,iVBORw0KGgo=', payload: expect.stringMatching(/^000201/) });
    expect(requests).toEqual(['POST https://api-sandbox.asaas.com/v3/customers', 'POST https://api-sandbox.asaas.com/v3/payments', 'GET https://api-sandbox.asaas.com/v3/payments/pay_asaas_1/pixQrCode']);
    const webhook = { id: 'evt_1&1', event: 'PAYMENT_RECEIVED', payment: { object: 'payment', id: 'pay_asaas_1', status: 'RECEIVED', value: 497, billingType: 'PIX', externalReference: checkout.invoiceId, transactionReceiptUrl: 'https://www.asaas.com/comprovantes/1' } };
    const outcomes = [];
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await t.call({ method: 'POST', url: '/api/webhooks/asaas', payload: webhook, headers: { 'asaas-access-token': WEBHOOK_TOKEN } });
      outcomes.push(response.json().outcome);
    }
    expect(outcomes).toEqual(['applied', 'repeated', 'repeated']);
    expect(await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner })).toMatchObject({ state: 'active', planId: 'essencial-mensal' });
  });

  it('lets an unpaid checkout charge expire without making the office overdue', async () => {
    const owner = await t.signUpOffice();
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    const webhook = { id: 'evt_2&1', event: 'PAYMENT_OVERDUE', payment: { object: 'payment', id: 'pay_asaas_x', status: 'OVERDUE', externalReference: checkout.invoiceId } };
    expect((await t.call({ method: 'POST', url: '/api/webhooks/asaas', payload: webhook, headers: { 'asaas-access-token': WEBHOOK_TOKEN } })).json()).toMatchObject({ outcome: 'applied' });
    const details = await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner });
    expect(details).toMatchObject({ state: 'trial', isOverdue: false, overdueCount: 0 });
    expect(details.transactions[0].status).toBe('Cancelado');
  });
});
