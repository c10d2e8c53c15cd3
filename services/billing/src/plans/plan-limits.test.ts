import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, type CheckoutResponse } from '@balcao/contracts';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';

describe("the office's plan and limits in billing's access events", () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBillingTestApp();
  });
  afterAll(async () => t?.close());

  it("publishes the trial's name and limits: the first plan's, with the trial's credits", async () => {
    const owner = await t.signUpOffice();
    const [access] = await t.eventsOf(billingEvents.accessChanged.type, owner.officeId);
    expect(access.payload).toMatchObject({
      state: 'trial',
      subscriptionId: null,
      planName: 'Período de teste',
      limits: { numbers: 1, users: 2, agents: 1, monthlyConsultations: 100, monthlyCredits: 300 },
    });
  });

  it("publishes the paid plan's subscription id, title and limits (unlimited consultations as null)", async () => {
    const owner = await t.signUpOffice();
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    const charges = await t.expectOk<Array<{ id: string; externalReference: string }>>({ url: '/api/billing/sandbox/charges', as: owner });
    const charge = charges.find((candidate) => candidate.externalReference === checkout.invoiceId)!;
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/pay`, as: owner, payload: {} });
    const [active] = (await t.eventsOf(billingEvents.accessChanged.type, owner.officeId)).filter((event) => event.payload.state === 'active');
    const details = await t.expectOk<{ id: string }>({ url: '/api/subscription/details', as: owner });
    expect(active!.payload).toMatchObject({
      planId: 'essencial-mensal',
      subscriptionId: details.id,
      planName: 'Plano Essencial',
      limits: { numbers: 3, users: 6, agents: 3, monthlyConsultations: null, monthlyCredits: 6500 },
    });
  });
});
