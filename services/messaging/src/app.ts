import type { FastifyPluginAsync } from 'fastify';
import { listOnline, OutboxRelay, pingDatabase, registerAccessGate, registerSessionCheck, startMembershipProjection, type Infra } from '@balcao/service-kit';
import { autoAssignmentRoutes } from './auto-assignment/auto-assignment.routes';
import { startAutoAssignment } from './auto-assignment/auto-assignment-triggers';
import { channelProviderFor, type ChannelName } from './channels/channel-choice';
import { channelEventsFor } from './channels/channel-events';
import { createChannelProvider } from './channels/create-channel-provider';
import { SimulatorChannel } from './channels/simulator/simulator-channel';
import { BusinessCalendars } from './business-hours/business-calendars';
import { businessHoursRoutes } from './business-hours/business-hours.routes';
import { startOutOfHoursReplies } from './business-hours/out-of-hours-reply';
import type { MessagingContext } from './context';
import { conversationsRoutes } from './conversations/conversations.routes';
import { openMessagingDatabase } from './db/database';
import { startEvaluationThanks } from './evaluations/thank-client';
import { handledEvents, members, outbox } from './db/schema';
import { fastMessagesRoutes } from './fast-messages/fast-messages.routes';
import { startTemplateSeeding } from './fast-messages/seed-templates';
import { humanSupportRoutes } from './human-support/human-support.routes';
import { startDeletedRobots } from './integrations/deleted-robots';
import { IntegrationDirectory } from './integrations/integration-directory';
import { integrationsRoutes } from './integrations/integrations.routes';
import { startRobotsProjection } from './integrations/robots-projection';
import { createMediaStorage, DEFAULT_INBOUND_MAX_BYTES, mediaSigningSecret, type MediaConfig } from './media/media-config';
import { MediaLinks } from './media/media-links';
import { mediaRoutes } from './media/media.routes';
import { MessageAcks } from './messages/message-acks';
import { messagesRoutes } from './messages/messages.routes';
import { notesRoutes } from './notes/notes.routes';
import { peopleRoutes } from './people/people.routes';
import { peopleReportRoutes } from './people-report/people-report.routes';
import { startRobotReplies } from './robot-replies/robot-replies';
import { startUnfinishedSendsSweep } from './messages/unfinished-sends';
import { startSearchIndexUpkeep } from './search-indexes/search-index-upkeep';
import { startSlaClock } from './sla/sla-clock';
import { startSlaRecompute } from './sla/sla-recompute';
import { slaRoutes } from './sla/sla.routes';
import { simulatorRoutes } from './simulator/simulator.routes';
import { tagsRoutes } from './tags/tags.routes';

export { simulatorPage } from './simulator/simulator-page';
export { checkMediaConfig, mediaConfigShape } from './media/media-config';
export { channelProviderFor, ZChannelProviderVariable } from './channels/channel-choice';

export interface MessagingServiceOptions {
  infra: Infra;
  /** The WhatsApp channel; unset, `channelProviderFor` chooses (the simulator only outside production). */
  channel?: ChannelName;
  /** Media storage and link signing; local disk under DATA_DIR by default. */
  media?: Partial<MediaConfig>;
  /** How often each replica looks for queued conversations someone who came online could take (5 s by default). */
  autoAssignmentSweepMs?: number;
}

/**
 * The messaging service as a Fastify plugin (register it with prefix '/api'): contacts,
 * conversations, human service, notes, tags, quick replies, messages, devices and their channel
 * provider, media, and the simulator's API.
 */
export const messagingService: FastifyPluginAsync<MessagingServiceOptions> = async (app, options) => {
  const { infra } = options;
  const db = await openMessagingDatabase(infra.database);
  await registerAccessGate(app, { infra, db, schemaName: 'messaging' });
  const relay = new OutboxRelay(db, outbox, infra.bus, app.log);
  relay.start();
  const membership = await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEvents, members, consumer: 'messaging' });
  registerSessionCheck(app, membership.sessionCheck);
  const templateSeeding = await startTemplateSeeding({ bus: infra.bus, db });
  const robotsProjection = await startRobotsProjection({ bus: infra.bus, db });

  const media = createMediaStorage(options.media ?? {}, infra.config.DATA_DIR);
  const channel = await createChannelProvider(options.channel ?? channelProviderFor(infra.config), { db, log: app.log, store: infra.store, bus: infra.bus, media });
  const context: MessagingContext = {
    db,
    relay,
    channel,
    media,
    links: new MediaLinks(mediaSigningSecret(options.media ?? {}, infra.keys)),
    directory: new IntegrationDirectory(db),
    calendars: new BusinessCalendars(db),
    presence: { listOnline: (officeId) => listOnline(infra.store, officeId) },
    log: app.log,
    inboundMediaMaxBytes: options.media?.MEDIA_MAX_INBOUND_BYTES ?? DEFAULT_INBOUND_MAX_BYTES,
  };
  const acks = new MessageAcks(context);
  await channel.start(channelEventsFor(context, acks));
  const robotReplies = await startRobotReplies(infra.bus, context);
  const outOfHoursReplies = await startOutOfHoursReplies(infra.bus, context);
  const slaClock = await startSlaClock(infra.bus, context);
  const slaRecompute = await startSlaRecompute(infra.bus, context);
  const deletedRobots = await startDeletedRobots({ bus: infra.bus, db, relay, directory: context.directory });
  const searchIndexUpkeep = startSearchIndexUpkeep(db, app.log);
  const unfinishedSends = startUnfinishedSendsSweep(context);
  const autoAssignment = await startAutoAssignment(infra.bus, context, options.autoAssignmentSweepMs);
  const evaluationThanks = await startEvaluationThanks(infra.bus, context);

  app.readinessChecks.push(() => pingDatabase(db));
  app.addHook('onClose', async () => {
    await robotReplies.stop();
    await outOfHoursReplies.stop();
    await slaClock.stop();
    await slaRecompute.stop();
    await autoAssignment.stop();
    await evaluationThanks.stop();
    await deletedRobots.stop();
    await searchIndexUpkeep.stop();
    await unfinishedSends.stop();
    await channel.stop();
    acks.stop();
    await membership.stop();
    await templateSeeding.stop();
    await robotsProjection.stop();
    await relay.flush().catch((error) => app.log.error({ err: error }, 'outbox not flushed at shutdown'));
    await relay.stop();
  });

  await app.register(peopleRoutes, { context });
  await app.register(peopleReportRoutes, { context });
  await app.register(conversationsRoutes, { context });
  await app.register(messagesRoutes, { context });
  await app.register(humanSupportRoutes, { context });
  await app.register(autoAssignmentRoutes, { context });
  await app.register(notesRoutes, { context });
  await app.register(tagsRoutes, { context });
  await app.register(fastMessagesRoutes, { context });
  await app.register(integrationsRoutes, { context });
  await app.register(businessHoursRoutes, { context });
  await app.register(slaRoutes, { context });
  await app.register(mediaRoutes, { db, media: context.media, links: context.links });
  if (channel instanceof SimulatorChannel) await app.register(simulatorRoutes, { simulator: channel });
};
