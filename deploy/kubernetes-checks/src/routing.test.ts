import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestInfra, TEST_NATS_URL, TEST_REDIS_URL, type TestInfra } from '@balcao/service-kit/testing';
import { EXTERNAL_VALUES, render } from './helm';
import { containersOf, ingressRoute, misroutedPaths, named, ofKind, resolveEnv, serviceOf, type Manifest } from './manifests';
import { startService, type RunningService } from './run-service';
import { OPERATOR_PATHS, STAND_IN_PATHS, STAND_IN_PREFIXES } from './stand-ins';

// Every service of the chart started the way its rendered Deployment runs it, with this
// machine's PostgreSQL, NATS and Redis as the external servers: each must start on that
// environment alone, answer its probes, and be reached through the Ingress at every /api
// path of its OpenAPI document. They run with every stand-in on (as values-dev.yaml does), so
// their documents list the stand-ins' paths too, which the production values' Ingress must
// not reach.

const STAND_INS = { standIns: { devMailbox: true, paymentsSandbox: true, simulator: true }, services: { messaging: { channelProvider: 'simulator' } } };

let infra: TestInfra | undefined;
let manifests: Manifest[] = [];
/** The same install with the chart's defaults: no stand-in on. */
let production: Manifest[] = [];
/** What every render here installs against: this machine's servers and this run's names. */
let installValues: object = {};
const running: RunningService[] = [];
const runningService = (name: string) => running.find((service) => service.name === name)!;
const serviceName = (service: RunningService) => serviceOf(manifests, service.deployment)!.metadata.name;

