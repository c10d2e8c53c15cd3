import type { ComponentType } from 'react';
import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from './runtime-config';

export const HOST_NAME = 'shell';

let federation: ModuleFederation | null = null;
let knownRemotes = new Set<string>();

/** Registers the remotes of the runtime config with the host's federation instance. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  const remotes = Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }));
  knownRemotes = new Set(remotes.map((remote) => remote.name));
  // The build plugin already created the host instance; create one only if it did not (tests).
  federation = getInstance() ?? createInstance({ name: HOST_NAME, remotes: [] });
  federation.registerRemotes(remotes, { force: true });
}

export function isRemoteRegistered(remote: string): boolean {
  return knownRemotes.has(remote);
}

type RemoteModule = { default?: unknown } & Record<string, unknown>;

const cache = new Map<string, Promise<ComponentType>>();

/**
 * Loads `remote/module` (e.g. 'admin/UsersPage') and returns its component: the default
 * export, else a named export with the module's name. Failures are not cached, so a later
 * visit retries.
 */
export function loadRemoteComponent(remote: string, module: string): Promise<ComponentType> {
  const id = `${remote}/${module}`;
  const cached = cache.get(id);
  if (cached) return cached;

  const promise = (async () => {
    if (!federation || !isRemoteRegistered(remote)) throw new Error(`Remote ${remote} não configurado`);
    const loaded = await federation.loadRemote<RemoteModule>(id);
    const component = loaded?.default ?? loaded?.[module];
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${id} não exporta um componente`);
    }
    return component as ComponentType;
  })();
  cache.set(id, promise);
  promise.catch(() => cache.delete(id));
  return promise;
}
