import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { commonErrors, principalOf, requireManager } from '@balcao/service-kit';
import type { BillingContext } from '../context';
import { runCommand } from '../db/database';
import { accounts } from '../db/schema';
import type { JobLease } from '../period/lease';
import { runPeriodJob } from '../period/period-job';
import { DAY_MS, type SandboxClock } from '../shared/clock';
import { refreshAccess } from '../subscription/access';
import { isOfficeCharge, officeCharges } from './sandbox-charges';
import type { SandboxGateway } from './sandbox-gateway';
import { renderReceipt, renderSandboxPage, renderSandboxRefusal } from './sandbox-page';
import { formTokenOf, requireFormToken, sessionFromCookie, sessionTokenOf } from './sandbox-session';

const PAGE = '/api/billing/sandbox';
const ZChargeParams = z.object({ id: z.string().regex(/^pay_sbx_[0-9a-f]+$/, 'Cobrança inválida') });
const ZOfficeParams = z.object({ officeId: z.uuid({ error: 'Escritório inválido' }) });
const ZAdvanceBody = z.object({ days: z.coerce.number({ error: 'Informe os dias' }).int('Informe os dias').min(1, 'Avance pelo menos 1 dia').max(400, 'Avance no máximo 400 dias') });

/**
 * The sandbox's page and actions (none of it exists unless the sandbox is on: see paymentsModeOf).
 * It stands in for one office's bank: only that office's signed-in Gestor sees its charges, pays
 * them, ends its trial or moves its billing clock. The page is opened in a tab of the app and signs
 * in with the app's session cookie; its forms answer with the page again (303), JSON posts with `{ ok }`.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ context: BillingContext; gateway: SandboxGateway; clock: SandboxClock; lease: JobLease }> = async (app, options) => {
  const { context, gateway, clock, lease } = options;
  const tags = ['dev'];
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  const done = (request: FastifyRequest, reply: FastifyReply) => (String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? reply.redirect(PAGE, 303) : { ok: true as const });
  const reads = { onRequest: [sessionFromCookie, app.authenticate], preValidation: requireManager };
  const acts = { onRequest: [sessionFromCookie, app.authenticate], preValidation: [requireManager, requireFormToken] };

  app.get('/billing/sandbox', { onRequest: sessionFromCookie, schema: { tags, querystring: z.object({ charge: z.string().max(64).optional() }) } }, async (request, reply) => {
    const html = (status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);
    try {
      await app.authenticate(request, reply);
    } catch {
      return html(401, renderSandboxRefusal('Entre no Balcão como Gestor do escritório para usar o sandbox de pagamentos.'));
    }
    const principal = principalOf(request);
    if (!principal.isManager) return html(403, renderSandboxRefusal('Apenas o Gestor do escritório pode usar o sandbox de pagamentos.'));
    const now = await clock.now(principal.officeId);
    const [account] = await context.db.select().from(accounts).where(eq(accounts.officeId, principal.officeId));
    const charges = (await officeCharges(context.db, principal.officeId)).map(({ charge }) => charge);
    return html(
      200,
      renderSandboxPage({
        officeName: account?.name ?? 'Escritório',
        now,
        offsetDays: Math.round((await clock.offsetMs(principal.officeId)) / DAY_MS),
        trial: account && account.access?.state === 'trial' ? { officeId: account.officeId, trialEndsAt: account.trialEndsAt } : null,
        charges,
        highlight: request.query.charge ?? null,
        formToken: formTokenOf(sessionTokenOf(request)),
      }),
    );
  });

  app.get('/billing/sandbox/charges', { ...reads, schema: { tags } }, async (request) =>
    (await officeCharges(context.db, principalOf(request).officeId)).map(({ charge, officeName }) => ({
      id: charge.id,
      officeName,
      billingType: charge.billingType,
      value: charge.valueCents,
      status: charge.status,
      description: charge.description,
      externalReference: charge.externalReference,
      pixPayload: charge.pixPayload,
    })),
  );

  app.post('/billing/sandbox/charges/:id/pay', { ...acts, schema: { tags, params: ZChargeParams } }, async (request, reply) => {
    if (!(await isOfficeCharge(context.db, principalOf(request).officeId, request.params.id)) || !(await gateway.pay(request.params.id))) throw commonErrors.NOT_FOUND();
    return done(request, reply);
  });

  app.post('/billing/sandbox/charges/:id/resend', { ...acts, schema: { tags, params: ZChargeParams } }, async (request, reply) => {
    if (!(await isOfficeCharge(context.db, principalOf(request).officeId, request.params.id)) || !(await gateway.resend(request.params.id))) throw commonErrors.NOT_FOUND();
    return done(request, reply);
  });

  app.post('/billing/sandbox/offices/:officeId/end-trial', { ...acts, schema: { tags, params: ZOfficeParams } }, async (request, reply) => {
    const { officeId } = principalOf(request);
    if (request.params.officeId !== officeId) throw commonErrors.NOT_FOUND();
    const now = await clock.now(officeId);
    const ended = await runCommand(context, async (tx) => {
      const [account] = await tx.update(accounts).set({ trialEndsAt: now }).where(eq(accounts.officeId, officeId)).returning();
      if (account) await refreshAccess(tx, account.officeId, now);
      return Boolean(account);
    });
    if (!ended) throw commonErrors.NOT_FOUND();
    return done(request, reply);
  });

  // The caller's office's clock only: other offices' trials and periods keep the real time.
  app.post('/billing/sandbox/clock/advance', { ...acts, schema: { tags, body: ZAdvanceBody } }, async (request, reply) => {
    await clock.advance(principalOf(request).officeId, request.body.days * DAY_MS);
    await runPeriodJob(context, lease);
    return done(request, reply);
  });

  app.get('/billing/sandbox/receipts/:id', { ...reads, schema: { tags, params: ZChargeParams } }, async (request, reply) => {
    const [row] = await officeCharges(context.db, principalOf(request).officeId, request.params.id);
    if (!row) throw commonErrors.NOT_FOUND();
    return reply.type('text/html; charset=utf-8').send(renderReceipt({ ...row.charge, officeName: row.officeName }));
  });
};
