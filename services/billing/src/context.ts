import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from './db/database';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { BillingClock } from './shared/clock';

/** Everything the features of the billing service work with, built once by the plugin. */
export interface BillingContext extends DataAccess {
  log: FastifyBaseLogger;
  gateway: PaymentGateway;
  clock: BillingClock;
  exemptOfficeIds: ReadonlySet<string>;
}
