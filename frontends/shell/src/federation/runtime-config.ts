import { z } from 'zod';

/** A sister product shown in the apps menu (e.g. the office's legal-management system). */
const ZAppLink = z.object({
  name: z.string().min(1),
  url: z.string().min(1),
  description: z.string().optional(),
});
export type AppLink = z.infer<typeof ZAppLink>;

/** /runtime-config.json, written by each deployment so remotes deploy alone (ARCHITECTURE §6). */
export const ZRuntimeConfig = z.object({
  /** Remote name → URL of its mf-manifest.json. */
  remotes: z.record(z.string(), z.string().min(1)).default({}),
  apps: z.array(ZAppLink).default([]),
});
export type RuntimeConfig = z.infer<typeof ZRuntimeConfig>;

export const EMPTY_RUNTIME_CONFIG: RuntimeConfig = { remotes: {}, apps: [] };

export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = ZRuntimeConfig.safeParse(await response.json());
    if (!parsed.success) throw parsed.error;
    return parsed.data;
  } catch (error) {
    // Without it the shell still works: every remote page shows 'Funcionalidade em Desenvolvimento'.
    console.error('Não foi possível carregar /runtime-config.json', error);
    return EMPTY_RUNTIME_CONFIG;
  }
}
