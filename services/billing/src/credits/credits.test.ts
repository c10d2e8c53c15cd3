import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_CREDITS_MODULE_ID, agentsEvents, billingEvents, type CreditModule, type CreditsSummaryResponse, type PurchaseCreditsResponse } from '@balcao/contracts';
import { envelopeOf } from '@balcao/service-kit';
import { startBillingTestApp, waitFor, type BillingTestApp, type TestUser } from '../testing/billing-test-app';

describe('AI credits', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBillingTestApp();
  });
  afterAll(async () => t?.close());

  const summaryOf = async (as: TestUser) => (await t.expectOk<CreditsSummaryResponse>({ url: '/api/credits/summary', as })).aiCredits;
  const purchase = (as: TestUser, amount: number) =>
    t.call({ method: 'POST', url: '/api/credits/purchase', as, payload: { amount, creditModuleId: AI_CREDITS_MODULE_ID, billingType: 'PIX', creditCardId: '' } });

  it('sells the AI Credits module by PIX at R$ 0,30 each', async () => {
    const owner = await t.signUpOffice();
    expect(await t.expectOk<CreditModule[]>({ url: '/api/credits/modules', as: owner })).toEqual([{ id: AI_CREDITS_MODULE_ID, name: 'AI Credits', amount: 30, billingType: 'PIX' }]);
    const bought = (await purchase(owner, 300)).json<PurchaseCreditsResponse>();
    expect(bought).toMatchObject({ credits: 300, value: 9000, qrCode: expect.stringMatching(/^000201/), encodedImage: expect.stringMatching(/^data:image\/png/) });
    expect(bought.qrCode).toContain('540590.00');
  });

  it('adds the credits once when the charge is paid, however often the webhook comes', async () => {
    const owner = await t.signUpOffice();
    expect(await summaryOf(owner)).toEqual({ carriedOver: 0, planTotal: 300, purchased: 0, used: 0, available: 300 });
    const bought = (await purchase(owner, 100)).json<PurchaseCreditsResponse>();
    const charges = await t.expectOk<Array<{ id: string; externalReference: string }>>({ url: '/api/billing/sandbox/charges', as: owner });
    const charge = charges.find((candidate) => candidate.externalReference === bought.invoiceId)!;
    for (const action of ['pay', 'resend', 'resend']) await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/${action}`, as: owner, payload: {} });
    expect(await summaryOf(owner)).toEqual({ carriedOver: 0, planTotal: 300, purchased: 100, used: 0, available: 400 });
    const [payment] = await t.eventsOf(billingEvents.paymentConfirmed.type, owner.officeId);
    expect(payment.payload).toMatchObject({ purpose: 'credits', amount: 3000 });
  });

  it('refuses less than 100 credits, steps other than 5, other modules and other billing types', async () => {
    const owner = await t.signUpOffice();
    expect((await purchase(owner, 95)).json()).toMatchObject({ statusCode: 400, field: 'amount', message: 'A compra mínima é de 100 créditos' });
    expect((await purchase(owner, 102)).json()).toMatchObject({ statusCode: 400, field: 'amount', message: 'A quantidade de créditos deve ser múltipla de 5' });
    const otherModule = await t.call({ method: 'POST', url: '/api/credits/purchase', as: owner, payload: { amount: 100, creditModuleId: 'outro', billingType: 'PIX' } });
    expect(otherModule.json()).toMatchObject({ statusCode: 400, message: 'Módulo de créditos de IA não encontrado', description: 'Por favor, contate o suporte.' });
    const card = await t.call({ method: 'POST', url: '/api/credits/purchase', as: owner, payload: { amount: 100, creditModuleId: AI_CREDITS_MODULE_ID, billingType: 'CREDIT_CARD' } });
    expect(card.json()).toMatchObject({ statusCode: 400, field: 'billingType', message: 'Créditos de IA são comprados somente por PIX' });
  });

  it('debits what the agents report spent once per event, never below zero', async () => {
    const owner = await t.signUpOffice();
    const spend = envelopeOf(agentsEvents.creditsConsumed, { officeId: owner.officeId, payload: { amount: 120, reason: 'agent_answer', refId: 'resposta-1' } });
    await t.infra.bus.publish(spend);
    await t.infra.bus.publish({ ...spend });
    await waitFor('first debit', async () => (await summaryOf(owner)).available === 180);
    const tooMuch = envelopeOf(agentsEvents.creditsConsumed, { officeId: owner.officeId, payload: { amount: 1000, reason: 'improve_text', refId: 'ajuda-1' } });
    await t.infra.bus.publish(tooMuch);
    await waitFor('second debit', async () => (await summaryOf(owner)).available === 0);
    expect(await summaryOf(owner)).toEqual({ carriedOver: 0, planTotal: 300, purchased: 0, used: 300, available: 0 });
    const balances = await t.eventsOf(billingEvents.creditsChanged.type, owner.officeId);
    expect(balances.map((event) => event.payload.available)).toEqual([300, 180, 0]);
  });

  it('breaks the balance into figures that add up: carried over, the plan, purchased on its own line, used', async () => {
    const owner = await t.signUpOffice();
    // Spent in the trial, before a plan is bought: it stays in the earlier balance.
    await t.infra.bus.publish(envelopeOf(agentsEvents.creditsConsumed, { officeId: owner.officeId, payload: { amount: 1, reason: 'agent_answer', refId: 'teste-1' } }));
    await waitFor('trial debit', async () => (await summaryOf(owner)).available === 299);
    expect(await summaryOf(owner)).toEqual({ carriedOver: 0, planTotal: 300, purchased: 0, used: 1, available: 299 });

    const checkout = await t.expectOk<{ invoiceId: string }>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'jovem-advogado-mensal', document: '12345678909' } });
    await payInSandbox(owner, checkout.invoiceId);
    expect(await summaryOf(owner)).toEqual({ carriedOver: 299, planTotal: 1500, purchased: 0, used: 0, available: 1799 });

    await payInSandbox(owner, (await purchase(owner, 100)).json<PurchaseCreditsResponse>().invoiceId);
    await t.infra.bus.publish(envelopeOf(agentsEvents.creditsConsumed, { officeId: owner.officeId, payload: { amount: 50, reason: 'agent_answer', refId: 'plano-1' } }));
    await waitFor('plan debit', async () => (await summaryOf(owner)).used === 50);
    const summary = await summaryOf(owner);
    expect(summary).toEqual({ carriedOver: 299, planTotal: 1500, purchased: 100, used: 50, available: 1849 });
    expect(summary.carriedOver + summary.planTotal + summary.purchased - summary.used).toBe(summary.available);
  });

  const payInSandbox = async (owner: TestUser, invoiceId: string) => {
    const charges = await t.expectOk<Array<{ id: string; externalReference: string }>>({ url: '/api/billing/sandbox/charges', as: owner });
    const charge = charges.find((candidate) => candidate.externalReference === invoiceId)!;
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/pay`, as: owner, payload: {} });
  };
});
