import { describe, expect, it } from 'vitest';
import { CHART_DIR, TEMPLATES_DIR, loadValues, loadYaml, readRepoFile, type ChartValues } from './repo';

const values = loadValues();
const template = (name: string) => readRepoFile(`${TEMPLATES_DIR}/${name}`);

describe('ingress.yaml', () => {
  const ingress = template('ingress.yaml');

  it('routes every route-bearing list that values.yaml gives the services', () => {
    const routeFields = new Set(
      Object.values(values.services).flatMap((svc) =>
        Object.entries(svc)
          .filter(([, value]) => Array.isArray(value) && value.some((item) => typeof item === 'string' && item.startsWith('/api')))
          .map(([field]) => field),
      ),
    );
    expect([...routeFields].sort()).toEqual(['routes', 'websocketRoutes']);
    for (const field of routeFields) expect(ingress).toMatch(new RegExp(`range \\$\\w+ := \\$svc\\.${field}\\b`));
    expect(ingress).toMatch(/range \$name, \$svc := \.Values\.services[\s\S]*?if \$svc\.enabled/);
  });

  it('sends /remotes/<name> to each enabled remote and / to the host', () => {
    expect(ingress).toContain('printf "/remotes/%s" $name');
    expect(ingress).toMatch(/if and \$fe\.enabled \(eq \$fe\.role "remote"\)/);
    expect(ingress).toMatch(/if and \$fe\.enabled \(eq \$fe\.role "host"\)\s*}}\s*- path: \/\s/);
    expect(ingress).toContain('pathType: Prefix');
  });

  it('gives websocket routes their own Ingress with long nginx timeouts', () => {
    expect(ingress).toContain('.Values.ingress.websocket.annotations');
    const annotations = (values.ingress as { websocket: { annotations: Record<string, string> } }).websocket.annotations;
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600);
  });
});

describe('runtime-config.yaml (the shell\'s /runtime-config.json)', () => {
  it('lists each enabled remote\'s manifest under /remotes/<name>/', () => {
    const runtimeConfig = template('runtime-config.yaml');
    expect(runtimeConfig).toContain('printf "/remotes/%s/mf-manifest.json" $name');
    expect(runtimeConfig).toMatch(/dict "remotes" \$remotes/);
    expect(runtimeConfig).toContain('runtime-config.json: |');
  });

  it('is mounted where the shell\'s nginx reads it', () => {
    const mountPath = template('frontend-deployment.yaml').match(/name: runtime-config\s+mountPath: (\S+)/)?.[1];
    expect(mountPath).toBeTruthy();
    expect(readRepoFile('deploy/docker/nginx/shell.conf')).toMatch(new RegExp(`location = /runtime-config\\.json \\{\\s+root ${mountPath};`));
  });

});

describe('values-dev.yaml (skaffold profile dev)', () => {
  const dev = loadYaml<Partial<ChartValues>>(`${CHART_DIR}/values-dev.yaml`);

  it('only sets keys that values.yaml defines', () => {
    for (const key of Object.keys(dev)) expect(values, `values.yaml has ${key}`).toHaveProperty([key]);
    for (const name of Object.keys(dev.services ?? {})) expect(values.services, `services.${name}`).toHaveProperty([name]);
    for (const name of Object.keys(dev.frontends ?? {})) expect(values.frontends, `frontends.${name}`).toHaveProperty([name]);
  });

  it('runs one replica of every service and frontend, without autoscaling', () => {
    const groups = [
      ['services', values.services, dev.services],
      ['frontends', values.frontends, dev.frontends],
    ] as const;
    for (const [group, all, overrides] of groups) {
      for (const name of Object.keys(all)) {
        const override = (overrides as Record<string, { replicas?: number; autoscaling?: { enabled?: boolean } }> | undefined)?.[name];
        expect(override?.replicas, `${group}.${name}.replicas`).toBe(1);
        expect(override?.autoscaling?.enabled, `${group}.${name}.autoscaling.enabled`).toBe(false);
      }
    }
  });
});
