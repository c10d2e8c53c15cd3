import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { copyChart, extractHelm } from '@balcao/kubernetes-checks/src/helm-binary';
import { containersOf, ingressPaths, ofKind, resolveEnv, serviceOf, type Manifest } from '@balcao/kubernetes-checks/src/manifests';

/** What the chaos run takes from the chart: each service's environment and the Ingress routing table. */
export interface ChartTopology {
  services: Array<{ name: string; kubeService: string; env: Record<string, string>; readinessPath: string }>;
  /** Ingress paths (pathType Prefix), longest first, each to a Kubernetes Service name. */
  routes: Array<{ path: string; backend: string; websocket: boolean }>;
}

/**
 * helm/balcao rendered by the real helm (the one deploy/kubernetes-checks extracts), installed
 * against the run's own servers: the services get exactly the environment their Deployments
 * would, and nginx the Ingresses' paths.
 */
export function renderChart(workDir: string, values: object): ChartTopology {
  mkdirSync(workDir, { recursive: true });
  const chart = copyChart(workDir);
  const home = path.join(workDir, 'helm-home');
  mkdirSync(home, { recursive: true });
  const valuesFile = path.join(workDir, 'values.json');
  writeFileSync(valuesFile, JSON.stringify(values));
  const env = { ...process.env, HELM_CACHE_HOME: `${home}/cache`, HELM_CONFIG_HOME: `${home}/config`, HELM_DATA_HOME: `${home}/data` };
  const result = spawnSync(extractHelm(), ['template', 'balcao', chart, '--namespace', 'balcao', '-f', valuesFile], { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`helm template refused the chaos values: ${result.stderr}`);
  const manifests = parseAllDocuments(result.stdout).flatMap((document) => {
    const manifest = document.toJS() as Manifest | null;
    return manifest ? [manifest] : [];
  });
  const services = ofKind(manifests, 'Deployment')
    .filter((deployment) => deployment.metadata.labels?.['balcao.dev/tier'] === 'service')
    .map((deployment) => {
      const [container] = containersOf(deployment);
      return {
        name: container.name,
        kubeService: serviceOf(manifests, deployment)!.metadata.name,
        env: resolveEnv(manifests, container.env ?? []),
        readinessPath: container.readinessProbe.httpGet.path as string,
      };
    });
  const routes = ofKind(manifests, 'Ingress')
    .flatMap((ingress) => ingressPaths(ingress).map((entry) => ({ path: entry.path, backend: entry.backend.name, websocket: ingress.metadata.name.endsWith('websocket') })))
    .sort((a, b) => b.path.length - a.path.length);
  return { services, routes };
}
