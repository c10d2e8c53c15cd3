import type { CreditCardHolderInfo, CreditCardInput } from '@balcao/contracts';
import { CardDeclinedError, GatewayError, reaisOf, type CardSource, type ChargeInput, type GatewayCharge, type PaymentGateway, type PixQr, type TokenizedCard } from './payment-gateway';
import { isPaidStatus } from './asaas-webhook';

export interface AsaasOptions {
  apiUrl: string;
  apiKey: string;
  webhookToken: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface AsaasPayment {
  id: string;
  status: string;
  invoiceUrl?: string | null;
  transactionReceiptUrl?: string | null;
  creditCard?: { creditCardNumber?: string; creditCardBrand?: string; creditCardToken?: string } | null;
}

/** Error codes Asaas answers (HTTP 400) when the card itself was refused. */
const DECLINE_HINTS = /cart[aã]o|card|transa[cç][aã]o (n[aã]o )?autorizada|recusad/i;

/**
 * The real gateway: Asaas API v3 (docs.asaas.com). Authenticated by the `access_token` header;
 * money travels in reais with two decimals; every call ends within `timeoutMs`.
 */
export class AsaasGateway implements PaymentGateway {
  readonly kind = 'asaas' as const;
  readonly webhookToken: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: AsaasOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.webhookToken = options.webhookToken;
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, cardCall = false): Promise<T> {
    let response: Response;
    try {
      response = await this.fetch(`${this.options.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', access_token: this.options.apiKey, 'user-agent': 'balcao-billing' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayError(`Asaas did not answer ${method} ${path}: ${String(error)}`);
    }
    const text = await response.text();
    const json = text ? (JSON.parse(text) as unknown) : {};
    if (!response.ok) {
      const errors = (json as { errors?: Array<{ code?: string; description?: string }> }).errors ?? [];
      const description = errors.map((error) => error.description ?? error.code).join('; ') || `HTTP ${response.status}`;
      if (cardCall && response.status === 400 && errors.some((error) => DECLINE_HINTS.test(`${error.code} ${error.description}`))) throw new CardDeclinedError(description);
      throw new GatewayError(`Asaas ${method} ${path} answered ${response.status}: ${description}`, response.status);
    }
    return json as T;
  }

  async ensureCustomer(input: { officeId: string; name: string; cpfCnpj: string; existingId: string | null }) {
    if (input.existingId) return input.existingId;
    const customer = await this.request<{ id: string }>('POST', '/customers', { name: input.name, cpfCnpj: input.cpfCnpj, externalReference: input.officeId, notificationDisabled: true });
    return customer.id;
  }

  async createPixCharge(input: ChargeInput): Promise<GatewayCharge & { pix: PixQr }> {
    const payment = await this.request<AsaasPayment>('POST', '/payments', { ...this.chargeFields(input), billingType: 'PIX' });
    const qr = await this.request<{ encodedImage: string; payload: string; expirationDate?: string }>('GET', `/payments/${encodeURIComponent(payment.id)}/pixQrCode`);
    return { ...this.chargeOf(payment), pix: { payload: qr.payload, encodedImage: `data:image/png;base64,${qr.encodedImage}`, expirationDate: qr.expirationDate ?? null } };
  }

  async createCardCharge(input: ChargeInput & { card: CardSource; installmentCount: number | null; remoteIp: string }): Promise<GatewayCharge> {
    const installments = input.installmentCount && input.installmentCount > 1 ? { installmentCount: input.installmentCount, totalValue: reaisOf(input.valueCents) } : {};
    const card =
      'token' in input.card
        ? { creditCardToken: input.card.token }
        : { creditCard: this.cardOf(input.card.creditCard), creditCardHolderInfo: this.holderOf(input.card.holderInfo) };
    const payment = await this.request<AsaasPayment>('POST', '/payments', { ...this.chargeFields(input), billingType: 'CREDIT_CARD', ...installments, ...card, remoteIp: input.remoteIp }, true);
    if (!isPaidStatus(payment.status) && payment.status !== 'PENDING') throw new CardDeclinedError(`Asaas answered ${payment.status}`);
    return this.chargeOf(payment);
  }

  async tokenizeCard(input: { customerId: string; creditCard: CreditCardInput; holderInfo: CreditCardHolderInfo; remoteIp: string }): Promise<TokenizedCard> {
    const answer = await this.request<{ creditCardNumber: string; creditCardBrand: string; creditCardToken: string }>(
      'POST',
      '/creditCard/tokenizeCreditCard',
      { customer: input.customerId, creditCard: this.cardOf(input.creditCard), creditCardHolderInfo: this.holderOf(input.holderInfo), remoteIp: input.remoteIp },
      true,
    );
    return { token: answer.creditCardToken, last4: answer.creditCardNumber, brand: answer.creditCardBrand };
  }

  private chargeFields(input: ChargeInput) {
    return { customer: input.customerId, value: reaisOf(input.valueCents), dueDate: input.dueDate, description: input.description, externalReference: input.externalReference };
  }

  private chargeOf(payment: AsaasPayment): GatewayCharge {
    const card = payment.creditCard?.creditCardToken
      ? { token: payment.creditCard.creditCardToken, last4: payment.creditCard.creditCardNumber ?? '', brand: payment.creditCard.creditCardBrand ?? 'UNKNOWN' }
      : undefined;
    return { paymentId: payment.id, status: payment.status, invoiceUrl: payment.invoiceUrl ?? null, transactionReceiptUrl: payment.transactionReceiptUrl ?? null, ...(card ? { card } : {}) };
  }

  private cardOf(card: CreditCardInput) {
    return { holderName: card.holderName, number: card.number, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, ccv: card.ccv };
  }

  private holderOf(holder: CreditCardHolderInfo) {
    return {
      name: holder.name,
      email: holder.email,
      cpfCnpj: holder.cpfCnpj,
      postalCode: holder.postalCode,
      addressNumber: holder.addressNumber,
      ...(holder.addressComplement ? { addressComplement: holder.addressComplement } : {}),
      phone: holder.phone,
      mobilePhone: holder.phone,
    };
  }
}
