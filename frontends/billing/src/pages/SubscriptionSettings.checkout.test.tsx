import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, type CheckoutResponse } from '@balcao/contracts';
import { RealtimeProvider } from '@balcao/ui';
import { apiError, ok, useFakeGateway, type FakeRoutes } from '@balcao/ui/testing';
import { OFFICE_ID, PLANS, subscriptionDetails } from '../test/fixtures';
import { renderPage } from '../test/render';
import SubscriptionSettings from './SubscriptionSettings';

const gateway = useFakeGateway();

const pixCharge = (): CheckoutResponse => ({
  invoiceId: 'inv-pix-1',
  billingType: 'PIX',
  status: 'Pendente',
  success: false,
  summary: { planId: 'essencial-anual', planTitle: 'Plano Essencial', interval: 'annual', discountPercent: 5, amount: 546_288, installmentCount: null },
  qrCode: { encodedImage: 'data:image/png;base64,iVBORw0KGgo=', payload: '00020126580014br.gov.bcb.pix0136chave-pix5204000053039865802BR6304ABCD', expirationDate: null },
  paymentUrl: null,
  transactionReceiptUrl: null,
});

function renderSettings(extra: FakeRoutes = {}) {
  return renderPage(
    <RealtimeProvider url={gateway.url()} getTicket={() => 'bilhete'}>
      <SubscriptionSettings />
    </RealtimeProvider>,
    {
      routes: {
        'GET /subscription/details': () => ok(subscriptionDetails({ state: 'inactive', isActive: false, isTrial: false })),
        'GET /subscription/plans': () => ok(PLANS),
        'GET /subscription/credit-card': () => ok([]),
        'GET /subscription/transactions': () => ok([]),
        ...extra,
      },
    },
  );
}

const chooseEssencialAnnual = async () => {
  const card = await screen.findByLabelText('Plano Essencial', { selector: '.ant-card' });
  fireEvent.click(within(card).getByRole('button', { name: 'Aproveitar oferta' }));
  await screen.findByRole('button', { name: /Alterar plano/ });
};

