import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';

/** The repository root (this package lives in deploy/kubernetes-checks). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const CHART_DIR = 'helm/balcao';
export const TEMPLATES_DIR = `${CHART_DIR}/templates`;

export const readRepoFile = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
export const repoFileExists = (relative: string) => existsSync(path.join(repoRoot, relative));

/** Parses one YAML file of the repository, failing on any syntax error or warning. */
export function loadYaml<T>(relative: string): T {
  const document = parseDocument(readRepoFile(relative), { prettyErrors: true });
  const problems = [...document.errors, ...document.warnings];
  if (problems.length > 0) throw new Error(`${relative}: ${problems.map((problem) => problem.message).join('\n')}`);
  return document.toJS() as T;
}

export const parseYaml = (text: string): unknown => parse(text);

/** File names under helm/balcao/templates. */
export const templateNames = () => readdirSync(path.join(repoRoot, TEMPLATES_DIR)).sort();

// ---- The shapes of helm/balcao/values.yaml that the checks read.

export interface Probe {
  path: string;
  periodSeconds?: number;
  timeoutSeconds?: number;
  failureThreshold?: number;
}

export interface Autoscaling {
  enabled: boolean;
  minReplicas?: number;
  maxReplicas?: number;
  targetCPUUtilizationPercentage?: number;
}

export interface ImageValues {
  repository: string;
  tag?: string;
  registry?: string;
}

export interface ServiceValues {
  enabled: boolean;
  image: ImageValues;
  port: number;
  replicas: number;
  routes: string[];
  websocketRoutes?: string[];
  signsTokens?: boolean;
  sendsMail?: boolean;
  probes: { readiness: Probe; liveness: Probe; startup?: Probe };
  metrics: { path: string };
  terminationGracePeriodSeconds: number;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  autoscaling: Autoscaling;
  env?: Record<string, string>;
}

export interface FrontendValues {
  enabled: boolean;
  role: 'host' | 'remote';
  image: ImageValues;
  port: number;
  replicas: number;
  manifestUrl?: string;
  probes: { readiness: Probe; liveness: Probe };
  terminationGracePeriodSeconds: number;
  autoscaling: Autoscaling;
}

export interface ChartValues {
  image: { registry: string; tag: string };
  commonEnv: Record<string, string>;
  services: Record<string, ServiceValues>;
  frontends: Record<string, FrontendValues>;
  [key: string]: unknown;
}

export interface ChartMeta {
  apiVersion: string;
  name: string;
  version: string;
  appVersion?: string;
  type?: string;
  dependencies?: Array<{ name: string; version: string; repository: string; condition?: string; alias?: string }>;
}

export const loadValues = () => loadYaml<ChartValues>(`${CHART_DIR}/values.yaml`);
export const loadChartMeta = () => loadYaml<ChartMeta>(`${CHART_DIR}/Chart.yaml`);

export const enabledNames = (group: Record<string, { enabled: boolean }>) =>
  Object.entries(group)
    .filter(([, workload]) => workload.enabled === true)
    .map(([name]) => name)
    .sort();
