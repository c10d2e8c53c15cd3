import { describe, expect, it } from 'vitest';
import { ZCreditCardHolderInfo, ZCreditCardInput } from '@balcao/contracts';
import { AsaasGateway } from './asaas-gateway';
import { invoiceStatusOfEvent, ZAsaasWebhook } from './asaas-webhook';
import { CardDeclinedError, GatewayError } from './payment-gateway';

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: any;
}

/** A fetch answering as Asaas' API reference documents, recording each request. */
function fakeAsaas(answers: Array<{ status?: number; body: unknown }>) {
  const requests: Recorded[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ method: init.method!, url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

const gatewayWith = (fetch: typeof globalThis.fetch) => new AsaasGateway({ apiUrl: 'https://api-sandbox.asaas.com/v3', apiKey: '$aact_chave', webhookToken: 'token-do-webhook-123456', fetch });
const card = ZCreditCardInput.parse({ holderName: 'marcelo h almeida', number: '5162 3060 4829 9858', expiryMonth: '05', expiryYear: '2035', ccv: '318' });
const holder = ZCreditCardHolderInfo.parse({ name: 'Marcelo Henrique Almeida', email: 'marcelo.almeida@gmail.com', cpfCnpj: '249.715.637-92', postalCode: '89223-005', addressNumber: '277', phone: '(47) 3333-5555' });

describe('Asaas adapter', () => {
  it('creates the customer with name, CPF/CNPJ and the office as external reference', async () => {
    const { fetch, requests } = fakeAsaas([{ body: { object: 'customer', id: 'cus_000005219613', name: 'Escritório', cpfCnpj: '24971563792' } }]);
    expect(await gatewayWith(fetch).ensureCustomer({ officeId: 'office-1', name: 'Escritório', cpfCnpj: '24971563792', existingId: null })).toBe('cus_000005219613');
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'https://api-sandbox.asaas.com/v3/customers', body: { name: 'Escritório', cpfCnpj: '24971563792', externalReference: 'office-1' } });
    expect(requests[0].headers).toMatchObject({ access_token: '$aact_chave', 'content-type': 'application/json' });
  });

  it('creates a PIX charge in reais and reads its QR code', async () => {
    const { fetch, requests } = fakeAsaas([
      { body: { object: 'payment', id: 'pay_080225913252', status: 'PENDING', value: 2736, billingType: 'PIX', invoiceUrl: 'https://sandbox.asaas.com/i/080225913252', transactionReceiptUrl: null } },
      { body: { encodedImage: 'iVBORw0KGgoAAAANSUhEUgAAAYsAAAGLCAIAAAC5gincAAAOR0lEQVR42u3ZQXIbOQxAUd//0...', payload: '00020101021226820014br.gov.bcb.pix2560qrpix-h.bradesco.com.br/9d36b84f-c70b-478f-b95c-12729b90ca25520400005303986540527.365802BR5905ASAAS6009JOINVILLE62070503***6304D4A1', expirationDate: '2026-12-31 23:59:59' } },
    ]);
    const charge = await gatewayWith(fetch).createPixCharge({ customerId: 'cus_000005219613', valueCents: 273_600, dueDate: '2026-11-24', description: 'Plano Essencial (anual)', externalReference: 'invoice-1' });
    expect(requests[0].body).toEqual({ customer: 'cus_000005219613', billingType: 'PIX', value: 2736, dueDate: '2026-11-24', description: 'Plano Essencial (anual)', externalReference: 'invoice-1' });
    expect(requests[1]).toMatchObject({ method: 'GET', url: 'https://api-sandbox.asaas.com/v3/payments/pay_080225913252/pixQrCode' });
    expect(charge).toMatchObject({ paymentId: 'pay_080225913252', status: 'PENDING', invoiceUrl: 'https://sandbox.asaas.com/i/080225913252', pix: { encodedImage: expect.stringMatching(/^data:image\/png;base64,iVBOR/), payload: expect.stringMatching(/^000201/) } });
  });

  it('pays by card in installments with the holder data and keeps only the token', async () => {
    const { fetch, requests } = fakeAsaas([
      { body: { object: 'payment', id: 'pay_card_1', status: 'CONFIRMED', installment: 'ins_1', invoiceUrl: 'https://sandbox.asaas.com/i/card1', transactionReceiptUrl: 'https://sandbox.asaas.com/comprovantes/1', creditCard: { creditCardNumber: '9858', creditCardBrand: 'MASTERCARD', creditCardToken: '76496073-536f-4835-80db-c45d00f33695' } } },
    ]);
    const charge = await gatewayWith(fetch).createCardCharge({ customerId: 'cus_1', valueCents: 860_736, dueDate: '2026-11-24', description: 'Plano Proficiente (anual)', externalReference: 'invoice-2', card: { creditCard: card, holderInfo: holder }, installmentCount: 12, remoteIp: '200.1.2.3' });
    expect(requests[0].body).toEqual({
      customer: 'cus_1',
      billingType: 'CREDIT_CARD',
      value: 8607.36,
      totalValue: 8607.36,
      installmentCount: 12,
      dueDate: '2026-11-24',
      description: 'Plano Proficiente (anual)',
      externalReference: 'invoice-2',
      creditCard: { holderName: 'marcelo h almeida', number: '5162306048299858', expiryMonth: '05', expiryYear: '2035', ccv: '318' },
      creditCardHolderInfo: { name: 'Marcelo Henrique Almeida', email: 'marcelo.almeida@gmail.com', cpfCnpj: '24971563792', postalCode: '89223005', addressNumber: '277', phone: '4733335555', mobilePhone: '4733335555' },
      remoteIp: '200.1.2.3',
    });
    expect(charge).toMatchObject({ paymentId: 'pay_card_1', status: 'CONFIRMED', card: { token: '76496073-536f-4835-80db-c45d00f33695', last4: '9858', brand: 'MASTERCARD' } });
  });

  it('charges a saved card by its token alone', async () => {
    const { fetch, requests } = fakeAsaas([{ body: { object: 'payment', id: 'pay_2', status: 'CONFIRMED' } }]);
    await gatewayWith(fetch).createCardCharge({ customerId: 'cus_1', valueCents: 49_700, dueDate: '2026-11-24', description: 'Renovação', externalReference: 'invoice-3', card: { token: 'tok-1' }, installmentCount: 1, remoteIp: '200.1.2.3' });
    expect(requests[0].body).toMatchObject({ billingType: 'CREDIT_CARD', value: 497, creditCardToken: 'tok-1' });
    expect(requests[0].body).not.toHaveProperty('creditCard');
    expect(requests[0].body).not.toHaveProperty('installmentCount');
  });

  it('tokenizes a card', async () => {
    const { fetch, requests } = fakeAsaas([{ body: { creditCardNumber: '9858', creditCardBrand: 'MASTERCARD', creditCardToken: 'a75a1d98-c52d-4a6b-a413-71e00b193c99' } }]);
    expect(await gatewayWith(fetch).tokenizeCard({ customerId: 'cus_1', creditCard: card, holderInfo: holder, remoteIp: '200.1.2.3' })).toEqual({ token: 'a75a1d98-c52d-4a6b-a413-71e00b193c99', last4: '9858', brand: 'MASTERCARD' });
    expect(requests[0]).toMatchObject({ url: 'https://api-sandbox.asaas.com/v3/creditCard/tokenizeCreditCard', body: { customer: 'cus_1', remoteIp: '200.1.2.3', creditCard: { number: '5162306048299858' } } });
  });

  it('tells a refused card from a gateway failure', async () => {
    const declined = fakeAsaas([{ status: 400, body: { errors: [{ code: 'invalid_creditCard', description: 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.' }] } }]);
    await expect(gatewayWith(declined.fetch).createCardCharge({ customerId: 'c', valueCents: 100, dueDate: '2026-11-24', description: 'x', externalReference: 'i', card: { token: 't' }, installmentCount: 1, remoteIp: '1.1.1.1' })).rejects.toBeInstanceOf(CardDeclinedError);
    const down = fakeAsaas([{ status: 500, body: {} }]);
    await expect(gatewayWith(down.fetch).createPixCharge({ customerId: 'c', valueCents: 100, dueDate: '2026-11-24', description: 'x', externalReference: 'i' })).rejects.toBeInstanceOf(GatewayError);
    const refused = fakeAsaas([{ status: 400, body: { errors: [{ code: 'invalid_customer', description: 'O CPF/CNPJ informado é inválido.' }] } }]);
    await expect(gatewayWith(refused.fetch).ensureCustomer({ officeId: 'o', name: 'n', cpfCnpj: '1', existingId: null })).rejects.toMatchObject({ status: 400 });
  });

  it('reads the webhook Asaas posts and what each event means', () => {
    const delivery = ZAsaasWebhook.parse({
      id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2024-06-12 16:45:03',
      payment: {
        object: 'payment',
        id: 'pay_080225913252',
        dateCreated: '2021-01-01',
        customer: 'cus_G7Dvo4iphUNk',
        subscription: null,
        installment: null,
        paymentLink: null,
        dueDate: '2021-01-01',
        originalDueDate: '2021-01-01',
        value: 100,
        netValue: 94.51,
        billingType: 'PIX',
        status: 'RECEIVED',
        description: 'Pedido 056984',
        externalReference: '056984',
        confirmedDate: '2021-01-01',
        paymentDate: '2021-01-01',
        clientPaymentDate: '2021-01-01',
        invoiceUrl: 'https://www.asaas.com/i/080225913252',
        transactionReceiptUrl: 'https://www.asaas.com/comprovantes/4937311816045162',
        deleted: false,
      },
    });
    expect(delivery.payment).toMatchObject({ id: 'pay_080225913252', externalReference: '056984', transactionReceiptUrl: 'https://www.asaas.com/comprovantes/4937311816045162' });
    expect(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_OVERDUE', 'PAYMENT_REFUNDED', 'PAYMENT_DELETED', 'PAYMENT_CREATED'].map(invoiceStatusOfEvent)).toEqual(['Pago', 'Pago', 'Vencido', 'Estornado', 'Cancelado', null]);
  });
});
