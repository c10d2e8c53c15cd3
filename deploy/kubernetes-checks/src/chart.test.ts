import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_VALUES, lint, render, template } from './helm';
import {
  containersOf,
  envOrderProblems,
  ingressPaths,
  ingressRoute,
  named,
  ofKind,
  referenceProblems,
  schemaProblems,
  selectedDeployments,
  serviceOf,
  type Manifest,
} from './manifests';
import { CHART_DIR, loadValues, loadYaml, readRepoFile, repoFileExists, repoRoot } from './repo';

// helm/balcao rendered by a real helm: `production` as installed against external PostgreSQL,
// NATS and Redis; `bundled` with the dependency charts on (empty stand-ins here, but the
// chart's own objects are all there); `dev` as `skaffold dev` installs it.

const values = loadValues();
const { jwt } = EXTERNAL_VALUES;
const production = render(EXTERNAL_VALUES);
const bundled = render({ services: EXTERNAL_VALUES.services });
const dev = render('values-dev.yaml', { jwt });

const deployments = ofKind(production, 'Deployment');
const services = deployments.filter((deployment) => deployment.metadata.labels?.['balcao.dev/tier'] === 'service');
const envOf = (deployment: Manifest) => containersOf(deployment)[0].env ?? [];
const envNames = (deployment: Manifest) => envOf(deployment).map((variable) => variable.name);
const workload = (manifests: Manifest[], name: string) => named(manifests, 'Deployment', `balcao-${name}`)!;

describe('helm lint --strict', () => {
  it('passes with external servers, with the bundled dependencies and with values-dev.yaml', () => {
    for (const files of [[EXTERNAL_VALUES], [{ services: EXTERNAL_VALUES.services, jwt }], ['values-dev.yaml', { jwt }]]) {
      const result = lint(...files);
      expect(result.ok, result.output).toBe(true);
    }
  });
});

// The bundled dependencies' Secrets (their passwords) are not rendered by the stand-ins.
describe.each([
  { name: 'production', manifests: production, ownSecrets: true },
  { name: 'bundled', manifests: bundled, ownSecrets: false },
  { name: 'dev', manifests: dev, ownSecrets: false },
])('the $name render', ({ manifests, ownSecrets }) => {
  it('holds valid Kubernetes objects (the schemas of their apiVersion and kind)', async () => {
    expect(await schemaProblems(manifests)).toEqual([]);
  });

  it('refers only to objects, ports and Secret keys it renders', () => {
    expect(referenceProblems(manifests, { ownSecrets })).toEqual([]);
  });

  it('defines every variable before a $(VAR) reference to it', () => {
    expect(ofKind(manifests, 'Deployment').flatMap(envOrderProblems)).toEqual([]);
  });
});

describe('the whole product', () => {
  const existingServices = readdirSync(path.join(repoRoot, 'services')).filter((name) => repoFileExists(`services/${name}/src/server.ts`));
  const existingFrontends = readdirSync(path.join(repoRoot, 'frontends')).filter((name) => {
    if (!repoFileExists(`frontends/${name}/package.json`)) return false;
    const manifest = JSON.parse(readRepoFile(`frontends/${name}/package.json`)) as { name: string; scripts?: Record<string, string> };
    return manifest.name === `@balcao/${name}` && Boolean(manifest.scripts?.build);
  });

  it('is installed: every service and frontend that exists in the repository, and nothing else', () => {
    const expected = [...existingServices.map((name) => `balcao-${name}`), ...existingFrontends.map((name) => `balcao-web-${name}`)];
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(expected.sort());
  });

  it('gives every workload a Service, an autoscaler and a disruption budget', () => {
    for (const deployment of deployments) {
      const { name } = deployment.metadata;
      expect(serviceOf(production, deployment), name).toBeDefined();
      const hpa = ofKind(production, 'HorizontalPodAutoscaler').find((candidate) => candidate.spec.scaleTargetRef.name === name);
      expect(hpa?.spec.minReplicas, `${name} HPA`).toBeGreaterThanOrEqual(2);
      const pdbs = ofKind(production, 'PodDisruptionBudget').filter((pdb) => selectedDeployments(production, pdb.spec.selector.matchLabels)[0] === deployment);
      expect(pdbs.length, `${name} PDB`).toBe(1);
    }
  });

  it('probes services on /health (alive) and /ready (ready), frontends on nginx\'s /healthz', () => {
    for (const deployment of deployments) {
      const [container] = containersOf(deployment);
      const isService = services.includes(deployment);
      expect(container.livenessProbe.httpGet.path, deployment.metadata.name).toBe(isService ? '/health' : '/healthz');
      expect(container.readinessProbe.httpGet.path, deployment.metadata.name).toBe(isService ? '/ready' : '/healthz');
    }
  });

  it('runs a different image in every workload', () => {
    const images = deployments.map((deployment) => containersOf(deployment)[0].image);
    expect(new Set(images).size).toBe(images.length);
  });
});

