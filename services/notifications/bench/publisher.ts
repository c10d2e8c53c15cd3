/**
 * The load side of push-latency.ts, in its own process so its pace does not depend on the
 * process that reads the sockets: publishes messageReceived events at a fixed rate, each
 * carrying its send time (epoch ms) as the message content.
 */
import { readFileSync } from 'node:fs';
import { messagingEvents } from '@balcao/contracts';
import { NatsEventBus } from '@balcao/service-kit';
import { v7 as uuidv7 } from 'uuid';
import { inboundMessage } from '../src/testing/fixtures';

interface PublisherPlan {
  natsUrl: string;
  stream: string;
  prefix: string;
  rate: number;
  seconds: number;
  targets: { officeId: string; inboxId: string; conversationId: string }[];
}

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as PublisherPlan;
const bus = await NatsEventBus.connect({ url: plan.natsUrl, streamName: plan.stream, subjectPrefix: plan.prefix });
const now = () => performance.timeOrigin + performance.now();
const started = performance.now();
let published = 0;
while (performance.now() - started < plan.seconds * 1000) {
  const due = Math.floor(((performance.now() - started) / 1000) * plan.rate);
  const batch: Promise<void>[] = [];
  for (; published < due; published += 1) {
    const { officeId, inboxId, conversationId } = plan.targets[published % plan.targets.length];
    const message = inboundMessage(conversationId, String(now()));
    batch.push(
      bus.publish({
        id: uuidv7(),
        type: messagingEvents.messageReceived.type,
        occurredAt: new Date().toISOString(),
        officeId,
        inboxId,
        payload: { conversationId, message },
      }),
    );
  }
  await Promise.all(batch);
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await bus.close();
console.log(JSON.stringify({ published }));
