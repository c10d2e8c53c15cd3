import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

/** The repository root (this package lives in deploy/kubernetes-checks). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const CHART_DIR = 'helm/balcao';

export const readRepoFile = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
export const repoFileExists = (relative: string) => existsSync(path.join(repoRoot, relative));

/** Parses one YAML file of the repository, failing on any syntax error or warning. */
export function loadYaml<T>(relative: string): T {
  const document = parseDocument(readRepoFile(relative), { prettyErrors: true });
  const problems = [...document.errors, ...document.warnings];
  if (problems.length > 0) throw new Error(`${relative}: ${problems.map((problem) => problem.message).join('\n')}`);
  return document.toJS() as T;
}

/** The parts of helm/balcao/values.yaml that the checks read. */
interface Workload {
  enabled: boolean;
  image: { repository: string };
  port: number;
  probes: { readiness: { path: string } };
}

export interface ChartValues {
  services: Record<string, Workload>;
  frontends: Record<string, Workload & { role: 'host' | 'remote' }>;
  [key: string]: unknown;
}

export const loadValues = () => loadYaml<ChartValues>(`${CHART_DIR}/values.yaml`);

export const enabledNames = (group: Record<string, { enabled: boolean }>) =>
  Object.entries(group)
    .filter(([, workload]) => workload.enabled === true)
    .map(([name]) => name)
    .sort();
