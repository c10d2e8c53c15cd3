import path from 'node:path';
import { openServiceDatabase, type Database, type DatabaseConnection } from '@balcao/service-kit';
import { conversationInboxes, conversationStatuses, handledEvents, leadDeadlines, members, newsItems, newsReads, notifications, outbox, realtimeEvents, supportTickets, webhookConversations, webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from './schema';

export const tables = { handledEvents, members, realtimeEvents, conversationInboxes, notifications, conversationStatuses, newsItems, newsReads, supportTickets, leadDeadlines, webhookEndpoints, webhookDeliveries, webhookDeliveryAttempts, webhookConversations, outbox };

export type NotificationsDatabase = Database<typeof tables>;
/** Queries run the same on the pool or inside a transaction (also consumeEvents' untyped one). */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export function openNotificationsDatabase(connection: DatabaseConnection): Promise<NotificationsDatabase> {
  return openServiceDatabase(connection, { schemaName: 'notifications', migrationsFolder, tables });
}
