import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, Invoice, SubscriptionDetails } from '@balcao/contracts';
import { startBillingTestApp, type BillingTestApp, type TestUser } from '../testing/billing-test-app';

type SandboxCharge = { id: string; externalReference: string; status: string };
const FORM = 'application/x-www-form-urlencoded';

/**
 * The payments sandbox is a stand-in for one office's bank, not a remote control of the platform:
 * nobody without a session uses it, an office's Gestor sees and acts on that office alone.
 */
describe('payments sandbox, tried by hostile users', () => {
  let t: BillingTestApp;
  let a: TestUser;
  let b: TestUser;
  let attendantOfA: TestUser;
  let chargeOfA: SandboxCharge;

  const details = (as: TestUser) => t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as });
  const invoicesOf = (as: TestUser) => t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as });
  const session = (as: TestUser) => ({ cookie: `chat-user-token=${encodeURIComponent(as.token)}` });

  beforeAll(async () => {
    t = await startBillingTestApp();
    a = await t.signUpOffice('Escritório A');
    b = await t.signUpOffice('Escritório B');
    attendantOfA = await t.addUser(a);
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: a, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    const charges = await t.expectOk<SandboxCharge[]>({ url: '/api/billing/sandbox/charges', as: a });
    chargeOfA = charges.find((charge) => charge.externalReference === checkout.invoiceId)!;
  });
  afterAll(async () => t?.close());

  const expectAUntouched = async () => {
    expect(await details(a)).toMatchObject({ state: 'trial', trialDaysLeft: 7 });
    expect((await invoicesOf(a)).map((invoice) => invoice.status)).toEqual(['Pendente']);
  };

  it('refuses every sandbox call without a session', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/billing/sandbox'],
      ['GET', '/api/billing/sandbox/charges'],
      ['POST', `/api/billing/sandbox/charges/${chargeOfA.id}/pay`],
      ['POST', `/api/billing/sandbox/charges/${chargeOfA.id}/resend`],
      ['POST', `/api/billing/sandbox/offices/${a.officeId}/end-trial`],
      ['POST', '/api/billing/sandbox/clock/advance'],
      ['GET', `/api/billing/sandbox/receipts/${chargeOfA.id}`],
    ];
    for (const [method, url] of calls) {
      const response = await t.call({ method: method as 'GET', url, payload: method === 'POST' ? { days: 400 } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const page = await t.call({ url: '/api/billing/sandbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Entre no Balcão como Gestor do escritório');
    expect(page.body).not.toContain(chargeOfA.id);
    await expectAUntouched();
  });

  it("shows office B's Gestor none of office A's charges nor its trial", async () => {
    const charges = await t.expectOk<SandboxCharge[]>({ url: '/api/billing/sandbox/charges', as: b });
    expect(charges.map((charge) => charge.id)).not.toContain(chargeOfA.id);
    const page = await t.call({ url: '/api/billing/sandbox', as: b });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(chargeOfA.id);
    expect(page.body).not.toContain(a.officeId);
    expect(page.body).not.toContain('Escritório A');
  });

  it("does not let office B's Gestor pay, resend, see the receipt of, or end the trial of office A", async () => {
    const calls = [
      t.call({ method: 'POST', url: `/api/billing/sandbox/charges/${chargeOfA.id}/pay`, as: b, payload: {} }),
      t.call({ method: 'POST', url: `/api/billing/sandbox/charges/${chargeOfA.id}/resend`, as: b, payload: {} }),
      t.call({ url: `/api/billing/sandbox/receipts/${chargeOfA.id}`, as: b }),
      t.call({ method: 'POST', url: `/api/billing/sandbox/offices/${a.officeId}/end-trial`, as: b, payload: {} }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404);
    await expectAUntouched();
  });

  it("moves only the caller's office clock", async () => {
    await t.expectOk({ method: 'POST', url: '/api/billing/sandbox/clock/advance', as: b, payload: { days: 8 } });
    expect(await details(b)).toMatchObject({ state: 'inactive' });
    await expectAUntouched();
    const page = await t.call({ url: '/api/billing/sandbox', as: a });
    expect(page.body).not.toContain('dias à frente');
  });

  it("lets only the office's Gestor use its sandbox", async () => {
    const calls = [
      t.call({ url: '/api/billing/sandbox/charges', as: attendantOfA }),
      t.call({ url: '/api/billing/sandbox', as: attendantOfA }),
      t.call({ method: 'POST', url: `/api/billing/sandbox/charges/${chargeOfA.id}/pay`, as: attendantOfA, payload: {} }),
      t.call({ method: 'POST', url: `/api/billing/sandbox/offices/${a.officeId}/end-trial`, as: attendantOfA, payload: {} }),
      t.call({ method: 'POST', url: '/api/billing/sandbox/clock/advance', as: attendantOfA, payload: { days: 30 } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(403);
    await expectAUntouched();
  });

  it('refuses a form posted with the session cookie but without the page’s form token', async () => {
    const c = await t.signUpOffice('Escritório C');
    const forged = await t.call({ method: 'POST', url: `/api/billing/sandbox/offices/${c.officeId}/end-trial`, headers: { ...session(c), 'content-type': FORM }, payload: '' });
    expect(forged.statusCode).toBe(403);
    expect(await details(c)).toMatchObject({ state: 'trial' });

    const page = await t.call({ url: '/api/billing/sandbox', headers: session(c) });
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
    expect(formToken).toBeTruthy();
    const ended = await t.call({ method: 'POST', url: `/api/billing/sandbox/offices/${c.officeId}/end-trial`, headers: { ...session(c), 'content-type': FORM }, payload: `formToken=${formToken}` });
    expect(ended.statusCode).toBe(303);
    expect(await details(c)).toMatchObject({ state: 'inactive' });
  });

  it("lets office A's Gestor pay office A's charge", async () => {
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${chargeOfA.id}/pay`, as: a, payload: {} });
    expect(await details(a)).toMatchObject({ state: 'active', planId: 'essencial-mensal' });
  });
});
