import type { FastifyBaseLogger } from 'fastify';
import type { BusinessCalendars } from './business-hours/business-calendars';
import type { ChannelProvider } from './channels/channel-provider';
import type { DataAccess } from './db/database';
import type { IntegrationDirectory } from './integrations/integration-directory';
import type { MediaLinks } from './media/media-links';
import type { MediaStorage } from './media/media-storage';

/** Everything the features of the messaging service work with, built once by the plugin. */
export interface MessagingContext extends DataAccess {
  channel: ChannelProvider;
  media: MediaStorage;
  links: MediaLinks;
  directory: IntegrationDirectory;
  presence: Presence;
  /** Each workspace's business hours, cached briefly (issue 40). */
  calendars: BusinessCalendars;
  log: FastifyBaseLogger;
  /** MEDIA_MAX_INBOUND_BYTES: a client's file past it is not downloaded (the message says so). */
  inboundMediaMaxBytes: number;
}

/** Who of an office is online now (written by the realtime gateway; read for random transfers). */
export interface Presence {
  listOnline(officeId: string): Promise<string[]>;
}

export const fileUrlOf = (context: Pick<MessagingContext, 'links'>) => (key: string) => context.links.urlOf(key);
