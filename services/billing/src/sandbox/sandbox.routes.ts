import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { commonErrors } from '@balcao/service-kit';
import type { BillingContext } from '../context';
import { runCommand } from '../db/database';
import { accounts, invoices, sandboxCharges } from '../db/schema';
import type { JobLease } from '../period/lease';
import { runPeriodJob } from '../period/period-job';
import { DAY_MS, type SandboxClock } from '../shared/clock';
import { refreshAccess } from '../subscription/access';
import type { SandboxGateway } from './sandbox-gateway';
import { renderReceipt, renderSandboxPage } from './sandbox-page';

const PAGE = '/api/billing/sandbox';
const ZChargeParams = z.object({ id: z.string().regex(/^pay_sbx_[0-9a-f]+$/, 'Cobrança inválida') });
const ZOfficeParams = z.object({ officeId: z.uuid({ error: 'Escritório inválido' }) });
const ZAdvanceBody = z.object({ days: z.coerce.number({ error: 'Informe os dias' }).int('Informe os dias').min(1, 'Avance pelo menos 1 dia').max(400, 'Avance no máximo 400 dias') });

/**
 * The sandbox's page and actions (standalone only; none of it exists when Asaas is configured).
 * Public like the dev mailbox. A form post answers with the page again (303); JSON posts with `{ ok }`.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ context: BillingContext; gateway: SandboxGateway; clock: SandboxClock; lease: JobLease }> = async (app, options) => {
  const { context, gateway, clock, lease } = options;
  const tags = ['dev'];
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  const done = (request: { headers: Record<string, unknown> }, reply: { redirect(url: string, code: number): unknown }) =>
    String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? reply.redirect(PAGE, 303) : { ok: true as const };

  const chargesWithOffices = (id?: string) =>
    context.db
      .select({ charge: sandboxCharges, officeName: sql<string>`coalesce(${accounts.name}, '-')` })
      .from(sandboxCharges)
      .leftJoin(invoices, sql`${invoices.id}::text = ${sandboxCharges.externalReference}`)
      .leftJoin(accounts, eq(accounts.officeId, invoices.officeId))
      .where(id ? eq(sandboxCharges.id, id) : undefined)
      .orderBy(desc(sandboxCharges.createdAt))
      .limit(100);

  app.get('/billing/sandbox', { schema: { tags, security: [], querystring: z.object({ charge: z.string().max(64).optional() }) } }, async (request, reply) => {
    const now = await clock.now();
    const trials = await context.db.select().from(accounts).where(sql`${accounts.access}->>'state' = 'trial'`).orderBy(accounts.trialEndsAt);
    const charges = (await chargesWithOffices()).map(({ charge, officeName }) => ({ ...charge, officeName }));
    const html = renderSandboxPage({ now, offsetDays: Math.round((await clock.offsetMs()) / DAY_MS), trials, charges, highlight: request.query.charge ?? null });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/billing/sandbox/charges', { schema: { tags, security: [] } }, async () =>
    (await chargesWithOffices()).map(({ charge, officeName }) => ({ id: charge.id, officeName, billingType: charge.billingType, value: charge.valueCents, status: charge.status, description: charge.description, externalReference: charge.externalReference, pixPayload: charge.pixPayload })),
  );

  app.post('/billing/sandbox/charges/:id/pay', { schema: { tags, security: [], params: ZChargeParams } }, async (request, reply) => {
    if (!(await gateway.pay(request.params.id))) throw commonErrors.NOT_FOUND();
    return done(request, reply);
  });

  app.post('/billing/sandbox/charges/:id/resend', { schema: { tags, security: [], params: ZChargeParams } }, async (request, reply) => {
    if (!(await gateway.resend(request.params.id))) throw commonErrors.NOT_FOUND();
    return done(request, reply);
  });

  app.post('/billing/sandbox/offices/:officeId/end-trial', { schema: { tags, security: [], params: ZOfficeParams } }, async (request, reply) => {
    const now = await clock.now();
    const ended = await runCommand(context, async (tx) => {
      const [account] = await tx.update(accounts).set({ trialEndsAt: now }).where(eq(accounts.officeId, request.params.officeId)).returning();
      if (account) await refreshAccess(tx, account.officeId, now);
      return Boolean(account);
    });
    if (!ended) throw commonErrors.NOT_FOUND();
    return done(request, reply);
  });

  app.post('/billing/sandbox/clock/advance', { schema: { tags, security: [], body: ZAdvanceBody } }, async (request, reply) => {
    await clock.advance(request.body.days * DAY_MS);
    await runPeriodJob(context, lease);
    return done(request, reply);
  });

  app.get('/billing/sandbox/receipts/:id', { schema: { tags, security: [], params: ZChargeParams } }, async (request, reply) => {
    const [row] = await chargesWithOffices(request.params.id);
    if (!row) throw commonErrors.NOT_FOUND();
    return reply.type('text/html; charset=utf-8').send(renderReceipt({ ...row.charge, officeName: row.officeName }));
  });
};
