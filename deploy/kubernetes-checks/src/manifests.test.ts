import { describe, expect, it } from 'vitest';
import { EXTERNAL_VALUES, render } from './helm';
import { containersOf, envOrderProblems, ingressRoute, named, referenceProblems, resolveEnv, schemaProblems, type Manifest } from './manifests';

// The checks chart.test.ts and routing.test.ts run on the real chart, shown failing on
// broken copies of its manifests: a check that cannot fail proves nothing.

const manifests = render(EXTERNAL_VALUES);
const bundled = render({ services: EXTERNAL_VALUES.services, jwt: EXTERNAL_VALUES.jwt });

/** A copy of the render with one object changed. */
function broken(kind: string, name: string, change: (manifest: Manifest) => void, from = manifests) {
  const copy = structuredClone(from);
  change(named(copy, kind, name)!);
  return copy;
}

describe('schemaProblems catches', () => {
  it('a missing required field, a wrong type, and an apiVersion that has no such kind', async () => {
    const deployment = named(manifests, 'Deployment', 'balcao-auth')!;
    const copy = structuredClone(deployment);
    delete (copy.spec.template.spec.containers[0] as { name?: string }).name;
    copy.spec.template.spec.containers[0].ports[0].containerPort = '8080';
    expect(await schemaProblems([copy])).toEqual([
      expect.stringMatching(/^Deployment balcao-auth: .*containers\/0 must have required property name/),
    ]);
    copy.spec.template.spec.containers[0].name = 'auth';
    expect(await schemaProblems([copy])).toEqual([expect.stringMatching(/containerPort must be integer/)]);
    expect(await schemaProblems([{ ...deployment, apiVersion: 'apps/v2' }])).toEqual(['Deployment balcao-auth: no Kubernetes schema for apps/v2 Deployment']);
  });
});

describe('referenceProblems catches', () => {
  it('an Ingress path to a Service that is not rendered', () => {
    const copy = broken('Ingress', 'balcao', (ingress) => (ingress.spec.rules[0].http.paths[0].backend.service.name = 'balcao-nothing'));
    expect(referenceProblems(copy)).toEqual([expect.stringMatching(/^Ingress balcao: \/api\/\S+ goes to Service balcao-nothing, which is not rendered$/)]);
  });

  it('a Service port its pods do not have, and a Service that selects no pods', () => {
    const copy = broken('Service', 'balcao-messaging', (service) => (service.spec.ports[0].targetPort = 'web'));
    expect(referenceProblems(copy)).toEqual(['Service balcao-messaging: targetPort web is not a port of Deployment balcao-messaging']);
    const lost = broken('Service', 'balcao-messaging', (service) => (service.spec.selector['app.kubernetes.io/component'] = 'messages'));
    expect(referenceProblems(lost)).toEqual(["Service balcao-messaging: selects no Deployment's pods"]);
  });

  it('an autoscaler of a Deployment that is not rendered', () => {
    const copy = broken('HorizontalPodAutoscaler', 'balcao-auth', (hpa) => (hpa.spec.scaleTargetRef.name = 'balcao-authentication'));
    expect(referenceProblems(copy)).toEqual(['HorizontalPodAutoscaler balcao-auth: scales Deployment balcao-authentication, which is not rendered']);
  });

  it('a Secret key nobody writes', () => {
    const copy = broken('Deployment', 'balcao-messaging', (deployment) => {
      const variable = containersOf(deployment)[0].env!.find((entry) => entry.name === 'S3_ACCESS_KEY')!;
      variable.valueFrom!.secretKeyRef!.key = 'messaging-s3-acess-key';
    });
    expect(referenceProblems(copy)).toEqual(['Deployment balcao-messaging: S3_ACCESS_KEY reads key messaging-s3-acess-key of Secret balcao-connections, which is not rendered']);
  });
});

describe('envOrderProblems catches', () => {
  it('a $(VAR) used above its definition', () => {
    const copy = broken(
      'Deployment',
      'balcao-auth',
      (deployment) => {
        const env = containersOf(deployment)[0].env!;
        const password = env.findIndex((entry) => entry.name === 'DATABASE_PASSWORD');
        env.push(...env.splice(password, 1));
      },
      bundled,
    );
    expect(envOrderProblems(named(copy, 'Deployment', 'balcao-auth')!)).toEqual(['Deployment balcao-auth: DATABASE_URL uses $(DATABASE_PASSWORD) before it is defined']);
  });
});

describe('resolveEnv', () => {
  it('reads Secrets and expands $(VAR) as the kubelet does', () => {
    const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, data: { password: Buffer.from('p@ss').toString('base64') } };
    const env = [
      { name: 'PASSWORD', valueFrom: { secretKeyRef: { name: 's', key: 'password' } } },
      { name: 'URL', value: 'postgres://u:$(PASSWORD)@db/$(NAME)' },
    ];
    expect(resolveEnv([secret], env)).toEqual({ PASSWORD: 'p@ss', URL: 'postgres://u:p@ss@db/$(NAME)' });
  });
});

describe('ingressRoute', () => {
  const backend = (path: string) => ingressRoute(manifests, path)?.backend.name;

  it('matches Prefix paths segment by segment and prefers the longest', () => {
    expect(backend('/api/user/1')).toBe('balcao-auth');
    expect(backend('/api/user-roles/permissions')).toBe('balcao-auth');
    expect(backend('/api/users')).toBe('balcao-web-shell');
    expect(backend('/api/office/1')).toBe('balcao-auth');
    expect(backend('/api/office/import-contacts')).toBe('balcao-messaging');
  });

  it('matches an Exact path only as written', () => {
    const copy = broken('Ingress', 'balcao', (ingress) => (ingress.spec.rules[0].http.paths.find((entry: { path: string }) => entry.path === '/api/tag').pathType = 'Exact'));
    expect(ingressRoute(copy, '/api/tag')?.backend.name).toBe('balcao-messaging');
    expect(ingressRoute(copy, '/api/tag/1')?.backend.name).toBe('balcao-web-shell');
  });
});
