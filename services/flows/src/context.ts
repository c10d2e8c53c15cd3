import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from './db/database';

/** Everything the features of the flows service work with, built once by the plugin. */
export interface FlowsContext extends DataAccess {
  log: FastifyBaseLogger;
}
