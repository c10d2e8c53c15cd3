import { MemoryStore, type Database, type KeyValueStore } from '@balcao/service-kit';
import { BaileysProvider, type BaileysProviderOptions } from './baileys-provider';
import type { ProviderLogger } from './provider-logger';

export interface BaileysProviderDependencies {
  db: Database<any>;
  log: ProviderLogger;
  /** The store shared by all replicas (`infra.store`): device leases live there. */
  store?: KeyValueStore;
  requests?: BaileysProviderOptions['requests'];
  loadFile?: BaileysProviderOptions['loadFile'];
}

/**
 * What the messaging service's channel factory loads. Without a shared store the leases live in
 * this process only, which is right for one replica (standalone) and wrong for several.
 */
export function createBaileysProvider({ db, log, store, requests, loadFile }: BaileysProviderDependencies): BaileysProvider {
  if (!store) log.warn({}, 'Baileys provider without a shared store: device leases are local, run a single replica');
  return new BaileysProvider({ db, store: store ?? new MemoryStore(), logger: log, requests, loadFile });
}
