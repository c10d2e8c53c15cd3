import type { MessagingContext } from '../context';
import { isRetryable } from '../channels/channel-errors';
import type { OutboundMessage } from '../channels/channel-provider';
import { TAKEOVER_WITHIN_MS } from '../channels/device-lease';
import type { MessageRow } from '../db/schema';

/**
 * How long a send is asked again while its device changes hands: longer than a dead holder's
 * lease can last plus a round of the replica taking it over (the event consumers' messages stay
 * theirs meanwhile: the bus tells JetStream the handler is still working).
 */
export const TAKEOVER_RETRY_MS = TAKEOVER_WITHIN_MS + 5_000;
const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChannelSend {
  integrationId: string;
  to: string;
  message: OutboundMessage;
}

/**
 * Hands a message to the channel, asking again with backoff while the error says a retry may
 * work (the device's holder died or is handing it over, its socket is reconnecting) and
 * `retryForMs` allows; any other error, or the last one, is thrown.
 */
export async function sendThroughChannel(context: Pick<MessagingContext, 'channel' | 'log'>, send: ChannelSend, retryForMs: number): Promise<{ externalId: string }> {
  const deadline = Date.now() + retryForMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await context.channel.send(send.integrationId, send.to, send.message);
    } catch (error) {
      const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** attempt);
      if (!isRetryable(error) || Date.now() + wait > deadline) throw error;
      if (attempt === 0) context.log.warn({ err: error, integrationId: send.integrationId }, 'device not reachable right now; asking the channel again');
      await sleep(wait);
    }
  }
}

/**
 * A message the service sends by itself (a robot's reply, the out-of-hours message, the
 * thanks for an evaluation): SENT with the channel's id, or FAILED once the channel refused it
 * for good or the device stayed unreachable past a take-over.
 */
export async function sendOutcome(
  context: Pick<MessagingContext, 'channel' | 'log'>,
  send: ChannelSend & { conversationId: string; what: string },
  retryForMs = TAKEOVER_RETRY_MS,
): Promise<Pick<MessageRow, 'status' | 'externalId'>> {
  try {
    const { externalId } = await sendThroughChannel(context, send, retryForMs);
    return { status: 'SENT', externalId };
  } catch (error) {
    context.log.warn({ err: error, conversationId: send.conversationId }, `channel provider failed to send ${send.what}`);
    return { status: 'FAILED', externalId: null };
  }
}
