import type { FastifyBaseLogger } from 'fastify';
import { buffer } from 'node:stream/consumers';
import type { EventBus, KeyValueStore } from '@balcao/service-kit';
import type { MediaStorage } from '../media/media-storage';
import type { MessagingDatabase } from '../db/database';
import type { ChannelName } from './channel-choice';
import type { ChannelProvider } from './channel-provider';
import { SimulatorChannel } from './simulator/simulator-channel';

export type { ChannelName } from './channel-choice';

export interface ChannelDependencies {
  db: MessagingDatabase;
  log: FastifyBaseLogger;
  /** Shared by all replicas (Redis in a cluster): both providers keep their device leases there. */
  store: KeyValueStore;
  /** Replicas forward sends for devices they do not hold through it. */
  bus: EventBus;
  media: MediaStorage;
}

const requestsOf = ({ bus }: ChannelDependencies) => (bus.request && bus.serve ? { request: bus.request.bind(bus), serve: bus.serve.bind(bus) } : undefined);

/** Baileys and its protocol stack load only when that provider is chosen. */
async function loadBaileys(dependencies: ChannelDependencies): Promise<ChannelProvider> {
  let module: typeof import('./baileys/index');
  try {
    module = await import('./baileys/index');
  } catch (error) {
    throw new Error('Provider baileys not available', { cause: error });
  }
  const { media } = dependencies;
  return module.createBaileysProvider({
    ...dependencies,
    requests: requestsOf(dependencies),
    loadFile: async (key) => {
      const file = await media.get(key);
      return file ? buffer(file.stream) : null;
    },
  });
}

export async function createChannelProvider(name: ChannelName, dependencies: ChannelDependencies): Promise<ChannelProvider> {
  if (name === 'simulator') {
    const { db, log, store } = dependencies;
    return new SimulatorChannel({ db, log, store, requests: requestsOf(dependencies) });
  }
  return loadBaileys(dependencies);
}
