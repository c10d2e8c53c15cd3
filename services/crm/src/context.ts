import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from './db/database';

/** Everything the features of the crm service work with, built once by the plugin. */
export interface CrmContext extends DataAccess {
  log: FastifyBaseLogger;
}
