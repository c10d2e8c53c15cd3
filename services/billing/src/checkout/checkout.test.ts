import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, type CheckoutResponse, type CreditCard, type Invoice, type Plan, type SubscriptionDetails } from '@balcao/contracts';
import { CARD, HOLDER, startBillingTestApp, waitFor, type BillingTestApp, type TestUser } from '../testing/billing-test-app';

describe('subscription checkout on the sandbox', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBillingTestApp();
  });
  afterAll(async () => t?.close());

  const details = (as: TestUser) => t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as });
  const sandboxCharges = (as: TestUser) => t.expectOk<Array<{ id: string; externalReference: string; status: string; pixPayload: string | null }>>({ url: '/api/billing/sandbox/charges', as });

  it('starts a new office in a 7-day trial', async () => {
    const owner = await t.signUpOffice();
    const subscription = await details(owner);
    expect(subscription).toMatchObject({ state: 'trial', isTrial: true, isActive: true, name: 'Período de teste', trialDaysLeft: 7, id: null, isOverdue: false });
    expect(subscription.planEndIn! * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const [access] = await t.eventsOf(billingEvents.accessChanged.type, owner.officeId);
    expect(access.payload).toMatchObject({ state: 'trial', version: 1 });
  });

  it('lists the four plans in upgrade order, monthly and annual, without the custom plan', async () => {
    const owner = await t.signUpOffice();
    const plans = await t.expectOk<Plan[]>({ url: '/api/subscription/plans', as: owner });
    expect([...new Set(plans.map((plan) => plan.title))]).toEqual(['Plano Jovem Advogado', 'Plano Sociedade Jurídica', 'Plano Essencial', 'Plano Proficiente']);
    const annual = plans.find((plan) => plan.id === 'essencial-anual')!;
    expect(annual).toMatchObject({ interval: 'annual', maxInstallments: 12, pixPriceCents: Math.round(annual.priceCents * 0.95) });
    expect(annual.price).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
  });

  it('pays a plan by PIX: QR and copy-paste code, then active when the sandbox pays it', async () => {
    const owner = await t.signUpOffice();
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-anual', document: '123.456.789-09', remoteIp: '200.1.2.3', discount: { month: 0, year: 5 } } });
    expect(checkout).toMatchObject({ status: 'Pendente', success: false, summary: { planTitle: 'Plano Essencial', interval: 'annual', discountPercent: 5 } });
    expect(checkout.qrCode!.encodedImage).toMatch(/^data:image\/png;base64,/);
    expect(checkout.qrCode!.payload).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect((await details(owner)).state).toBe('trial');

    const charge = (await sandboxCharges(owner)).find((candidate) => candidate.externalReference === checkout.invoiceId)!;
    expect(charge.pixPayload).toBe(checkout.qrCode!.payload);
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/pay`, as: owner, payload: {} });

    const active = await details(owner);
    expect(active).toMatchObject({ state: 'active', isActive: true, isTrial: false, name: 'Plano Essencial', planId: 'essencial-anual', isCanceled: false });
    expect(active.transactions).toEqual([expect.objectContaining({ id: checkout.invoiceId, status: 'Pago', amount: checkout.summary.amount })]);
    const [payment] = await t.eventsOf(billingEvents.paymentConfirmed.type, owner.officeId);
    expect(payment.payload).toMatchObject({ invoiceId: checkout.invoiceId, purpose: 'subscription', transactionReceiptUrl: expect.stringContaining(`/api/billing/sandbox/receipts/${charge.id}`) });
    const invoices = await t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: owner });
    expect(invoices[0]).toMatchObject({ status: 'Pago', transactionReceiptUrl: expect.any(String), paymentUrl: expect.any(String) });
    // A second checkout while the plan is active is refused.
    const again = await t.call({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'essencial-mensal', document: '12345678909' } });
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'Você já possui uma assinatura ativa' });
  });

  it('applies a webhook delivered three times, and the paid charge paid again, once', async () => {
    const owner = await t.signUpOffice();
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'PIX', planId: 'jovem-advogado-mensal', document: '12345678909' } });
    const charge = (await sandboxCharges(owner)).find((candidate) => candidate.externalReference === checkout.invoiceId)!;
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/pay`, as: owner, payload: {} });
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/resend`, as: owner, payload: {} });
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/resend`, as: owner, payload: {} });
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/pay`, as: owner, payload: {} });

    expect(await t.eventsOf(billingEvents.paymentConfirmed.type, owner.officeId)).toHaveLength(1);
    const activations = (await t.eventsOf(billingEvents.accessChanged.type, owner.officeId)).filter((event) => event.payload.state === 'active');
    expect(activations).toHaveLength(1);
    const summary = await t.expectOk<{ aiCredits: { available: number; planTotal: number } }>({ url: '/api/credits/summary', as: owner });
    // The trial's 300 plus one month of the plan's 1,500.
    expect(summary.aiCredits).toMatchObject({ carriedOver: 300, planTotal: 1500, purchased: 0, used: 0, available: 1800 });
  });

  it('refuses a webhook without the token', async () => {
    const response = await t.call({ method: 'POST', url: '/api/webhooks/asaas', payload: { id: 'evt_x', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_x' } }, headers: { 'asaas-access-token': 'errado' } });
    expect(response.statusCode).toBe(401);
  });

  it('pays an annual plan by card in installments and saves the card as the default', async () => {
    const owner = await t.signUpOffice();
    const checkout = await t.expectOk<CheckoutResponse>({
      method: 'POST',
      url: '/api/subscription/checkout',
      as: owner,
      payload: { billingType: 'CREDIT_CARD', planId: 'proficiente-anual', installmentCount: 12, remoteIp: '200.1.2.3', creditCard: CARD, creditCardHolderInfo: HOLDER },
    });
    expect(checkout).toMatchObject({ status: 'Pago', success: true, summary: { installmentCount: 12, discountPercent: 0 } });
    expect(await details(owner)).toMatchObject({ state: 'active', isInstallment: true, installmentCount: 12, billingType: 'CREDIT_CARD' });
    const cards = await t.expectOk<CreditCard[]>({ url: '/api/subscription/credit-card', as: owner });
    expect(cards).toEqual([expect.objectContaining({ brand: 'VISA', number: '1111', expirationDate: '12/2035', isDefault: true })]);
    expect(JSON.stringify(cards)).not.toContain('4111111111111111');
    // The sandbox also confirms by webhook afterwards, which changes nothing.
    await waitFor('card webhook', async () => (await sandboxCharges(owner)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.eventsOf(billingEvents.paymentConfirmed.type, owner.officeId)).toHaveLength(1);
  });

  it('answers a refused test card with a pt-BR 400 and keeps the attempt as Recusado', async () => {
    const owner = await t.signUpOffice();
    const response = await t.call({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', creditCard: { ...CARD, number: '5184019740373151' }, creditCardHolderInfo: HOLDER } });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BILLING_CARD_DECLINED', message: 'Pagamento recusado pela operadora do cartão' });
    expect((await details(owner)).state).toBe('trial');
    const [invoice] = await t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: owner });
    expect(invoice.status).toBe('Recusado');
    const [failed] = await t.eventsOf(billingEvents.paymentFailed.type, owner.officeId);
    expect(failed.payload.invoiceId).toBe(invoice.id);
  });

  it('uses the saved default card when no card is sent', async () => {
    const owner = await t.signUpOffice();
    const none = await t.call({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', installmentCount: null } });
    expect(none.json()).toMatchObject({ statusCode: 400, field: 'creditCard', message: 'Informe os dados do cartão ou escolha um cartão salvo' });
    const card = await t.expectOk<CreditCard>({ method: 'POST', url: '/api/subscription/credit-card', as: owner, payload: { creditCard: CARD, creditCardHolderInfo: HOLDER } }, 201);
    const second = await t.expectOk<CreditCard>({ method: 'POST', url: '/api/subscription/credit-card', as: owner, payload: { creditCard: { ...CARD, number: '5555555555554444' }, creditCardHolderInfo: HOLDER } }, 201);
    const cards = await t.expectOk<CreditCard[]>({ method: 'PATCH', url: '/api/subscription/credit-card/change-active', as: owner, payload: { creditCardId: card.id } });
    expect(cards.map((each) => [each.id, each.isDefault])).toEqual([[card.id, true], [second.id, false]]);
    const checkout = await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', installmentCount: null } });
    expect(checkout.success).toBe(true);
  });

  it('cancels with a reason, keeps access until the plan ends, and reactivates', async () => {
    const owner = await t.signUpOffice();
    await t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload: { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', creditCard: CARD, creditCardHolderInfo: HOLDER } });
    const { id } = await details(owner);
    const noReason = await t.call({ method: 'POST', url: '/api/subscription/cancel', as: owner, payload: { id, message: '  ' } });
    expect(noReason.json()).toMatchObject({ statusCode: 400, field: 'message', message: 'Selecione um motivo para o cancelamento' });
    const cancelled = await t.expectOk<SubscriptionDetails>({ method: 'POST', url: '/api/subscription/cancel', as: owner, payload: { id, message: 'Outro motivo: vamos fechar o escritório' } });
    expect(cancelled).toMatchObject({ state: 'active', isActive: true, isCanceled: true });
    const twice = await t.call({ method: 'POST', url: '/api/subscription/cancel', as: owner, payload: { id, message: 'De novo' } });
    expect(twice.statusCode).toBe(409);
    const [last] = (await t.eventsOf(billingEvents.accessChanged.type, owner.officeId)).slice(-1);
    expect(last.payload).toMatchObject({ state: 'active', isCanceled: true, accessUntil: expect.any(String) });
    const reactivated = await t.expectOk<SubscriptionDetails>({ method: 'POST', url: '/api/subscription/reactivate', as: owner, payload: { id } });
    expect(reactivated).toMatchObject({ state: 'active', isCanceled: false });
  });

  it('answers every field rule of the checkout in pt-BR naming the field', async () => {
    const owner = await t.signUpOffice();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ billingType: 'PIX', planId: 'essencial-anual', document: '123' }, 'document', 'O CPF/CNPJ deve ter entre 11 e 14 dígitos'],
      [{ billingType: 'BOLETO', planId: 'essencial-anual' }, 'billingType', 'Forma de pagamento inválida: use PIX ou CREDIT_CARD'],
      [{ billingType: 'PIX', planId: 'personalizado-mensal', document: '12345678909' }, 'planId', 'Plano inválido'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-mensal', installmentCount: 3, creditCard: CARD, creditCardHolderInfo: HOLDER }, 'installmentCount', 'O parcelamento só está disponível nos planos anuais'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', installmentCount: 13, creditCard: CARD, creditCardHolderInfo: HOLDER }, 'installmentCount', 'O número de parcelas deve ser entre 1 e 12'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: { ...CARD, number: '4111 1111' }, creditCardHolderInfo: HOLDER }, 'creditCard.number', 'O número do cartão deve ter 16 dígitos'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: { ...CARD, ccv: '12' }, creditCardHolderInfo: HOLDER }, 'creditCard.ccv', 'O CVV deve ter 3 ou 4 dígitos'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: { ...CARD, expiryMonth: '13' }, creditCardHolderInfo: HOLDER }, 'creditCard.expiryMonth', 'Mês de validade do cartão inválido'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: { ...CARD, expiryYear: '20' }, creditCardHolderInfo: HOLDER }, 'creditCard.expiryYear', 'O cartão está vencido'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: CARD, creditCardHolderInfo: { ...HOLDER, email: 'maria@' } }, 'creditCardHolderInfo.email', 'O e-mail informado está inválido'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: CARD, creditCardHolderInfo: { ...HOLDER, postalCode: '0131' } }, 'creditCardHolderInfo.postalCode', 'O CEP deve ter 8 dígitos'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: CARD, creditCardHolderInfo: { ...HOLDER, addressNumber: '' } }, 'creditCardHolderInfo.addressNumber', 'O número do endereço é obrigatório'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: CARD, creditCardHolderInfo: { ...HOLDER, phone: '(11) 9876' } }, 'creditCardHolderInfo.phone', 'O telefone deve ter pelo menos 10 dígitos'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: CARD, creditCardHolderInfo: { ...HOLDER, cpfCnpj: '123' } }, 'creditCardHolderInfo.cpfCnpj', 'O CPF/CNPJ do titular deve ter 11 ou 14 dígitos'],
      [{ billingType: 'CREDIT_CARD', planId: 'essencial-anual', creditCard: { ...CARD, holderName: ' ' }, creditCardHolderInfo: HOLDER }, 'creditCard.holderName', 'O nome impresso no cartão é obrigatório'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await t.call({ method: 'POST', url: '/api/subscription/checkout', as: owner, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), field).toMatchObject({ field, message });
    }
    expect(await t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: owner })).toEqual([]);
  });
});
