import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const UI = '@balcao/ui';
/** Requests of @balcao/ui's source files: `@balcao/ui/src/theme/BalcaoThemeProvider`. */
export const UI_SRC = `${UI}/src`;
/** One module per export of the barrel: `@balcao/ui/exports/toast` re-exports `toast` as default. */
export const UI_EXPORTS = `${UI}/exports`;

export interface UiExport {
  /** Name the barrel exports. */
  name: string;
  /** Name in the file that defines it. */
  imported: string;
  /** That file, relative to libs/ui/src, without extension (`theme/BalcaoThemeProvider`). */
  file: string;
}

const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;
const STAR_EXPORT = /export\s*\*\s*from\s*'(\.[^']+)'/g;

function resolveSource(fromDir: string, request: string) {
  const base = join(fromDir, request);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`@balcao/rspack-config: ${request} não encontrado a partir de ${fromDir}`);
}

/**
 * The value exports of @balcao/ui's barrel (following `export *`), each with the file that
 * defines it. Type-only exports are left out: swc drops those imports.
 */
export function uiExports(uiSrc: string): UiExport[] {
  const found: UiExport[] = [];
  const visit = (barrel: string) => {
    const source = readFileSync(barrel, 'utf8')
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      .replace(/export\s+type\s*\{[^}]*\}\s*from\s*'[^']+';?/g, '');
    for (const [, names, request] of source.matchAll(RE_EXPORT)) {
      const target = resolveSource(dirname(barrel), request!);
      // A nested barrel (./format) is a file like any other: its own exports point further in.
      const file = relative(uiSrc, target).replace(/\.tsx?$/, '').replace(/\/index$/, '');
      for (const specifier of names!.split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type '))) {
        const [imported, name = imported] = specifier.split(/\s+as\s+/);
        found.push({ name: name!, imported: imported!, file });
      }
    }
    for (const [, request] of source.matchAll(STAR_EXPORT)) visit(resolveSource(dirname(barrel), request!));
  };
  visit(join(uiSrc, 'index.ts'));
  return found;
}

/** The virtual modules behind `@balcao/ui/exports/<name>`, keyed by absolute path. */
export function uiExportModules(exportsDir: string, exports: UiExport[]) {
  return Object.fromEntries(
    exports.map(({ name, imported, file }) => [join(exportsDir, `${name}.js`), `export { ${imported} as default } from '${UI_SRC}/${file}';\n`]),
  );
}

/** The swc rewrite of `import { toast } from '@balcao/ui'` into `import toast from '@balcao/ui/exports/toast'`. */
export const UI_TRANSFORM_IMPORT = { libraryName: UI, customName: `${UI_EXPORTS}/{{ member }}` };
