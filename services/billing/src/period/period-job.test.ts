import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { billingEvents, type CheckoutResponse, type Invoice, type SubscriptionDetails } from '@balcao/contracts';
import type { BillingContext } from '../context';
import { creditLedger } from '../db/schema';
import { SandboxGateway } from '../sandbox/sandbox-gateway';
import { DAY_MS, SandboxClock } from '../shared/clock';
import { CARD, HOLDER, startBillingTestApp, type BillingTestApp, type TestUser } from '../testing/billing-test-app';
import { JobLease } from './lease';
import { runPeriodJob } from './period-job';

/** One database; the scenario moves every office's billing clock forward together, step by step. */
describe('period job', () => {
  let t: BillingTestApp;
  let context: BillingContext;
  let clock: SandboxClock;
  const offices = {} as Record<'trial' | 'pix' | 'cancelled' | 'annual', TestUser>;

  const details = (as: TestUser) => t.expectOk<SubscriptionDetails>({ url: '/api/subscription/details', as });
  const pay = async (as: TestUser, payload: Record<string, unknown>) => t.expectOk<CheckoutResponse>({ method: 'POST', url: '/api/subscription/checkout', as, payload });
  const payPix = async (as: TestUser, invoiceId: string) => {
    const charges = await t.expectOk<Array<{ id: string; externalReference: string }>>({ url: '/api/billing/sandbox/charges', as });
    const charge = charges.find((candidate) => candidate.externalReference === invoiceId)!;
    await t.expectOk({ method: 'POST', url: `/api/billing/sandbox/charges/${charge.id}/pay`, as, payload: {} });
  };
  const advanceEveryOffice = async (days: number) => {
    for (const office of Object.values(offices)) await clock.advance(office.officeId, days * DAY_MS);
  };
  const planGrants = (officeId: string) => t.db.select().from(creditLedger).where(and(eq(creditLedger.officeId, officeId), eq(creditLedger.kind, 'plan_grant')));
  /** A replica of the job: the same database, its own lease holder. */
  const replica = () => new JobLease(t.db, 'billing-period', 60_000);

  beforeAll(async () => {
    t = await startBillingTestApp();
    clock = new SandboxClock(t.db);
    context = { db: t.db, relay: { publishCommitted: () => undefined }, log: t.app.log, gateway: new SandboxGateway(t.db, 'http://localhost'), clock, exemptOfficeIds: new Set() };
    offices.trial = await t.signUpOffice('Escritório em Teste');
    offices.pix = await t.signUpOffice('Escritório PIX');
    offices.cancelled = await t.signUpOffice('Escritório Cancelado');
    offices.annual = await t.signUpOffice('Escritório Anual');
    await payPix(offices.pix, (await pay(offices.pix, { billingType: 'PIX', planId: 'sociedade-juridica-mensal', document: '12345678909' })).invoiceId);
    await pay(offices.cancelled, { billingType: 'CREDIT_CARD', planId: 'essencial-mensal', creditCard: CARD, creditCardHolderInfo: HOLDER });
    await t.expectOk({ method: 'POST', url: '/api/subscription/cancel', as: offices.cancelled, payload: { id: (await details(offices.cancelled)).id, message: 'Não estou usando o suficiente' } });
    await pay(offices.annual, { billingType: 'CREDIT_CARD', planId: 'proficiente-anual', installmentCount: 6, creditCard: CARD, creditCardHolderInfo: HOLDER });
  });
  afterAll(async () => t?.close());

  it('ends the trial after 7 days and issues the renewal charge ahead of the period end', async () => {
    await advanceEveryOffice(27);
    const result = await runPeriodJob(context, replica());
    expect(result).toMatchObject({ ran: true, renewalsIssued: 1, creditsGranted: 0 });
    expect(await details(offices.trial)).toMatchObject({ state: 'inactive', isActive: false, isOverdue: false });
    const inactive = (await t.eventsOf(billingEvents.accessChanged.type, offices.trial.officeId)).at(-1)!;
    expect(inactive.payload).toMatchObject({ state: 'inactive', version: 2 });
    const [renewal] = await t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: offices.pix });
    expect(renewal).toMatchObject({ purpose: 'renewal', status: 'Pendente', paymentUrl: expect.any(String) });
    expect(await details(offices.cancelled)).toMatchObject({ state: 'active', isCanceled: true });
  });

  it('runs once when two replicas run it together, and grants a month of credits once', async () => {
    await advanceEveryOffice(5);
    const results = await Promise.all([runPeriodJob(context, replica()), runPeriodJob(context, replica())]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    // Run again by both, one after the other: nothing left to grant.
    const again = [await runPeriodJob(context, replica()), await runPeriodJob(context, replica())];
    expect(again.map((result) => result.creditsGranted)).toEqual([0, 0]);
    const grants = await planGrants(offices.annual.officeId);
    expect(grants.map((grant) => grant.ref.split(':').at(-1)).sort()).toEqual(['0', '1']);
  });

  it('stops a cancelled plan at its end and an unpaid renewal as overdue', async () => {
    expect(await details(offices.cancelled)).toMatchObject({ state: 'inactive', isCanceled: true, isOverdue: false });
    const overdue = await details(offices.pix);
    expect(overdue).toMatchObject({ state: 'inactive', isOverdue: true, overdueCount: 1 });
    expect(overdue.transactions[0].status).toBe('Vencido');
    expect(await details(offices.annual)).toMatchObject({ state: 'active' });
  });

  it('reactivates an overdue office when it pays the overdue invoice', async () => {
    const [renewal] = await t.expectOk<Invoice[]>({ url: '/api/subscription/transactions', as: offices.pix });
    await payPix(offices.pix, renewal.id);
    expect(await details(offices.pix)).toMatchObject({ state: 'active', isOverdue: false, overdueCount: 0 });
  });
});
