import { join } from 'node:path';
import { ANTD_TRANSFORM_IMPORT, antdComponents } from './antd-components';
import { UI, UI_EXPORTS, UI_SRC, UI_TRANSFORM_IMPORT, uiExportModules, uiExports } from './ui-modules';
import { slimNamedExports, slimNamespace, type SlimShared } from './slim-shared';
import { versionOf, workspaceRoot } from './workspace';

const uiSrc = join(workspaceRoot, 'libs/ui/src');
/** Virtual: nothing is written there (see uiExportModules). */
const uiExportsDir = join(uiSrc, '__exports__');

/**
 * Shared singletons (ARCHITECTURE §6): one React, antd, react-query, router, dayjs, zod and
 * @balcao/ui for the host and every remote, so contexts (session, theme, query client) are one.
 *
 * antd and @balcao/ui are shared per module, not as one barrel each: a shared module cannot be
 * tree-shaken (a remote may use any export), so a shared barrel made the sign-in page download
 * all of antd (1.4 MB) and every @balcao/ui component. swc rewrites `import { Button } from
 * 'antd'` to `antd/es/button` and `import { toast } from '@balcao/ui'` to the file defining it;
 * each of those is a singleton, so a page loads only what it renders. Still one instance each:
 * the host provides every one of them (see provideAllModule) and, with 'loaded-first', the first
 * provider registered is the one every app uses.
 */
export function sharedSingletons() {
  const single = (pkg: string, version = versionOf(pkg)) => ({ singleton: true, requiredVersion: version });
  const antd = antdComponents(workspaceRoot);
  const ui = { singleton: true, requiredVersion: false as const, version: '0.0.0' };
  return {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', versionOf('react')),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', versionOf('react-dom')),
    '@tanstack/react-query': single('@tanstack/react-query'),
    dayjs: single('dayjs'),
    // Through a module of what the frontends use (see slim-shared.ts).
    ...Object.fromEntries(Object.entries(slimShared()).map(([pkg, slim]) => [pkg, { ...single(pkg), import: slim.path, version: slim.version }])),
    // The barrels too, for an import the rewrite does not see (`import * as`): same instances.
    antd: single('antd'),
    [UI]: ui,
    ...Object.fromEntries(antd.folders.map((folder) => [`antd/es/${folder}`, { ...single('antd'), version: antd.version }])),
    ...Object.fromEntries(uiFiles().map((file) => [`${UI_SRC}/${file}`, ui])),
  };
}

/**
 * The host imports @balcao/ui directly and only provides it: consuming a shared module costs a
 * request and a registry lookup per file, while the host's own import is tree-shaken like any
 * module (its barrels are flagged side-effect free). Same instances: what the host provides are
 * those very modules, and the remotes consume them.
 */
export function hostShared() {
  const shared: Record<string, unknown> = sharedSingletons();
  const provides: Record<string, { shareKey: string; version: string; singleton: boolean; requiredVersion: false }> = {};
  for (const key of Object.keys(shared).filter((key) => key === UI || key.startsWith(`${UI}/`))) {
    delete shared[key];
    provides[key] = { shareKey: key, version: '0.0.0', singleton: true, requiredVersion: false };
  }
  return { shared: shared as ReturnType<typeof sharedSingletons>, provides };
}

/** zod's locales barrel, and what replaces it in the builds (pt and en only: see that file). */
export const ZOD_LOCALES = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;
export const ZOD_LOCALES_USED = join(workspaceRoot, 'libs/rspack-config/browser/zod-locales.js');

/**
 * A production remote only runs inside the host, which provides every shared module (see
 * provideAllModule): its own copies would never be used. Without them (import: false) its
 * remoteEntry.js no longer registers a fallback for each shared module, nor are their chunks
 * built. A remote's development page, which runs alone, keeps them.
 */
export function remoteShared() {
  return Object.fromEntries(Object.entries(sharedSingletons()).map(([key, config]) => [key, { ...config, import: false as const }]));
}

/** @balcao/contracts' sources (schemas, enums, messages): free of side effects but zod-pt-br. */
export const CONTRACTS_SOURCES = /[\\/]libs[\\/]contracts[\\/]src[\\/].*\.ts$/;
/** The contracts modules that do something when loaded: the root barrel and zod's pt-BR setup it imports. */
export const CONTRACTS_SIDE_EFFECTS = /[\\/]libs[\\/]contracts[\\/]src[\\/](index|common[\\/]zod-pt-br)\.ts$/;

/** @balcao/ui's pure re-export barrels (index.ts of src, format, realtime). */
export const UI_BARRELS = /[\\/]libs[\\/]ui[\\/]src[\\/](format[\\/]|realtime[\\/])?index\.ts$/;

function uiFiles() {
  return [...new Set(uiExports(uiSrc).map((entry) => entry.file))];
}

/** The swc `transformImport` rewrites of the barrels (the host keeps its direct @balcao/ui imports). */
export const sharedTransformImport = (isHost: boolean) => (isHost ? ANTD_TRANSFORM_IMPORT : [...ANTD_TRANSFORM_IMPORT, UI_TRANSFORM_IMPORT]);

/** Where the rewritten imports resolve. */
export const sharedAliases = () => ({ [UI_SRC]: uiSrc, [UI_EXPORTS]: uiExportsDir });

let slim: Record<string, SlimShared> | undefined;
/** react-router and zod, shared through a module of the exports the frontends use. */
function slimShared() {
  slim ??= { 'react-router': slimNamedExports('react-router'), zod: slimNamespace('zod', 'z') };
  return slim;
}

/** Modules that exist only in the build: one per @balcao/ui export, the slim shares, and the host's provide-all module. */
export function sharedVirtualModules(provideAllPath: string | undefined) {
  const modules: Record<string, string> = uiExportModules(uiExportsDir, uiExports(uiSrc));
  for (const { path, source } of Object.values(slimShared())) modules[path] = source;
  if (provideAllPath) modules[provideAllPath] = provideAllModule();
  return modules;
}

/**
 * For the host's entry: a dynamic import of every shared component and file, never run. The host
 * then provides all of them, including those only a remote uses, so a remote loaded later finds
 * the host's copy registered instead of bringing a second one.
 */
function provideAllModule() {
  const requests = [...antdComponents(workspaceRoot).folders.map((folder) => `antd/es/${folder}`), ...uiFiles().map((file) => `${UI_SRC}/${file}`)];
  const imports = requests.map((request) => `  import('${request}');`).join('\n');
  return `// Generated by @balcao/rspack-config (shared-modules.ts): never runs.\nif (globalThis.__BALCAO_PROVIDE_ALL__ === true) {\n${imports}\n}\nexport {};\n`;
}
