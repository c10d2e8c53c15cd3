import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_CREDITS_MODULE_ID, type CreditCard, type CreditsSummaryResponse, type Invoice, type Plan, type SubscriptionDetails } from '@balcao/contracts';
import { CARD, HOLDER, startBillingTestApp, type BillingTestApp, type TestUser } from './testing/billing-test-app';

const MANAGER_ONLY = 'Apenas o Gestor do escritório pode fazer isso';

/** The subscription, cards and credit purchases are the Gestor's; an Atendente only sees the office's state. */
describe('billing managed by the Gestor only', () => {
  let t: BillingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let subscriptionId: string;
  let cardId: string;

  const details = (as: TestUser) => t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as });
  const cards = () => t.expectOk<CreditCard[]>({ url: '/api/subscription/credit-card', as: owner });
  const invoices = () => t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: owner });
  const credits = (as: TestUser) => t.expectOk<CreditsSummaryResponse>({ url: '/api/credits/summary', as });

  beforeAll(async () => {
    t = await startBillingTestApp();
    owner = await t.signUpOffice('Escritório do Gestor');
    attendant = await t.addUser(owner, [owner.inboxId], 'Atendente', 'Bruno Atendente');
    await t.expectOk({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', creditCard: CARD, creditCardHolderInfo: HOLDER } });
    subscriptionId = (await details(owner)).id!;
    cardId = (await cards())[0].id;
  });
  afterAll(async () => t?.close());

  it('refuses an Atendente every manage route with 403 and changes nothing', async () => {
    const before = { details: await details(owner), cards: await cards(), invoices: await invoices(), credits: await credits(owner) };
    const calls = [
      t.call({ method: 'POST', url: '/api/subscription/checkout', as: attendant, payload: { billingType: 'PIX', planId: 'proficiente-mensal', document: '12345678909' } }),
      t.call({ method: 'POST', url: '/api/subscription/checkout', as: attendant, payload: { billingType: 'CREDIT_CARD', planId: 'proficiente-mensal', creditCardId: cardId } }),
      t.call({ method: 'POST', url: '/api/subscription/cancel', as: attendant, payload: { id: subscriptionId, message: 'Muito caro' } }),
      // Even with a body that would not pass validation: the answer says who may, not what is wrong.
      t.call({ method: 'POST', url: '/api/subscription/cancel', as: attendant, payload: {} }),
      t.call({ method: 'POST', url: '/api/subscription/reactivate', as: attendant, payload: { id: subscriptionId } }),
      t.call({ method: 'POST', url: '/api/subscription/credit-card', as: attendant, payload: { creditCard: { ...CARD, number: '5555555555554444' }, creditCardHolderInfo: HOLDER } }),
      t.call({ method: 'PATCH', url: '/api/subscription/credit-card/change-active', as: attendant, payload: { creditCardId: cardId } }),
      t.call({ method: 'POST', url: '/api/credits/purchase', as: attendant, payload: { amount: 100, creditModuleId: AI_CREDITS_MODULE_ID, billingType: 'PIX' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: MANAGER_ONLY });
    }
    expect(await details(owner)).toEqual(before.details);
    expect(await cards()).toEqual(before.cards);
    expect(await invoices()).toEqual(before.invoices);
    expect(await credits(owner)).toEqual(before.credits);
  });

  it("keeps the invoices, the cards and the credit purchase catalogue from an Atendente", async () => {
    for (const url of ['/api/subscription/transactions', '/api/subscription/credit-card', '/api/credits/modules']) {
      const response = await t.call({ url, as: attendant });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: MANAGER_ONLY });
    }
  });

  it('shows every member the state the screens need: subscription, plans and credit balance, without invoices', async () => {
    const seen = await details(attendant);
    expect(seen).toMatchObject({ state: 'active', isActive: true, name: 'Plano Essencial', isCanceled: false, transactions: [] });
    expect((await details(owner)).transactions).toHaveLength(1);
    expect((await credits(attendant)).aiCredits).toEqual((await credits(owner)).aiCredits);
    expect((await t.expectOk<Plan[]>({ url: '/api/subscription/plans', as: attendant })).length).toBeGreaterThan(0);
  });

  it('lets the Gestor cancel, reactivate, add and choose cards and buy credits', async () => {
    expect(await t.expectOk<SubscriptionDetails>({ method: 'POST', url: '/api/subscription/cancel', as: owner, payload: { id: subscriptionId, message: 'Muito caro' } })).toMatchObject({ isCanceled: true });
    expect(await t.expectOk<SubscriptionDetails>({ method: 'POST', url: '/api/subscription/reactivate', as: owner, payload: { id: subscriptionId } })).toMatchObject({ isCanceled: false });
    const second = await t.expectOk<CreditCard>({ method: 'POST', url: '/api/subscription/credit-card', as: owner, payload: { creditCard: { ...CARD, number: '5555555555554444' }, creditCardHolderInfo: HOLDER } }, 201);
    expect(second.isDefault).toBe(true);
    const chosen = await t.expectOk<CreditCard[]>({ method: 'PATCH', url: '/api/subscription/credit-card/change-active', as: owner, payload: { creditCardId: cardId } });
    expect(chosen.find((card) => card.id === cardId)?.isDefault).toBe(true);
    expect(await t.expectOk({ method: 'POST', url: '/api/credits/purchase', as: owner, payload: { amount: 100, creditModuleId: AI_CREDITS_MODULE_ID, billingType: 'PIX' } })).toMatchObject({ credits: 100 });
  });
});
