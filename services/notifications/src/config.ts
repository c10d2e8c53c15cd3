import { z } from 'zod';
import { ZBaseConfig } from '@balcao/service-kit';
import { webhookConfigShape } from './webhooks/webhook-config';

export const ZNotificationsConfig = ZBaseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3007),
  ...webhookConfigShape,
});
export type NotificationsConfig = z.infer<typeof ZNotificationsConfig>;
