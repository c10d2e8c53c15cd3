import { describe, expect, it } from 'vitest';
import { EXTERNAL_VALUES, render, template } from './helm';
import { containersOf, ingressRoute, named, ofKind, type Manifest } from './manifests';
import { OPERATOR_PATHS, STAND_IN_PATHS } from './stand-ins';

// The chart's default values are a production install (NODE_ENV=production): the local
// stand-ins of ARCHITECTURE §7 (dev mailbox, payments sandbox, WhatsApp simulator) and the
// operators' endpoints are not reachable from outside unless a value turns each on.

/** What an install must give besides the defaults: messaging's bucket and keys. */
const required = { services: EXTERNAL_VALUES.services, jwt: EXTERNAL_VALUES.jwt };
const defaults = render(required);
const allStandIns = { standIns: { devMailbox: true, paymentsSandbox: true, simulator: true }, services: { messaging: { channelProvider: 'simulator' } } };

const serviceNames = (manifests: Manifest[]) =>
  ofKind(manifests, 'Service')
    .filter((service) => service.metadata.labels?.['balcao.dev/tier'] === 'service')
    .map((service) => service.metadata.name);
const backendOf = (manifests: Manifest[], path: string) => ingressRoute(manifests, path)?.backend.name;
/** The paths of `paths` that reach one of the services through the Ingresses, with where they go. */
const reachingServices = (manifests: Manifest[], paths: string[]) => {
  const services = serviceNames(manifests);
  return paths.map((path) => `${path} → ${backendOf(manifests, path)}`).filter((entry) => services.includes(entry.split(' → ')[1]!));
};
/** A service's plain variables (the Secrets of the bundled dependencies are not rendered here). */
const envOf = (manifests: Manifest[], name: string) =>
  Object.fromEntries((containersOf(named(manifests, 'Deployment', `balcao-${name}`)!)[0].env ?? []).map((variable) => [variable.name, variable.value]));

