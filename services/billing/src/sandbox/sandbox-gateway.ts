import { randomBytes, createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { CreditCardHolderInfo, CreditCardInput } from '@balcao/contracts';
import type { BillingDatabase } from '../db/database';
import { sandboxCardTokens, sandboxCharges } from '../db/schema';
import { brandOf, CardDeclinedError, type CardSource, type ChargeInput, type GatewayCharge, type PaymentGateway, type PixQr, type TokenizedCard } from '../gateway/payment-gateway';
import { buildBrCode } from './br-code';

/** Card numbers the sandbox refuses, as Asaas' own sandbox does (its documented test numbers). */
export const SANDBOX_DECLINED_CARDS = ['5184019740373151', '4916561358240741'];
export const SANDBOX_PIX_KEY = 'b1a5c0a0-5a9d-4c1e-9a55-ba1ca0000001';

const newId = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}`;

export type WebhookDelivery = (body: unknown) => Promise<void>;

/**
 * The local payment gateway (ARCHITECTURE §7): charges kept in billing's database and shaped like
 * Asaas' payments, PIX as a valid BR Code and its QR, card outcomes by test number. Paying a
 * charge (the sandbox page) sends the Asaas webhook through the same route Asaas would call.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly webhookToken = randomBytes(24).toString('hex');
  private delivery: WebhookDelivery | null = null;

  constructor(
    private readonly db: BillingDatabase,
    private readonly publicUrl: string,
  ) {}

  /** Where webhooks go (set once the routes exist). */
  deliverWebhooksWith(delivery: WebhookDelivery) {
    this.delivery = delivery;
  }

  pageUrl = (chargeId?: string) => `${this.publicUrl.replace(/\/$/, '')}/api/billing/sandbox${chargeId ? `?charge=${chargeId}` : ''}`;
  receiptUrl = (chargeId: string) => `${this.publicUrl.replace(/\/$/, '')}/api/billing/sandbox/receipts/${chargeId}`;

  async ensureCustomer(input: { officeId: string; existingId: string | null }) {
    return input.existingId ?? `cus_sbx_${createHash('sha256').update(input.officeId).digest('hex').slice(0, 12)}`;
  }

  async createPixCharge(input: ChargeInput): Promise<GatewayCharge & { pix: PixQr }> {
    const id = newId('pay_sbx_');
    const payload = buildBrCode({ pixKey: SANDBOX_PIX_KEY, merchantName: 'Balcao Sandbox', merchantCity: 'Sao Paulo', amountCents: input.valueCents, txid: id, description: input.description });
    await this.db.insert(sandboxCharges).values({ id, customerId: input.customerId, billingType: 'PIX', valueCents: input.valueCents, status: 'PENDING', description: input.description, externalReference: input.externalReference, dueDate: input.dueDate, pixPayload: payload });
    const encodedImage = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 320 });
    return { paymentId: id, status: 'PENDING', invoiceUrl: this.pageUrl(id), transactionReceiptUrl: null, pix: { payload, encodedImage, expirationDate: null } };
  }

  async createCardCharge(input: ChargeInput & { card: CardSource; installmentCount: number | null }): Promise<GatewayCharge> {
    const card = 'token' in input.card ? await this.cardOfToken(input.card.token) : await this.tokenize(input.card.creditCard);
    if (card.declines) throw new CardDeclinedError('Cartão recusado (número de teste do sandbox)');
    const id = newId('pay_sbx_');
    const tokenized = { token: card.token, last4: card.last4, brand: card.brand };
    await this.db.insert(sandboxCharges).values({
      id,
      customerId: input.customerId,
      billingType: 'CREDIT_CARD',
      valueCents: input.valueCents,
      status: 'CONFIRMED',
      description: input.description,
      externalReference: input.externalReference,
      dueDate: input.dueDate,
      installmentCount: input.installmentCount,
      card: tokenized,
      paidAt: new Date(),
    });
    // Asaas confirms card payments by webhook as well; the sandbox does the same, after answering.
    setImmediate(() => void this.sendWebhook(id, 'PAYMENT_CONFIRMED').catch(() => undefined));
    return { paymentId: id, status: 'CONFIRMED', invoiceUrl: this.pageUrl(id), transactionReceiptUrl: this.receiptUrl(id), card: tokenized };
  }

  async tokenizeCard(input: { creditCard: CreditCardInput; holderInfo: CreditCardHolderInfo }): Promise<TokenizedCard> {
    const card = await this.tokenize(input.creditCard);
    if (card.declines) throw new CardDeclinedError('Cartão recusado (número de teste do sandbox)');
    return { token: card.token, last4: card.last4, brand: card.brand };
  }

  private async tokenize(creditCard: CreditCardInput) {
    const row = { token: newId('tok_sbx_'), last4: creditCard.number.slice(-4), brand: brandOf(creditCard.number), declines: SANDBOX_DECLINED_CARDS.includes(creditCard.number) ? 1 : 0 };
    await this.db.insert(sandboxCardTokens).values(row);
    return row;
  }

  private async cardOfToken(token: string) {
    const [row] = await this.db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    if (!row) throw new CardDeclinedError('Token de cartão desconhecido');
    return row;
  }

  /** Pays a pending PIX charge, as the customer's bank would, and tells billing by webhook. */
  async pay(chargeId: string) {
    const [charge] = await this.db
      .update(sandboxCharges)
      .set({ status: 'RECEIVED', paidAt: new Date() })
      .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'PENDING')))
      .returning();
    // Paid already: paying again only repeats the webhook, as a bank's second attempt would be refused.
    if (!charge) return this.resend(chargeId);
    await this.sendWebhook(chargeId, 'PAYMENT_RECEIVED');
    return true;
  }

  /** The webhook of the charge's current status, with the same event id each time (as Asaas' retries). */
  async resend(chargeId: string) {
    const [charge] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    if (!charge) return false;
    const event = charge.status === 'RECEIVED' ? 'PAYMENT_RECEIVED' : charge.status === 'CONFIRMED' ? 'PAYMENT_CONFIRMED' : 'PAYMENT_CREATED';
    await this.sendWebhook(chargeId, event);
    return true;
  }

  /** The body Asaas posts (docs.asaas.com "Eventos para cobranças"). */
  async webhookBody(chargeId: string, event: string) {
    const [charge] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    if (!charge) return null;
    const paidOn = charge.paidAt?.toISOString().slice(0, 10) ?? null;
    return {
      id: `evt_${charge.id}_${event}`,
      event,
      dateCreated: new Date().toISOString().replace('T', ' ').slice(0, 19),
      payment: {
        object: 'payment',
        id: charge.id,
        customer: charge.customerId,
        value: charge.valueCents / 100,
        netValue: charge.valueCents / 100,
        billingType: charge.billingType,
        status: charge.status,
        description: charge.description,
        externalReference: charge.externalReference,
        dueDate: charge.dueDate,
        paymentDate: paidOn,
        confirmedDate: paidOn,
        installmentCount: charge.installmentCount,
        invoiceUrl: this.pageUrl(charge.id),
        transactionReceiptUrl: charge.paidAt ? this.receiptUrl(charge.id) : null,
        deleted: false,
      },
    };
  }

  private async sendWebhook(chargeId: string, event: string) {
    const body = await this.webhookBody(chargeId, event);
    if (body && this.delivery) await this.delivery(body);
  }
}
