import type { EventEnvelope } from '@balcao/contracts';
import type { EventBus } from '@balcao/service-kit';

export interface ReplayOptions {
  bus: EventBus;
  /** The replay is over once no event came for this long. */
  idleMs?: number;
  /** Gives up (and rejects) after this long. */
  timeoutMs?: number;
}

/**
 * Replays the whole stream's events of `types` into `apply` through a fresh durable consumer (it
 * starts at the stream's first event), until the stream has been quiet for `idleMs`. What a
 * projection's rebuild does once its tables are emptied.
 */
export async function replayStream(
  { bus, idleMs = 3000, timeoutMs = 30 * 60_000 }: ReplayOptions,
  replay: { name: string; types: string[]; apply: (event: EventEnvelope) => Promise<void> },
) {
  let applied = 0;
  let lastActivity = Date.now();
  let failure: unknown = null;
  const subscription = await bus.subscribe({
    durable: `${replay.name}-rebuild-${Date.now().toString(36)}`,
    types: replay.types,
    handler: async (event) => {
      lastActivity = Date.now();
      try {
        await replay.apply(event);
        applied += 1;
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        lastActivity = Date.now();
      }
    },
  });
  const startedAt = Date.now();
  try {
    while (Date.now() - lastActivity < idleMs) {
      if (Date.now() - startedAt > timeoutMs) throw new Error(`${replay.name} rebuild did not finish in ${timeoutMs} ms`, { cause: failure });
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, idleMs)));
    }
  } finally {
    await subscription.stop();
  }
  return { applied };
}
