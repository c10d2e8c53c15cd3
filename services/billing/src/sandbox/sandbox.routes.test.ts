import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, SubscriptionDetails } from '@balcao/contracts';
import { startBillingTestApp, type BillingTestApp, type TestUser } from '../testing/billing-test-app';

const FORM = 'application/x-www-form-urlencoded';
/** The app's session cookie, as a tab of the app opened on the sandbox page sends it. */
const session = (as: TestUser) => ({ cookie: `chat-user-id=${as.userId}; chat-user-token=${encodeURIComponent(as.token)}` });
const formTokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)![1];

/** The sandbox's dev page, opened with the Gestor's session: its forms work without scripts and answer with the page again. */
describe('payments sandbox page', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBillingTestApp();
  });
  afterAll(async () => t?.close());

  it("lists the office's pending charges with Pagar agora, escaped, and its trial with Encerrar teste", async () => {
    const owner = await t.signUpOffice('<b>Escritório</b>');
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    const page = await t.call({ url: '/api/billing/sandbox', query: { charge: 'x' }, headers: session(owner) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pagar agora');
    expect(page.body).toContain('Reenviar webhook');
    expect(page.body).toContain(checkout.qrCode!.payload);
    expect(page.body).toContain(`/api/billing/sandbox/offices/${owner.officeId}/end-trial`);
    expect(page.body).toContain('&lt;b&gt;Escritório&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Escritório</b>');
  });

  it("moves the office's billing clock from its form, which lapses its trial at once", async () => {
    const owner = await t.signUpOffice();
    const formToken = formTokenIn((await t.call({ url: '/api/billing/sandbox', headers: session(owner) })).body);
    const moved = await t.call({ method: 'POST', url: '/api/billing/sandbox/clock/advance', payload: `days=8&formToken=${formToken}`, headers: { ...session(owner), 'content-type': FORM } });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/api/billing/sandbox');
    expect(await t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as: owner })).toMatchObject({ state: 'inactive' });
    expect((await t.call({ url: '/api/billing/sandbox', headers: session(owner) })).body).toContain('8 dias à frente');
    const refused = await t.call({ method: 'POST', url: '/api/billing/sandbox/clock/advance', as: owner, payload: { days: 0 } });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Avance pelo menos 1 dia' });
  });

  it('answers 404 for charges and offices it does not know', async () => {
    const owner = await t.signUpOffice();
    expect((await t.call({ method: 'POST', url: '/api/billing/sandbox/charges/pay_sbx_0000/pay', as: owner, payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/billing/sandbox/offices/0193a000-0000-7000-8000-000000000000/end-trial', as: owner, payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/billing/sandbox/charges/nao-existe/pay', as: owner, payload: {} })).statusCode).toBe(400);
  });
});
