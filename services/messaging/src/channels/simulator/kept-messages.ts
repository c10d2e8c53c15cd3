import type { ChannelEvents } from '../channel-provider';
import { inboundOf } from './phone-message';
import type { SimulatorStore } from './simulator-store';

export interface KeptMessagesOptions {
  store: SimulatorStore;
  /** Whether this replica holds the device: only the holder hands its messages over. */
  holds(integrationId: string): boolean;
  /** The office's side, while the channel runs. */
  events(): ChannelEvents | null;
  onError(error: unknown): void;
}

/**
 * The phone's messages kept while no live replica drove their device, handed to the office by
 * the device's holder: one hand-over per device at a time, in the order the phone sent them.
 */
export class KeptMessages {
  private readonly handOvers = new Map<string, Promise<void>>();

  constructor(private readonly options: KeptMessagesOptions) {}

  /** Whether a hand-over is under way for the device (a new message must go after it). */
  busy(integrationId: string): boolean {
    return this.handOvers.has(integrationId);
  }

  /** Resolves once the device's kept messages so far reached the office (or the attempt failed and was logged). */
  handOver(integrationId: string): Promise<void> {
    const previous = this.handOvers.get(integrationId) ?? Promise.resolve();
    const run = previous.then(() => this.deliver(integrationId)).catch((error) => this.options.onError(error));
    this.handOvers.set(integrationId, run);
    void run.finally(() => {
      if (this.handOvers.get(integrationId) === run) this.handOvers.delete(integrationId);
    });
    return run;
  }

  /** Once the hand-over under way for the device, if any, is over. */
  async settled(integrationId?: string): Promise<void> {
    if (integrationId) await this.handOvers.get(integrationId);
    else await Promise.all(this.handOvers.values());
  }

  /** Stops at the first failure: the rest stay kept, in order, for the next round. */
  private async deliver(integrationId: string) {
    const { store, holds, events } = this.options;
    for (const kept of await store.keptMessages(integrationId)) {
      const office = events();
      if (!holds(integrationId) || !office) return;
      await office.inbound(integrationId, inboundOf(kept, kept.keptFile, kept.createdAt));
      await store.markHandedOver(integrationId, kept.id);
    }
  }
}