describe('service environment', () => {
  it('gives every service its database, bus, cache, public URL and auth\'s public key; the private key to auth alone', () => {
    for (const service of services) {
      const names = envNames(service);
      expect(names, service.metadata.name).toEqual(expect.arrayContaining(['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'JWT_PUBLIC_KEY']));
      expect(names.includes('JWT_PRIVATE_KEY'), service.metadata.name).toBe(service.metadata.name === 'balcao-auth');
    }
  });

  it('runs the bundled NATS as a 3-node JetStream cluster and keeps the stream at 3 replicas on every service', () => {
    const nats = values.nats as { enabled: boolean; config: { cluster: { enabled: boolean; replicas: number }; jetstream: { enabled: boolean } } };
    expect(nats.enabled).toBe(true);
    expect(nats.config.jetstream.enabled).toBe(true);
    expect(nats.config.cluster).toEqual({ enabled: true, replicas: 3 });
    const replicasOf = (manifests: Manifest[]) =>
      ofKind(manifests, 'Deployment')
        .filter((deployment) => deployment.metadata.labels?.['balcao.dev/tier'] === 'service')
        .map((deployment) => [deployment.metadata.name, envOf(deployment).find((variable) => variable.name === 'NATS_STREAM_REPLICAS')?.value]);
    const expectAll = (manifests: Manifest[], count: string) => {
      const found = replicasOf(manifests);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(found.map(([name]) => [name, count]));
    };
    expectAll(bundled, '3');
    expectAll(render({ services: EXTERNAL_VALUES.services, nats: { config: { cluster: { replicas: 5 } } } }), '5');
    // One NATS server (values-dev.yaml), or an external one as given.
    expectAll(dev, '1');
    expectAll(production, '1');
    expectAll(render(EXTERNAL_VALUES, { externalNats: { streamReplicas: 3 } }), '3');
    expect(template(EXTERNAL_VALUES, { externalNats: { streamReplicas: 7 } }).error).toMatch(/streamReplicas/);
  });

  it('runs messaging on Baileys with attachments in S3 and a generated key for their links', () => {
    const env = Object.fromEntries(envOf(workload(production, 'messaging')).map((variable) => [variable.name, variable]));
    expect(env.CHANNEL_PROVIDER?.value).toBe('baileys');
    expect(env.MEDIA_STORAGE?.value).toBe('s3');
    expect(env.S3_BUCKET?.value).toBe('balcao-media');
    const signing = env.MEDIA_SIGNING_SECRET?.valueFrom?.secretKeyRef;
    const secret = named(production, 'Secret', signing?.name ?? '');
    expect(Buffer.from(secret?.data?.[signing!.key] ?? '', 'base64').length).toBeGreaterThanOrEqual(32);
    expect(secret?.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');
  });

  it("lets agents' audio summary read messaging's signed links from messaging itself, with messaging's key", () => {
    const byName = (name: string) => Object.fromEntries(envOf(workload(production, name)).map((variable) => [variable.name, variable]));
    const [agents, messaging] = [byName('agents'), byName('messaging')];
    expect(agents.MEDIA_SIGNING_SECRET?.valueFrom?.secretKeyRef).toEqual(messaging.MEDIA_SIGNING_SECRET?.valueFrom?.secretKeyRef);
    expect(agents.MEDIA_INTERNAL_URL?.value).toBe(`http://${named(production, 'Service', 'balcao-messaging')?.metadata.name}`);
  });

  it('names only variables that the services read', () => {
    // Keys of the zod config schemas: libs/service-kit's base one and each service's own.
    const configKeys = (source: string) => [...source.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
    const sources = (dir: string): string[] =>
      readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return sources(relative);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readRepoFile(relative)] : [];
      });
    const base = configKeys(readRepoFile('libs/service-kit/src/config.ts'));
    for (const service of services) {
      const [container] = containersOf(service);
      const known = new Set([...base, ...sources(`services/${container.name}/src`).flatMap(configKeys)]);
      // Variables only there to be referenced as $(NAME) by another one.
      const helpers = new Set(envOf(service).flatMap((variable) => [...(variable.value ?? '').matchAll(/\$\((\w+)\)/g)].map((match) => match[1])));
      const unknown = envNames(service).filter((name) => !known.has(name) && !helpers.has(name));
      expect(unknown, service.metadata.name).toEqual([]);
    }
  });
});

describe('Ingress', () => {
  const backendOf = (manifests: Manifest[], path: string) => ingressRoute(manifests, path)?.backend.name;

  it('claims no path twice', () => {
    const paths = ofKind(production, 'Ingress').flatMap(ingressPaths).map((entry) => entry.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('takes the realtime WebSockets to notifications through an Ingress that keeps them open', () => {
    const route = ingressRoute(production, '/api/realtime?ticket=abc');
    expect(route?.backend.name).toBe('balcao-notifications');
    expect(backendOf(production, '/api/realtime/ticket')).toBe('balcao-notifications');
    const annotations = named(production, 'Ingress', route!.ingress)!.metadata.annotations ?? {};
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(annotations['nginx.ingress.kubernetes.io/proxy-body-size'], 'the main Ingress\'s annotations apply too').toBe('32m');
  });

  it('routes the simulator\'s page and API to messaging only when messaging runs the simulator', () => {
    for (const path of ['/simulator', '/api/simulator/scan']) {
      expect(backendOf(production, path), path).toBe('balcao-web-shell');
      expect(backendOf(dev, path), path).toBe('balcao-messaging');
    }
  });

  it('serves each remote under /remotes/<name>/ and the shell at /', () => {
    for (const deployment of deployments.filter((candidate) => !services.includes(candidate))) {
      const name = deployment.metadata.name.replace('balcao-web-', '');
      const path = name === 'shell' ? '/inbox/conversas' : `/remotes/${name}/mf-manifest.json`;
      expect(backendOf(production, path), path).toBe(deployment.metadata.name);
    }
  });
});

describe('the shell\'s /runtime-config.json', () => {
  it('lists every installed remote\'s manifest', () => {
    const configMap = named(production, 'ConfigMap', 'balcao-web-shell-runtime-config')!;
    const runtimeConfig = JSON.parse(configMap.data!['runtime-config.json']) as { remotes: Record<string, string> };
    const remotes = deployments.map((deployment) => deployment.metadata.name.replace('balcao-web-', '')).filter((name) => values.frontends[name]?.role === 'remote');
    expect(runtimeConfig.remotes).toEqual(Object.fromEntries(remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`])));
  });

  it('is mounted where the shell\'s nginx reads it', () => {
    const mount = containersOf(workload(production, 'web-shell'))[0].volumeMounts?.find((volume) => volume.name === 'runtime-config');
    expect(readRepoFile('deploy/docker/nginx/shell.conf')).toMatch(new RegExp(`location = /runtime-config\\.json \\{\\s+root ${mount?.mountPath};`));
  });
});

describe('values-dev.yaml (skaffold dev)', () => {
  it('runs one pod of everything, without autoscalers or disruption budgets', () => {
    expect(ofKind(dev, 'HorizontalPodAutoscaler')).toEqual([]);
    expect(ofKind(dev, 'PodDisruptionBudget')).toEqual([]);
    for (const deployment of ofKind(dev, 'Deployment')) expect(deployment.spec.replicas, deployment.metadata.name).toBe(1);
  });

  it('keeps messaging\'s attachments on its disk and runs the simulator', () => {
    const env = envOf(workload(dev, 'messaging'));
    expect(env).toEqual(expect.arrayContaining([{ name: 'MEDIA_STORAGE', value: 'local' }, { name: 'CHANNEL_PROVIDER', value: 'simulator' }]));
  });
});

describe('the chart refuses', () => {
  const refusal = (...overrides: object[]) => template(EXTERNAL_VALUES, ...overrides).error;

  it('an install without a database', () => {
    expect(refusal({ externalDatabase: { url: '' } })).toContain('set externalDatabase.url or externalDatabase.existingSecret');
  });

  it('messaging\'s S3 storage without a bucket or keys', () => {
    expect(refusal({ services: { messaging: { media: { s3: { bucket: '' } } } } })).toContain('services.messaging.media.storage=s3 needs media.s3.bucket');
    expect(refusal({ services: { messaging: { media: { s3: { secretKey: '' } } } } })).toContain('needs media.s3.existingSecret, or media.s3.accessKey and media.s3.secretKey');
  });

  it('attachments on the pods\' own disks when messaging runs several pods', () => {
    expect(refusal({ services: { messaging: { media: { storage: 'local' } } } })).toContain('keeps files on each pod\'s own disk');
    expect(refusal({ services: { messaging: { media: { storage: 'local' }, replicas: 1, autoscaling: { enabled: false } } } })).toBeUndefined();
  });

  it('several Baileys pods without a shared Redis for their device leases', () => {
    expect(refusal({ externalRedis: { url: '' } })).toContain('their WhatsApp device leases need a shared Redis');
    expect(refusal({ externalRedis: { url: '' }, services: { messaging: { channelProvider: 'simulator' } } })).toBeUndefined();
  });

  it('values that values.schema.json rules out', () => {
    expect(refusal({ services: { auth: { routes: ['/auth'] } } })).toMatch(/values don't meet the specifications of the schema[\s\S]*services\/auth\/routes\/0/);
  });
});

describe('Chart.yaml', () => {
  it('takes NATS, Redis and PostgreSQL as dependencies, each switched by <name>.enabled with an external* block to use instead', () => {
    const chart = loadYaml<{ dependencies: Array<{ name: string; condition: string }> }>(`${CHART_DIR}/Chart.yaml`);
    expect(chart.dependencies.map((dependency) => dependency.name).sort()).toEqual(['nats', 'postgresql', 'redis']);
    const external = { nats: 'externalNats', redis: 'externalRedis', postgresql: 'externalDatabase' } as Record<string, string>;
    for (const dependency of chart.dependencies) {
      expect(dependency.condition).toBe(`${dependency.name}.enabled`);
      expect(values[external[dependency.name]], external[dependency.name]).toBeTypeOf('object');
    }
  });
});
