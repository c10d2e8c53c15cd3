import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { CreditCard, CreditCardInput } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { BillingContext } from '../context';
import { runCommand, type BillingTx, type Executor } from '../db/database';
import { creditCards, type CreditCardRow } from '../db/schema';
import type { TokenizedCard } from '../gateway/payment-gateway';
import { accountOf, callGateway, customerOf } from '../checkout/charges';
import type { z } from 'zod';
import type { ZAddCreditCardBody } from '@balcao/contracts';

export const toCreditCard = (row: CreditCardRow): CreditCard => ({
  id: row.id,
  brand: row.brand,
  number: row.last4,
  expirationDate: `${row.expiryMonth}/${row.expiryYear}`,
  holderName: row.holderName,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

export async function listCards(db: Executor, officeId: string) {
  const rows = await db.select().from(creditCards).where(eq(creditCards.officeId, officeId)).orderBy(desc(creditCards.isDefault), asc(creditCards.createdAt));
  return rows.map(toCreditCard);
}

/** One change of an office's default card at a time (a lock of its own, so it never waits on a payment's locks). */
const lockOfficeCards = (tx: BillingTx, officeId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing-cards:${officeId}`}))`);

/** Keeps the gateway's token and what may be shown; the new card becomes the default. */
export async function saveCard(tx: BillingTx, officeId: string, card: TokenizedCard, input: Pick<CreditCardInput, 'expiryMonth' | 'expiryYear' | 'holderName'>) {
  await lockOfficeCards(tx, officeId);
  await tx.update(creditCards).set({ isDefault: false }).where(and(eq(creditCards.officeId, officeId), eq(creditCards.isDefault, true)));
  const [row] = await tx
    .insert(creditCards)
    .values({ officeId, brand: card.brand, last4: card.last4.slice(-4), expiryMonth: input.expiryMonth, expiryYear: input.expiryYear, holderName: input.holderName, gatewayToken: card.token, isDefault: true })
    .returning();
  return row;
}

/** `POST /api/subscription/credit-card`: tokenized at the gateway, then saved as the default card. */
export async function addCard(context: BillingContext, principal: Principal, body: z.infer<typeof ZAddCreditCardBody>, requestIp: string): Promise<CreditCard> {
  const account = await accountOf(context, principal);
  const customerId = await customerOf(context, account, body.creditCardHolderInfo.cpfCnpj);
  const token = await callGateway(() => context.gateway.tokenizeCard({ customerId, creditCard: body.creditCard, holderInfo: body.creditCardHolderInfo, remoteIp: body.remoteIp || requestIp }));
  const row = await runCommand(context, (tx) => saveCard(tx, principal.officeId, token, body.creditCard));
  return toCreditCard(row);
}

/** `PATCH /api/subscription/credit-card/change-active`: another office's card is not found. */
export async function changeDefaultCard(context: BillingContext, principal: Principal, creditCardId: string) {
  await runCommand(context, async (tx) => {
    await lockOfficeCards(tx, principal.officeId);
    const [card] = await tx.select().from(creditCards).where(and(eq(creditCards.id, creditCardId), eq(creditCards.officeId, principal.officeId))).for('update');
    if (!card) throw commonErrors.NOT_FOUND();
    await tx.update(creditCards).set({ isDefault: false }).where(and(eq(creditCards.officeId, principal.officeId), ne(creditCards.id, creditCardId)));
    await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, creditCardId));
  });
  return listCards(context.db, principal.officeId);
}

