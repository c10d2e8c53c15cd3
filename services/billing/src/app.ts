import type { FastifyPluginAsync } from 'fastify';
import { OutboxRelay, parseConfig, pingDatabase, registerSessionCheck, startMembershipProjection, type Infra } from '@balcao/service-kit';
import { ZBillingConfig, type BillingConfig } from './config';
import type { BillingContext } from './context';
import { creditsRoutes } from './credits/credits.routes';
import { startCreditsConsumption } from './credits/credits-consumption';
import { openBillingDatabase } from './db/database';
import { handledEvents, members, outbox } from './db/schema';
import { AsaasGateway } from './gateway/asaas-gateway';
import { NoPaymentGateway } from './gateway/no-gateway';
import type { PaymentGateway } from './gateway/payment-gateway';
import { paymentsModeOf } from './gateway/payments-mode';
import { startOfficesProjection } from './offices/accounts';
import { JobLease } from './period/lease';
import { runPeriodJob } from './period/period-job';
import { plansRoutes } from './plans/plans.routes';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { SandboxClock, systemClock } from './shared/clock';
import { subscriptionRoutes } from './subscription/subscription.routes';
import { WEBHOOK_PATH, WEBHOOK_TOKEN_HEADER, webhookRoutes } from './webhooks/webhook.routes';

export interface BillingServiceOptions {
  infra: Infra;
  /** Billing's variables; read from the environment when absent. */
  billing?: Partial<BillingConfig>;
  /** Tests run the period job themselves. */
  periodJob?: boolean;
  /** Tests hand the Asaas adapter a fetch of their own. */
  fetch?: typeof fetch;
}

/**
 * The billing service as a Fastify plugin (register it with prefix '/api'): plans, subscription,
 * checkout, invoices, cards, AI credits and their ledger, the gateway's webhook, the period job,
 * and, where it may run (paymentsModeOf), the sandbox gateway with its page.
 */
export const billingService: FastifyPluginAsync<BillingServiceOptions> = async (app, options) => {
  const { infra } = options;
  const config = parseConfig(ZBillingConfig, { ...process.env, ...stringified(options.billing) });
  const db = await openBillingDatabase(infra.database);
  const relay = new OutboxRelay(db, outbox, infra.bus, app.log);
  relay.start();

  const mode = paymentsModeOf(infra.config, config);
  // Its links are relative: the sandbox only runs where the API and the pages share one origin.
  const sandbox = mode === 'sandbox' ? new SandboxGateway(db, '') : null;
  const sandboxClock = sandbox ? new SandboxClock(db) : null;
  const gateway: PaymentGateway =
    sandbox ?? (mode === 'asaas' ? new AsaasGateway({ apiUrl: config.ASAAS_API_URL, apiKey: config.ASAAS_API_KEY!, webhookToken: config.ASAAS_WEBHOOK_TOKEN!, fetch: options.fetch }) : new NoPaymentGateway());
  if (mode === 'none') app.log.warn('billing: no payment gateway (set ASAAS_API_KEY and ASAAS_WEBHOOK_TOKEN, or PAYMENTS_SANDBOX=true); checkout and credit purchases answer 503');
  if (mode === 'sandbox' && config.ASAAS_API_KEY) app.log.warn('billing: PAYMENTS_SANDBOX=true, so ASAAS_API_KEY is not used');
  const clock = sandboxClock ?? systemClock;
  const context: BillingContext = { db, relay, log: app.log, gateway, clock, exemptOfficeIds: new Set(config.BILLING_EXEMPT_OFFICE_IDS) };

  const membership = await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEvents, members, consumer: 'billing' });
  registerSessionCheck(app, membership.sessionCheck);
  const consumers = [membership, await startOfficesProjection({ bus: infra.bus, db, clock, relay }), await startCreditsConsumption({ bus: infra.bus, db, clock, relay })];
  // Released after each pass; the time-to-live only frees the job from a replica that died mid-pass.
  const lease = new JobLease(db, 'billing-period', Math.max(5 * 60_000, 2 * config.BILLING_PERIOD_JOB_INTERVAL_MS));
  const timer = options.periodJob === false ? null : setInterval(() => void runPeriodJob(context, lease).catch((error: unknown) => app.log.error({ err: error }, 'billing period job failed')), config.BILLING_PERIOD_JOB_INTERVAL_MS);
  timer?.unref();

  app.readinessChecks.push(() => pingDatabase(db));
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    for (const consumer of consumers) await consumer.stop();
    await relay.flush().catch((error) => app.log.error({ err: error }, 'outbox not flushed at shutdown'));
    await relay.stop();
  });

  await app.register(plansRoutes);
  await app.register(subscriptionRoutes, { context });
  await app.register(creditsRoutes, { context });
  await app.register(webhookRoutes, { context });
  if (sandbox && sandboxClock) {
    const prefix = app.prefix;
    // The sandbox posts its webhooks through the same route Asaas calls.
    sandbox.deliverWebhooksWith(async (body) => {
      const response = await app.inject({ method: 'POST', url: `${prefix}${WEBHOOK_PATH}`, headers: { [WEBHOOK_TOKEN_HEADER]: sandbox.webhookToken }, payload: body as object });
      if (response.statusCode >= 400) app.log.error({ status: response.statusCode, body: response.body }, 'sandbox webhook refused');
    });
    await app.register(sandboxRoutes, { context, gateway: sandbox, clock: sandboxClock, lease });
  }
};

const stringified = (values: Partial<BillingConfig> = {}) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value === undefined ? undefined : String(value)]));

export { runPeriodJob, JobLease };
export type { BillingConfig };
