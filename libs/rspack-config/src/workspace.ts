import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** The version range the root package.json asks for (one version of each package in the monorepo). */
export const versionOf = (pkg: string): string => {
  const range = rootPackage.dependencies[pkg] ?? rootPackage.devDependencies?.[pkg];
  if (!range) throw new Error(`@balcao/rspack-config: ${pkg} não está no package.json da raiz`);
  return range;
};