describe('the default values (production)', () => {
  it('route no stand-in page or API to a service: the dev mailbox, the payments sandbox and the simulator reach the shell, which answers 404', () => {
    expect(reachingServices(defaults, Object.values(STAND_IN_PATHS).flat())).toEqual([]);
    for (const path of Object.values(STAND_IN_PATHS).flat()) expect(backendOf(defaults, path), path).toBe('balcao-web-shell');
  });

  it('route none of the operators\' endpoints (/metrics, /health, /ready, /api/docs) to a service', () => {
    expect(reachingServices(defaults, OPERATOR_PATHS)).toEqual([]);
  });

  it('still route the product\'s own paths next to them (billing\'s subscription, auth\'s users)', () => {
    expect(backendOf(defaults, '/api/subscription/plans')).toBe('balcao-billing');
    expect(backendOf(defaults, '/api/webhooks/asaas')).toBe('balcao-billing');
    expect(backendOf(defaults, '/api/user/1')).toBe('balcao-auth');
  });

  it('run every service with NODE_ENV=production and no stand-in variable', () => {
    for (const name of serviceNames(defaults).map((service) => service.replace('balcao-', ''))) {
      const env = envOf(defaults, name);
      expect(env.NODE_ENV, name).toBe('production');
      for (const variable of ['DEV_MAILBOX', 'PAYMENTS_SANDBOX', 'METRICS_PUBLIC', 'SEED_DEMO']) expect(env[variable], `${name} ${variable}`).toBeUndefined();
    }
    expect(envOf(defaults, 'messaging').CHANNEL_PROVIDER).toBe('baileys');
  });

  it('give every service METRICS_TOKEN from a random Secret kept across upgrades, or from metrics.existingSecret', () => {
    const secretRefs = serviceNames(defaults).map((service) => {
      const variable = (containersOf(named(defaults, 'Deployment', service)!)[0].env ?? []).find((entry) => entry.name === 'METRICS_TOKEN');
      return variable?.valueFrom?.secretKeyRef;
    });
    expect(secretRefs.every((ref) => ref?.name === 'balcao-metrics' && ref.key === 'metrics-token'), JSON.stringify(secretRefs)).toBe(true);
    const secret = named(defaults, 'Secret', 'balcao-metrics')!;
    expect(Buffer.from(secret.data!['metrics-token']!, 'base64').toString()).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(secret.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');

    const own = render(required, { metrics: { existingSecret: 'prometheus-scrape' } });
    expect(named(own, 'Secret', 'balcao-metrics')).toBeUndefined();
    const variable = (containersOf(named(own, 'Deployment', 'balcao-auth')!)[0].env ?? []).find((entry) => entry.name === 'METRICS_TOKEN');
    expect(variable?.valueFrom?.secretKeyRef).toEqual({ name: 'prometheus-scrape', key: 'metrics-token' });
  });

  it('believe one proxy hop (the Ingress controller) for the client\'s address', () => {
    for (const name of serviceNames(defaults).map((service) => service.replace('balcao-', ''))) expect(envOf(defaults, name).TRUST_PROXY, name).toBe('1');
    const behindBalancer = render(required, { trustProxy: 2 });
    expect(envOf(behindBalancer, 'auth').TRUST_PROXY).toBe('2');
    expect(envOf(render(required, { trustProxy: '10.0.0.0/8, 192.168.0.10' }), 'auth').TRUST_PROXY).toBe('10.0.0.0/8, 192.168.0.10');
  });

  it('keep a stand-in path away from a service even when one of its routes covers it (the longest prefix wins)', () => {
    const covering = render(required, { services: { billing: { routes: ['/api/subscription', '/api/credits', '/api/webhooks/asaas', '/api/billing'] } } });
    expect(reachingServices(covering, STAND_IN_PATHS.paymentsSandbox)).toEqual([]);
    expect(backendOf(covering, '/api/billing/invoices')).toBe('balcao-billing');
  });
});

describe('each stand-in, turned on by its own value', () => {
  it('standIns.devMailbox routes /api/dev to auth and gives the services that send mail DEV_MAILBOX=true', () => {
    const manifests = render(required, { standIns: { devMailbox: true } });
    for (const path of STAND_IN_PATHS.devMailbox) expect(backendOf(manifests, path), path).toBe('balcao-auth');
    expect(reachingServices(manifests, [...STAND_IN_PATHS.paymentsSandbox, ...STAND_IN_PATHS.simulator])).toEqual([]);
    for (const name of ['auth', 'notifications', 'billing']) expect(envOf(manifests, name).DEV_MAILBOX, name).toBe('true');
    expect(envOf(manifests, 'crm').DEV_MAILBOX).toBeUndefined();
  });

  it('standIns.paymentsSandbox routes /api/billing/sandbox to billing and gives it PAYMENTS_SANDBOX=true', () => {
    const manifests = render(required, { standIns: { paymentsSandbox: true } });
    for (const path of STAND_IN_PATHS.paymentsSandbox) expect(backendOf(manifests, path), path).toBe('balcao-billing');
    expect(envOf(manifests, 'billing').PAYMENTS_SANDBOX).toBe('true');
    expect(reachingServices(manifests, [...STAND_IN_PATHS.devMailbox, ...STAND_IN_PATHS.simulator])).toEqual([]);
  });

  it('the simulator channel alone runs the simulator but does not route it; standIns.simulator routes its page and API to messaging', () => {
    const channelOnly = render(required, { services: { messaging: { channelProvider: 'simulator' } } });
    expect(envOf(channelOnly, 'messaging').CHANNEL_PROVIDER).toBe('simulator');
    expect(reachingServices(channelOnly, STAND_IN_PATHS.simulator)).toEqual([]);
    const routed = render(required, { standIns: { simulator: true }, services: { messaging: { channelProvider: 'simulator' } } });
    for (const path of STAND_IN_PATHS.simulator) expect(backendOf(routed, path), path).toBe('balcao-messaging');
  });

  it('ingress.publicApiDocs routes each service\'s API documentation under /api/docs/<service>', () => {
    const manifests = render(required, { ingress: { publicApiDocs: true } });
    for (const name of serviceNames(manifests)) {
      const service = name.replace('balcao-', '');
      expect(backendOf(manifests, `/api/docs/${service}/json`), service).toBe(name);
    }
    expect(reachingServices(manifests, ['/metrics', '/health', '/ready'])).toEqual([]);
  });

  it('values-dev.yaml (skaffold dev) turns every stand-in on', () => {
    const dev = render('values-dev.yaml', { jwt: EXTERNAL_VALUES.jwt });
    expect(backendOf(dev, '/api/dev/mailbox/page')).toBe('balcao-auth');
    expect(backendOf(dev, '/api/billing/sandbox')).toBe('balcao-billing');
    expect(backendOf(dev, '/simulator')).toBe('balcao-messaging');
    expect(envOf(dev, 'billing').PAYMENTS_SANDBOX).toBe('true');
  });
});

describe('values that would make a production install unsafe are refused', () => {
  const refusal = (...overrides: object[]) => template(required, ...overrides).error;
  const schemaRefusal = /values don't meet the specifications of the schema/;

  it('trusting any X-Forwarded-For (TRUST_PROXY=true lets a client choose its address and its rate-limit key)', () => {
    expect(refusal({ trustProxy: true })).toMatch(schemaRefusal);
    expect(refusal({ trustProxy: 'true' })).toMatch(schemaRefusal);
    expect(refusal({ commonEnv: { TRUST_PROXY: 'true' } })).toMatch(schemaRefusal);
    expect(refusal({ services: { auth: { env: { TRUST_PROXY: 'true' } } } })).toMatch(schemaRefusal);
    expect(refusal({ services: { auth: { extraEnv: [{ name: 'TRUST_PROXY', value: 'true' }] } } })).toMatch(schemaRefusal);
  });

  it('a NODE_ENV other than production, or a stand-in variable set around its value', () => {
    expect(refusal({ commonEnv: { NODE_ENV: 'development' } })).toMatch(schemaRefusal);
    expect(refusal({ services: { billing: { env: { NODE_ENV: 'development' } } } })).toMatch(schemaRefusal);
    for (const name of ['DEV_MAILBOX', 'PAYMENTS_SANDBOX', 'CHANNEL_PROVIDER', 'METRICS_TOKEN', 'METRICS_PUBLIC']) {
      expect(refusal({ commonEnv: { [name]: 'true' } }), name).toMatch(schemaRefusal);
    }
  });

  it('a route inside a stand-in\'s or the API documentation\'s paths', () => {
    for (const route of ['/api/dev/mailbox', '/api/billing/sandbox', '/api/simulator', '/api/docs']) {
      expect(refusal({ services: { auth: { routes: ['/api/auth', route] } } }), route).toMatch(schemaRefusal);
    }
  });

  it('a remote\'s manifestUrl that would write into the shell\'s nginx configuration (its origin joins the policy there)', () => {
    for (const manifestUrl of ['https://cdn.example.com/crm"; add_header X 1; #', 'https://cdn.example.com/a b', "javascript:alert(1)"]) {
      expect(refusal({ frontends: { crm: { manifestUrl } } }), manifestUrl).toMatch(schemaRefusal);
    }
    expect(refusal({ frontends: { crm: { manifestUrl: 'https://cdn.example.com:8443/balcao/crm/mf-manifest.json' } } })).toBeUndefined();
  });

  it('routing the simulator to a messaging that does not run it', () => {
    expect(refusal({ standIns: { simulator: true } })).toContain('standIns.simulator routes the simulator to services.messaging, whose channelProvider is baileys');
    expect(refusal(allStandIns)).toBeUndefined();
  });
});
