import type { MessagingContext } from '../context';
import { createInboundStore } from '../inbound/store-inbound';
import { applyChannelQrCode, applyChannelStatus } from '../integrations/integration-status';
import type { MessageAcks } from '../messages/message-acks';
import type { ChannelEvents } from './channel-provider';

/** The messaging service's side of the port: what a provider calls when something happens on a device. */
export function channelEventsFor(context: MessagingContext, acks: MessageAcks): ChannelEvents {
  const storeInbound = createInboundStore(context);
  return {
    inbound: async (integrationId, message) => {
      await storeInbound(integrationId, message);
    },
    status: (integrationId, status, phoneNumber) => applyChannelStatus(context, integrationId, status, phoneNumber),
    ack: (integrationId, externalId, status) => acks.apply(integrationId, externalId, status),
    qr: (integrationId, qrcode) => applyChannelQrCode(context, integrationId, qrcode),
  };
}
