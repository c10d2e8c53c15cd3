import type { CreditCardHolderInfo, CreditCardInput } from '@balcao/contracts';

/** A card as the gateway tokenized it: all billing keeps of it. */
export interface TokenizedCard {
  token: string;
  last4: string;
  brand: string;
}

export interface PixQr {
  payload: string;
  /** `data:image/png;base64,…` */
  encodedImage: string;
  expirationDate: string | null;
}

/** What the gateway answered for a charge, in its own statuses (Asaas': PENDING, CONFIRMED, RECEIVED…). */
export interface GatewayCharge {
  paymentId: string;
  status: string;
  invoiceUrl: string | null;
  transactionReceiptUrl: string | null;
  card?: TokenizedCard;
}

export interface ChargeInput {
  customerId: string;
  valueCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  description: string;
  /** Billing's invoice id: webhooks find the invoice by it. */
  externalReference: string;
}

export type CardSource = { token: string } | { creditCard: CreditCardInput; holderInfo: CreditCardHolderInfo };

/** The card was refused: nothing was charged. */
export class CardDeclinedError extends Error {}
/** The gateway refused the request or did not answer. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The payment gateway port (ARCHITECTURE §7): Asaas in production, the sandbox elsewhere, none when neither is configured. */
export interface PaymentGateway {
  readonly kind: 'asaas' | 'sandbox' | 'none';
  ensureCustomer(input: { officeId: string; name: string; cpfCnpj: string; existingId: string | null }): Promise<string>;
  createPixCharge(input: ChargeInput): Promise<GatewayCharge & { pix: PixQr }>;
  /** Throws CardDeclinedError when refused. `installmentCount` > 1 splits the value. */
  createCardCharge(input: ChargeInput & { card: CardSource; installmentCount: number | null; remoteIp: string }): Promise<GatewayCharge>;
  tokenizeCard(input: { customerId: string; creditCard: CreditCardInput; holderInfo: CreditCardHolderInfo; remoteIp: string }): Promise<TokenizedCard>;
  /** The token a webhook must carry in `asaas-access-token`; null: no webhook is accepted. */
  readonly webhookToken: string | null;
}

export const reaisOf = (cents: number) => Math.round(cents) / 100;
export const centsOf = (reais: number) => Math.round(reais * 100);
export const brandOf = (number: string) =>
  number.startsWith('4') ? 'VISA' : /^(5[1-5]|2[2-7])/.test(number) ? 'MASTERCARD' : /^3[47]/.test(number) ? 'AMEX' : /^(4011|4312|4389|5041|5066|5067|6277|6362|6363|6504|6505|6516)/.test(number) ? 'ELO' : 'UNKNOWN';
