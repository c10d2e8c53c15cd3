import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { duplicateRoutes, frontendProblems, routeClaims, routeOwner, serviceProblems, sharedImages } from './chart-rules';
import { TEMPLATES_DIR, enabledNames, loadChartMeta, loadValues, readRepoFile, repoFileExists, templateNames } from './repo';
import { enclosingBlocks, scanTemplate, templateNames as definedAndUsed, yamlSkeleton } from './template-syntax';

const values = loadValues();
const chart = loadChartMeta();
const template = (name: string) => readRepoFile(`${TEMPLATES_DIR}/${name}`);

describe('Chart.yaml', () => {
  it('is a v2 application chart named balcao with semver versions', () => {
    expect(chart.apiVersion).toBe('v2');
    expect(chart.name).toBe('balcao');
    expect(chart.type ?? 'application').toBe('application');
    expect(chart.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    expect(chart.appVersion).toBeTruthy();
  });

  it('depends on nats, redis and postgresql, each switchable for an external one', () => {
    const dependencies = chart.dependencies ?? [];
    expect(dependencies.map((dependency) => dependency.name).sort()).toEqual(['nats', 'postgresql', 'redis']);
    const external = { nats: 'externalNats', redis: 'externalRedis', postgresql: 'externalDatabase' } as const;
    for (const dependency of dependencies) {
      expect(dependency.repository, dependency.name).toMatch(/^(https:\/\/|oci:\/\/)/);
      expect(dependency.version, dependency.name).toBeTruthy();
      expect(dependency.condition, dependency.name).toBe(`${dependency.name}.enabled`);
      const section = values[dependency.name] as { enabled?: unknown } | undefined;
      expect(typeof section?.enabled, `${dependency.name}.enabled in values.yaml`).toBe('boolean');
      expect(values[external[dependency.name as keyof typeof external]], `${external[dependency.name as keyof typeof external]} in values.yaml`).toBeTypeOf('object');
    }
  });
});

describe('values.yaml services', () => {
  const services = values.services;

  it.each(Object.keys(services))('%s has image, port, routes, probes and autoscaling', (name) => {
    expect(serviceProblems(name, services[name]!)).toEqual([]);
  });

  it('probes and scrape paths are the ones libs/service-kit serves', () => {
    const app = readRepoFile('libs/service-kit/src/app.ts');
    const metrics = readRepoFile('libs/service-kit/src/metrics.ts');
    const served = [...`${app}\n${metrics}`.matchAll(/app\.get\('(\/[a-z]+)'/g)].map((match) => match[1]);
    for (const [name, svc] of Object.entries(services)) {
      expect(svc.probes.readiness.path, name).toBe('/ready');
      expect(svc.probes.liveness.path, name).toBe('/health');
      expect(served, name).toEqual(expect.arrayContaining([svc.probes.readiness.path, svc.probes.liveness.path, svc.metrics.path]));
      if (svc.probes.startup) expect(served, name).toContain(svc.probes.startup.path);
    }
  });

  it('no two services claim the same route', () => {
    expect(duplicateRoutes(services)).toEqual([]);
  });

  it('every route starts with /api/', () => {
    for (const claim of routeClaims(services)) expect(claim.path, claim.service).toMatch(/^\/api\//);
  });

  it('routes reach their owner the way an Ingress Prefix match does', () => {
    const everyService = Object.fromEntries(Object.entries(services).map(([name, svc]) => [name, { ...svc, enabled: true }]));
    expect(routeOwner('/api/auth/login', everyService)).toBe('auth');
    expect(routeOwner('/api/user-roles/permissions', everyService)).toBe('auth');
    expect(routeOwner('/api/office/7b1c', everyService)).toBe('auth');
    expect(routeOwner('/api/office/import-contacts', everyService)).toBe('messaging');
    expect(routeOwner('/api/realtime?token=abc', everyService)).toBe('notifications');
    expect(routeOwner('/api/funnel-column-card/1', everyService)).toBe('crm');
    expect(routeOwner('/api/webhooks/asaas', everyService)).toBe('billing');
    expect(routeOwner('/api/flow/1/test', everyService)).toBe('flows');
    expect(routeOwner('/api/improve-text', everyService)).toBe('agents');
  });

  it('an enabled service exists in the repository (the chart installs what exists)', () => {
    for (const name of enabledNames(services)) expect(repoFileExists(`services/${name}/src/server.ts`), `services/${name}/src/server.ts`).toBe(true);
  });

  it('only auth holds the JWT private key', () => {
    expect(Object.entries(services).filter(([, svc]) => svc.signsTokens).map(([name]) => name)).toEqual(['auth']);
  });
});

describe('values.yaml frontends', () => {
  const frontends = values.frontends;

  it.each(Object.keys(frontends))('%s has image, port, role and probes', (name) => {
    expect(frontendProblems(name, frontends[name]!)).toEqual([]);
  });

  it('has exactly one host (the shell); every other frontend is a remote', () => {
    expect(Object.entries(frontends).filter(([, fe]) => fe.role === 'host').map(([name]) => name)).toEqual(['shell']);
  });

  it('an enabled frontend exists and builds as @balcao/<name>', () => {
    for (const name of enabledNames(frontends)) {
      const manifest = JSON.parse(readRepoFile(`frontends/${name}/package.json`)) as { name: string; scripts?: Record<string, string> };
      expect(manifest.name).toBe(`@balcao/${name}`);
      expect(manifest.scripts?.build, `frontends/${name} build script`).toBeTruthy();
    }
  });

  it('no two workloads share an image', () => {
    expect(sharedImages({ ...values.services, ...Object.fromEntries(Object.entries(frontends).map(([name, fe]) => [`web-${name}`, fe])) })).toEqual([]);
  });
});

describe('templates', () => {
  const names = templateNames();

  it('include the workloads, routing, configuration and notes', () => {
    expect(names).toEqual(
      expect.arrayContaining(['_helpers.tpl', '_env.tpl', 'deployment.yaml', 'service.yaml', 'hpa.yaml', 'pdb.yaml', 'frontend-deployment.yaml', 'runtime-config.yaml', 'secrets.yaml', 'ingress.yaml', 'NOTES.txt']),
    );
  });

  it.each(names)('%s has balanced {{ }} and closes every if/range/with/define', (name) => {
    expect(scanTemplate(template(name)).problems).toEqual([]);
  });

  it.each(names.filter((name) => name.endsWith('.yaml')))('%s is well-formed YAML around its template actions', (name) => {
    const documents = parseAllDocuments(yamlSkeleton(template(name)), { uniqueKeys: false });
    for (const document of documents) {
      expect(document.errors.map((error) => error.message), name).toEqual([]);
      const manifest = document.toJS() as { apiVersion?: unknown; kind?: unknown } | null;
      if (manifest !== null) expect(manifest, name).toMatchObject({ apiVersion: expect.any(String), kind: expect.any(String) });
    }
  });

  it('include only helpers that the _*.tpl partials define', () => {
    const defined = names.filter((name) => name.startsWith('_')).flatMap((name) => definedAndUsed(template(name)).defined);
    for (const name of names) {
      for (const used of definedAndUsed(template(name)).used) expect(defined, `${name} includes "${used}"`).toContain(used);
    }
  });

  it('deployments probe, scrape and stop the way values.yaml says', () => {
    const deployment = template('deployment.yaml');
    for (const expected of [
      'range $name, $svc := .Values.services',
      'if $svc.enabled',
      'readinessProbe:',
      'path: {{ $svc.probes.readiness.path }}',
      'livenessProbe:',
      'path: {{ $svc.probes.liveness.path }}',
      'prometheus.io/scrape: "true"',
      'prometheus.io/path: {{ $svc.metrics.path | quote }}',
      'prometheus.io/port:',
      'terminationGracePeriodSeconds: {{ $svc.terminationGracePeriodSeconds }}',
      'include "balcao.serviceEnv"',
    ]) {
      expect(deployment).toContain(expected);
    }
    expect(template('pdb.yaml')).toContain('include "balcao.isReplicated"');
    expect(template('hpa.yaml')).toMatch(/if and \$workload\.enabled \$workload\.autoscaling\.enabled/);
  });
});

describe('service environment (_env.tpl "balcao.serviceEnv")', () => {
  const helpers = template('_env.tpl');
  const scan = scanTemplate(helpers);
  const at = (text: string) => {
    const offset = helpers.indexOf(text);
    expect(offset, text).toBeGreaterThan(-1);
    return enclosingBlocks(scan, offset);
  };

  it('names only variables that libs/service-kit/src/config.ts reads', () => {
    const config = readRepoFile('libs/service-kit/src/config.ts');
    const body = config.slice(config.indexOf('export const ZBaseConfig'), config.indexOf('});', config.indexOf('export const ZBaseConfig')));
    const known = new Set([...body.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
    const helperOnly = new Set(['DATABASE_PASSWORD', 'REDIS_PASSWORD']); // only inside $(…) references
    const named = [...helpers.matchAll(/- name: ([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
    expect(named).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'JWT_PUBLIC_KEY', 'JWT_PRIVATE_KEY', 'PUBLIC_URL', 'SMTP_URL']));
    for (const name of [...named, ...Object.keys(values.commonEnv)]) {
      if (!helperOnly.has(name)) expect(known, `${name} is not in ZBaseConfig`).toContain(name);
    }
  });

  it('defines every $(VAR) before the variable that uses it', () => {
    const code = helpers.replace(/\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g, (comment) => ' '.repeat(comment.length));
    const uses = [...code.matchAll(/\$\(([A-Z_]+)\)/g)];
    expect(uses.length).toBeGreaterThan(0);
    for (const match of uses) {
      const definition = helpers.indexOf(`- name: ${match[1]}\n`);
      expect(definition, `${match[1]} must be defined above its use`).toBeGreaterThan(-1);
      expect(definition).toBeLessThan(match.index);
    }
  });

  it('gives the private key only inside `if $svc.signsTokens`, the public key to every service', () => {
    expect(at('- name: JWT_PRIVATE_KEY').map((block) => `${block.keyword} ${block.argument}`)).toContain('if $svc.signsTokens');
    expect(at('- name: JWT_PUBLIC_KEY').filter((block) => block.keyword !== 'define')).toEqual([]);
    expect(at('- name: SMTP_URL').map((block) => block.argument)).toContain('$svc.sendsMail');
  });
});
