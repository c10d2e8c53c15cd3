import { downloadMediaMessage } from '@whiskeysockets/baileys';
import type { WAMessage, WAMessageUpdate } from '@whiskeysockets/baileys';
import type { ProviderLogger } from './provider-logger';
import type { ChannelEvents, InboundMessage } from '../channel-provider';
import { candidateJids, lidUserFromJid, phoneToJid, pnUserFromJid } from './baileys-jid';
import { toAcks, toInboundMessage, type LearnedLid } from './baileys-mapping';
import { RecipientNotOnWhatsAppError } from './baileys-errors';
import type { BaileysSocket } from './device-session';
import type { PostgresAuthState } from './postgres-auth-state';
import type { RecentMessages } from './recent-messages';

const DELIVERY_ATTEMPTS = 3;

export interface SessionInboxOptions {
  integrationId: string;
  auth: PostgresAuthState;
  events: ChannelEvents;
  logger: ProviderLogger;
  baileysLogger: ProviderLogger;
  recent: RecentMessages;
}

/** A device's traffic: inbound messages, delivery acks, lid ↔ phone mappings, recipient jids. */
export class SessionInbox {
  private readonly jids = new Map<string, string>();

  constructor(private readonly options: SessionInboxOptions) {}

  async receive(socket: BaileysSocket, messages: WAMessage[]) {
    const { auth, logger, baileysLogger, recent } = this.options;
    for (const raw of messages) {
      recent.remember(raw);
      const mapped = await toInboundMessage(raw, {
        phoneForLid: async (lidUser) => {
          const stored = await auth.keys.get('lid-mapping', [`${lidUser}_reverse`]);
          const value = stored[`${lidUser}_reverse`];
          return typeof value === 'string' ? value : null;
        },
        // A stream, read when the message is stored: the file is never whole in memory.
        download: (message) => downloadMediaMessage(message, 'stream', {}, { logger: baileysLogger, reuploadRequest: socket.updateMediaMessage }),
      });
      if (mapped.kind === 'ignored') {
        // A lid nobody can turn into a phone must not become a contact under a fake number.
        if (mapped.reason === 'unknown-sender') logger.warn({ externalId: raw.key.id, jid: mapped.detail }, 'whatsapp message from an unmappable sender dropped');
        else logger.debug({ externalId: raw.key.id, reason: mapped.reason, detail: mapped.detail }, 'whatsapp message ignored');
        continue;
      }
      if (mapped.learned) await this.remember(mapped.learned);
      await this.deliver(mapped.message);
    }
  }

  async acknowledge(updates: WAMessageUpdate[]) {
    for (const { externalId, status } of toAcks(updates)) {
      await this.options.events.ack(this.options.integrationId, externalId, status).catch((error) => {
        this.options.logger.error({ err: error, externalId, status }, 'whatsapp ack could not be recorded');
      });
    }
  }

  /** `chats.phoneNumberShare`: a contact revealed the phone behind a lid. */
  async learnLid(share: { lid: string; jid: string }) {
    const lidUser = lidUserFromJid(share.lid);
    const pnUser = pnUserFromJid(share.jid);
    if (lidUser && pnUser) await this.remember({ lidUser, pnUser });
  }

  /** The jid WhatsApp knows a phone by (a Brazilian mobile may lack the ninth digit there). */
  async resolveJid(socket: BaileysSocket, phone: string): Promise<string> {
    const cached = this.jids.get(phone);
    if (cached) return cached;
    let found: { jid: string; exists: unknown }[] | undefined;
    try {
      found = await socket.onWhatsApp(...candidateJids(phone));
    } catch (error) {
      this.options.logger.warn({ err: error }, 'whatsapp number lookup failed; sending to the plain jid');
      return phoneToJid(phone);
    }
    const jid = found?.find((entry) => entry.exists)?.jid;
    if (!jid) throw new RecipientNotOnWhatsAppError(phone);
    this.jids.set(phone, jid);
    return jid;
  }

  /** Same keys Baileys 7 keeps (`lid-mapping`: pn → lid and `<lid>_reverse` → pn). */
  private async remember({ lidUser, pnUser }: LearnedLid) {
    await this.options.auth.keys.set({ 'lid-mapping': { [pnUser]: lidUser, [`${lidUser}_reverse`]: pnUser } });
  }

  /** The message is already acknowledged to WhatsApp: try hard to hand it over. */
  private async deliver(message: InboundMessage) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.options.events.inbound(this.options.integrationId, message);
        return;
      } catch (error) {
        if (attempt >= DELIVERY_ATTEMPTS) {
          this.options.logger.error({ err: error, externalId: message.externalId }, 'inbound whatsapp message could not be stored');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
  }
}