describe('Assinatura › checkout', () => {
  afterEach(() => vi.useRealTimers());

  it('pays by PIX: the document gates Gerar PIX, Copiar reads Copiado! for 2 s, and the realtime frame confirms', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { backend } = renderSettings({ 'POST /subscription/checkout': () => ok(pixCharge()) });
    await chooseEssencialAnnual();
    fireEvent.click(screen.getByText('PIX'));

    const summary = screen.getByLabelText('Resumo do pedido');
    expect(within(summary).getByText('5%')).toBeTruthy();
    expect(within(summary).getByText('R$ 5.462,88')).toBeTruthy();

    const document = screen.getByLabelText('CPF ou CNPJ');
    const generate = screen.getByRole('button', { name: /Gerar PIX/ }) as HTMLButtonElement;
    fireEvent.change(document, { target: { value: '123.456.789' } });
    expect((document as HTMLInputElement).value).toBe('123456789');
    expect(screen.getByText('9/14')).toBeTruthy();
    expect(generate.disabled).toBe(true);
    fireEvent.change(document, { target: { value: '123.456.789-09' } });
    expect(generate.disabled).toBe(false);
    fireEvent.click(generate);

    expect(await screen.findByAltText('QR Code do PIX')).toBeTruthy();
    expect(backend.requestsTo('POST', '/subscription/checkout')[0]?.body).toEqual({ billingType: 'PIX', planId: 'essencial-anual', document: '12345678909', discount: { month: 0, year: 5 } });
    await waitFor(() => expect(gateway.received).toContainEqual({ event: 'subscribeToOffice', data: { officeId: OFFICE_ID } }));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Copiar/ })));
    expect(writeText).toHaveBeenCalledWith(pixCharge().qrCode!.payload);
    expect(screen.getByRole('button', { name: /Copiado!/ })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeTruthy();
    vi.useRealTimers();

    // Another charge's frame changes nothing; this one's confirms.
    await gateway.push('paymentReceived', { success: true, transactionReceiptUrl: null, invoiceId: 'outra', purpose: 'credits' });
    expect(screen.queryByText('Pagamento Confirmado!')).toBeNull();
    await gateway.push('paymentReceived', { success: true, transactionReceiptUrl: '/api/billing/sandbox/receipts/pay_sbx_1', invoiceId: 'inv-pix-1', purpose: 'subscription' });
    expect(await screen.findByText('Pagamento Confirmado!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ver comprovante/ }).getAttribute('href')).toBe('/api/billing/sandbox/receipts/pay_sbx_1');
  });

  it('shows the card errors under each field and sends the masked card as digits with its installments', async () => {
    const { backend } = renderSettings({
      'POST /subscription/checkout': () => ok({ ...pixCharge(), billingType: 'CREDIT_CARD', status: 'Pago', success: true, qrCode: null, transactionReceiptUrl: '/recibo' }),
    });
    await chooseEssencialAnnual();
    fireEvent.click(screen.getByRole('button', { name: /Finalizar pagamento/ }));

    for (const message of [
      BILLING_MESSAGES.cardHolderNameRequired,
      BILLING_MESSAGES.cardNumberInvalid,
      BILLING_MESSAGES.cardExpiryMonthInvalid,
      BILLING_MESSAGES.cardCvvInvalid,
      BILLING_MESSAGES.holderDocumentInvalid,
      BILLING_MESSAGES.holderNameRequired,
      BILLING_MESSAGES.holderEmailInvalid,
      BILLING_MESSAGES.postalCodeInvalid,
      BILLING_MESSAGES.addressNumberRequired,
      BILLING_MESSAGES.phoneInvalid,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(backend.requestsTo('POST', '/subscription/checkout')).toHaveLength(0);

    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Número do cartão', '4111111111111111');
    expect((screen.getByLabelText('Número do cartão') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    type('Validade', '13/30');
    expect(await screen.findByText(BILLING_MESSAGES.cardExpiryMonthInvalid)).toBeTruthy();
    type('Validade', '01/20');
    expect(await screen.findByText(BILLING_MESSAGES.cardExpired)).toBeTruthy();
    type('Validade', '1230');
    type('Nome impresso no cartão', 'ANA SOUZA');
    type('CVV', '123');
    type('CPF/CNPJ', '12345678909');
    expect((screen.getByLabelText('CPF/CNPJ') as HTMLInputElement).value).toBe('123.456.789-09');
    type('Nome do titular', 'Ana Souza');
    type('E-mail', 'ana@');
    expect(await screen.findByText(BILLING_MESSAGES.holderEmailInvalid)).toBeTruthy();
    type('E-mail', 'ana@escritorio.com.br');
    type('CEP', '01310100');
    type('Número', '100');
    type('Telefone', '11987654321');
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321');
    await waitFor(() => expect(screen.queryByText(BILLING_MESSAGES.phoneInvalid)).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Parcelas' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title^="12x"]')).toBeTruthy());
    const twelve = document.querySelector<HTMLElement>('.ant-select-item-option[title^="12x"]')!;
    expect(twelve.textContent?.replace(/\s/g, ' ')).toBe('12x de R$ 479,20 sem juros');
    fireEvent.click(twelve);
    fireEvent.click(screen.getByRole('button', { name: /Finalizar pagamento/ }));

    expect(await screen.findByText('Pagamento Confirmado!')).toBeTruthy();
    expect(backend.requestsTo('POST', '/subscription/checkout')[0]?.body).toEqual({
      billingType: 'CREDIT_CARD',
      planId: 'essencial-anual',
      installmentCount: 12,
      document: '12345678909',
      creditCard: { holderName: 'ANA SOUZA', number: '4111111111111111', expiryMonth: '12', expiryYear: '2030', ccv: '123' },
      creditCardHolderInfo: { name: 'Ana Souza', email: 'ana@escritorio.com.br', cpfCnpj: '12345678909', postalCode: '01310100', addressNumber: '100', phone: '11987654321' },
    });
  });

  it('shows a refused card under the form and a field error from the API under its field', async () => {
    let answer = apiError(400, BILLING_MESSAGES.cardDeclined);
    renderSettings({ 'POST /subscription/checkout': () => answer });
    await chooseEssencialAnnual();
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Nome impresso no cartão', 'ANA SOUZA');
    type('Número do cartão', '4000000000000002');
    type('Validade', '12/30');
    type('CVV', '123');
    type('CPF/CNPJ', '12345678909');
    type('Nome do titular', 'Ana Souza');
    type('E-mail', 'ana@escritorio.com.br');
    type('CEP', '01310100');
    type('Número', '100');
    type('Telefone', '1133334444');
    fireEvent.click(screen.getByRole('button', { name: /Finalizar pagamento/ }));
    expect(await screen.findByText(BILLING_MESSAGES.cardDeclined)).toBeTruthy();

    answer = apiError(400, BILLING_MESSAGES.postalCodeInvalid, 'creditCardHolderInfo.postalCode');
    fireEvent.click(screen.getByRole('button', { name: /Finalizar pagamento/ }));
    await waitFor(() => expect(screen.queryByText(BILLING_MESSAGES.cardDeclined)).toBeNull());
    expect(await screen.findByText(BILLING_MESSAGES.postalCodeInvalid)).toBeTruthy();
  });
});
