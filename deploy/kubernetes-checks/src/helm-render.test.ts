import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { routeClaims } from './chart-rules';
import { CHART_DIR, enabledNames, loadValues, repoRoot } from './repo';

// Where a helm binary exists (HELM_BIN, or helm on PATH) the chart is also rendered and the
// manifests themselves are checked. The dependencies cannot be fetched offline, so they are
// dropped from a copy of the chart: their templates are not under test here.

const helmBin = process.env.HELM_BIN ?? 'helm';
const helmFound = spawnSync(helmBin, ['version', '--short'], { encoding: 'utf8' }).status === 0;

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
}

describe.skipIf(!helmFound)('helm template (rendered with a real helm)', () => {
  const values = loadValues();
  const work = mkdtempSync(path.join(tmpdir(), 'balcao-chart-'));
  const chart = path.join(work, 'balcao');
  cpSync(path.join(repoRoot, CHART_DIR), chart, { recursive: true });
  const chartYaml = path.join(chart, 'Chart.yaml');
  writeFileSync(chartYaml, readFileSync(chartYaml, 'utf8').replace(/^dependencies:[\s\S]*$/m, ''));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const helm = (...args: string[]) => spawnSync(helmBin, args, { encoding: 'utf8', cwd: work });
  const render = (...args: string[]): Manifest[] => {
    const result = helm('template', 'balcao', chart, '--namespace', 'balcao', ...args);
    if (result.status !== 0) throw new Error(result.stderr);
    return parseAllDocuments(result.stdout)
      .map((document) => {
        expect(document.errors).toEqual([]);
        return document.toJS() as Manifest | null;
      })
      .filter((manifest): manifest is Manifest => manifest !== null);
  };
  const ofKind = (manifests: Manifest[], kind: string) => manifests.filter((manifest) => manifest.kind === kind);
  const allOn = [
    ...Object.keys(values.services).map((name) => `services.${name}.enabled=true`),
    ...Object.keys(values.frontends).map((name) => `frontends.${name}.enabled=true`),
  ].flatMap((setting) => ['--set', setting]);

  it('lints', () => {
    const result = helm('lint', chart);
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('installs exactly the enabled services and frontends, probed and scraped', () => {
    const manifests = render();
    const deployments = ofKind(manifests, 'Deployment');
    const expected = [...enabledNames(values.services).map((name) => `balcao-${name}`), ...enabledNames(values.frontends).map((name) => `balcao-web-${name}`)];
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(expected.sort());
    for (const name of enabledNames(values.services)) {
      const pod = deployments.find((deployment) => deployment.metadata.name === `balcao-${name}`)!.spec.template;
      const [container] = pod.spec.containers;
      expect(container.readinessProbe.httpGet.path).toBe('/ready');
      expect(container.livenessProbe.httpGet.path).toBe('/health');
      expect(pod.metadata.annotations['prometheus.io/scrape']).toBe('true');
      const env = (container.env as Array<{ name: string }>).map((variable) => variable.name);
      expect(env).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'JWT_PUBLIC_KEY', 'PUBLIC_URL']));
      expect(env.includes('JWT_PRIVATE_KEY'), name).toBe(name === 'auth');
    }
  });

  it('routes every route of every enabled service once, websockets on their own Ingress', () => {
    const manifests = render(...allOn);
    const ingresses = ofKind(manifests, 'Ingress');
    const services = new Set(ofKind(manifests, 'Service').map((service) => service.metadata.name));
    const paths = ingresses.flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule: any) =>
        rule.http.paths.map((entry: any) => ({ ingress: ingress.metadata.name, path: entry.path as string, backend: entry.backend.service.name as string })),
      ),
    );
    for (const entry of paths) expect(services, entry.path).toContain(entry.backend);
    const expected = routeClaims(values.services).map((claim) => ({
      ingress: claim.websocket ? 'balcao-websocket' : 'balcao',
      path: claim.path,
      backend: `balcao-${claim.service}`,
    }));
    const frontends = Object.entries(values.frontends).map(([name, fe]) => ({
      ingress: 'balcao',
      path: fe.role === 'host' ? '/' : `/remotes/${name}`,
      backend: `balcao-web-${name}`,
    }));
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...paths].sort(byPath)).toEqual([...expected, ...frontends].sort(byPath));
    const websocket = ingresses.find((ingress) => ingress.metadata.name === 'balcao-websocket')!;
    expect(websocket.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
  });

  it('writes the shell\'s runtime config from the enabled remotes', () => {
    const configMap = ofKind(render(), 'ConfigMap').find((map) => map.metadata.name === 'balcao-web-shell-runtime-config')!;
    const runtimeConfig = JSON.parse(configMap.data!['runtime-config.json']!) as { remotes: Record<string, string> };
    const remotes = enabledNames(values.frontends).filter((name) => values.frontends[name]!.role === 'remote');
    expect(runtimeConfig.remotes).toEqual(Object.fromEntries(remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`])));
  });

  it('autoscales and protects replicated workloads; the dev values run one pod each', () => {
    const production = render(...allOn);
    const autoscaled = Object.entries(values.services).filter(([, svc]) => svc.autoscaling.enabled).map(([name]) => `balcao-${name}`);
    expect(ofKind(production, 'HorizontalPodAutoscaler').map((hpa) => hpa.metadata.name).sort()).toEqual(autoscaled.sort());
    expect(ofKind(production, 'PodDisruptionBudget').length).toBe(ofKind(production, 'Deployment').length);
    const dev = render('-f', path.join(chart, 'values-dev.yaml'), ...allOn);
    expect(ofKind(dev, 'HorizontalPodAutoscaler')).toEqual([]);
    expect(ofKind(dev, 'PodDisruptionBudget')).toEqual([]);
    for (const deployment of ofKind(dev, 'Deployment')) expect(deployment.spec.replicas, deployment.metadata.name).toBe(1);
  });

  it('refuses to install without a database', () => {
    const result = helm('template', 'balcao', chart, '--set', 'postgresql.enabled=false');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('externalDatabase.url');
  });
});