async function openapiPaths(service: RunningService): Promise<string[]> {
  const document = (await (await fetch(`${service.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
  return Object.keys(document.paths).filter((path) => path.startsWith('/api/'));
}

beforeAll(async () => {
  infra = await createTestInfra();
  installValues = {
    externalDatabase: { url: infra.databaseUrl },
    externalNats: { url: TEST_NATS_URL },
    externalRedis: { url: TEST_REDIS_URL },
    // This run's own stream, subjects and keys, which infra.cleanup() removes.
    commonEnv: { NATS_STREAM: infra.config.NATS_STREAM, NATS_SUBJECT_PREFIX: infra.config.NATS_SUBJECT_PREFIX, REDIS_KEY_PREFIX: infra.config.REDIS_KEY_PREFIX, LOG_LEVEL: 'warn' },
    // The key pair the chart generates on a first install.
    jwt: { publicKey: '', privateKey: '' },
  };
  manifests = render(EXTERNAL_VALUES, installValues, STAND_INS);
  production = render(EXTERNAL_VALUES, installValues);
  const deployments = ofKind(manifests, 'Deployment').filter((deployment) => deployment.metadata.labels?.['balcao.dev/tier'] === 'service');
  // Two at a time: seven processes compiling their TypeScript at once starve each other on a
  // small machine past Fastify's 10 s plugin timeout.
  const queue = [...deployments];
  const starters = [0, 1].map(async () => {
    for (let deployment = queue.shift(); deployment; deployment = queue.shift()) running.push(await startService(manifests, deployment));
  });
  const failed = (await Promise.allSettled(starters)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
});

afterAll(async () => {
  await Promise.all(running.map((service) => service.stop()));
  await infra?.cleanup();
});

describe('each service, started from its rendered Deployment', () => {
  it('answers its startup, readiness and liveness probes, and its metrics scrape to the holder of the chart\'s token alone', async () => {
    for (const service of running) {
      const [container] = containersOf(service.deployment);
      for (const path of [container.startupProbe?.httpGet.path, container.readinessProbe.httpGet.path, container.livenessProbe.httpGet.path]) {
        expect((await fetch(`${service.url}${path}`)).status, `${service.name} ${path}`).toBe(200);
      }
      const scrape = `${service.url}${service.deployment.spec.template.metadata.annotations['prometheus.io/path']}`;
      const token = resolveEnv(manifests, container.env ?? []).METRICS_TOKEN;
      expect((await fetch(scrape, { headers: { authorization: `Bearer ${token}` } })).status, `${service.name} scrape`).toBe(200);
      expect((await fetch(scrape)).status, `${service.name} scrape without the token`).toBe(401);
    }
  });

  it('is reached through the Ingress at every /api path of its OpenAPI document', async () => {
    const misrouted = await Promise.all(
      running.map(async (service) => {
        const paths = await openapiPaths(service);
        return [service.name, paths.length === 0 ? ['its OpenAPI document lists no /api path'] : misroutedPaths(manifests, paths, serviceName(service))];
      }),
    );
    expect(Object.fromEntries(misrouted)).toEqual(Object.fromEntries(running.map((service) => [service.name, []])));
  });

  it('holds the realtime sockets of the websocket Ingress, opened with tickets asked with the tokens auth signs with the chart\'s keys', async () => {
    const auth = runningService('auth');
    const notifications = runningService('notifications');
    expect(ingressRoute(manifests, '/api/realtime')).toMatchObject({ ingress: 'balcao-websocket', backend: { name: serviceName(notifications) } });

    const signUp = await fetch(`${auth.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana Souza', email: `ana-${Date.now()}@example.com`, phoneNumber: '11987654321', password: 'senha-forte-123' }),
    });
    expect(signUp.status).toBe(201);
    const { userToken } = (await signUp.json()) as { userToken: string };
    const { officeId } = JSON.parse(Buffer.from(userToken.split('.')[1], 'base64url').toString()) as { officeId: string };

    const ticket = await fetch(`${notifications.url}/api/realtime/ticket`, { method: 'POST', headers: { authorization: `Bearer ${userToken}` } });
    expect(ticket.status).toBe(200);
    const socket = new WebSocket(`${notifications.url.replace(/^http/, 'ws')}/api/realtime?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
    const reply = await new Promise((resolve, reject) => {
      socket.once('open', () => socket.send(JSON.stringify({ event: 'subscribeToOffice', data: { officeId } })));
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.once('close', (code) => reject(new Error(`the socket closed with code ${code}`)));
      socket.once('error', reject);
    }).finally(() => socket.close());
    expect(reply).toMatchObject({ event: 'subscribedToOffice', data: { officeId } });
  });

  it('with the production values, is not reached at its stand-ins\' paths, nor at /metrics, /health, /ready and /api/docs, but still at every other path', async () => {
    const isStandIn = (path: string) => STAND_IN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const reached: string[] = [];
    const standInPaths: string[] = [];
    for (const service of running) {
      const paths = await openapiPaths(service);
      standInPaths.push(...paths.filter(isStandIn));
      expect(misroutedPaths(production, paths.filter((path) => !isStandIn(path)), serviceName(service)), service.name).toEqual([]);
      for (const path of [...paths.filter(isStandIn), ...OPERATOR_PATHS]) {
        if (ingressRoute(production, path.replace(/\{[^}]+\}/g, 'x'))?.backend.name === serviceName(service)) reached.push(`${path} reaches ${service.name}`);
      }
    }
    expect(reached).toEqual([]);
    // The documents do list each stand-in's API (so the check above saw them).
    for (const [standIn, paths] of Object.entries(STAND_IN_PATHS)) {
      const apiPaths = paths.filter((path) => path.startsWith('/api/'));
      expect(standInPaths.filter((path) => apiPaths.includes(path.replace(/\{[^}]+\}/g, 'x'))).length, standIn).toBeGreaterThan(0);
    }
  });

  it('with ingress.publicApiDocs, answers its OpenAPI document at the path the Ingress then routes to it', async () => {
    const withDocs = render(EXTERNAL_VALUES, { ...installValues, ingress: { publicApiDocs: true } });
    for (const service of running) {
      const path = `/api/docs/${service.name}/json`;
      expect(ingressRoute(withDocs, path)?.backend.name, path).toBe(serviceName(service));
      expect(ingressRoute(production, path)?.backend.name, `${path} without publicApiDocs`).not.toBe(serviceName(service));
      const response = await fetch(`${service.url}${path}`);
      expect(response.status, path).toBe(200);
      const documented = Object.keys(((await response.json()) as { paths: object }).paths);
      expect(documented, path).toEqual(expect.arrayContaining(await openapiPaths(service)));
    }
  });

  it('would be reported when the Ingress sends one of its paths elsewhere', async () => {
    const messaging = runningService('messaging');
    const broken = structuredClone(manifests);
    const ingress = named(broken, 'Ingress', 'balcao')!;
    for (const rule of ingress.spec.rules) rule.http.paths = rule.http.paths.filter((entry: { path: string }) => entry.path !== '/api/media');
    expect(misroutedPaths(broken, await openapiPaths(messaging), serviceName(messaging))).toEqual(['/api/media/{key} goes to balcao-web-shell']);
  });
});
