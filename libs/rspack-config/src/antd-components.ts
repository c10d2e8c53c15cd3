import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** antd's component entries (`antd/es/button`…), read from its barrel, and its version. */
export function antdComponents(workspaceRoot: string) {
  const require = createRequire(join(workspaceRoot, 'package.json'));
  const antdRoot = dirname(require.resolve('antd/package.json'));
  const barrel = readFileSync(join(antdRoot, 'es/index.js'), 'utf8');
  const folders = [...barrel.matchAll(/export \{ default as \w+ \} from '\.\/([\w-]+)';/g)].map((match) => match[1]!);
  if (folders.length < 50) throw new Error(`@balcao/rspack-config: antd/es/index.js mudou de formato (${folders.length} componentes lidos)`);
  const version = (JSON.parse(readFileSync(join(antdRoot, 'package.json'), 'utf8')) as { version: string }).version;
  return { folders, version };
}

/** The swc rewrite from the barrel to component entries (folder names are the kebab-case export names). */
export const ANTD_TRANSFORM_IMPORT = [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}' }];
