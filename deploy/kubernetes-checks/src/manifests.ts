/**
 * Reading and checking what `helm template` rendered. Each check returns the problems it
 * finds (empty when the manifests are right), so a test can show it failing on a broken copy.
 */

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}

export const ofKind = (manifests: Manifest[], kind: string) => manifests.filter((manifest) => manifest.kind === kind);
export const named = (manifests: Manifest[], kind: string, name: string) => ofKind(manifests, kind).find((manifest) => manifest.metadata.name === name);
const title = (manifest: Manifest) => `${manifest.kind} ${manifest.metadata?.name}`;

/** Each manifest against the Kubernetes OpenAPI schema of its apiVersion and kind (kubernetes-models). */
export async function schemaProblems(manifests: Manifest[]): Promise<string[]> {
  const problems: string[] = [];
  for (const manifest of manifests) {
    const models = await import(/* @vite-ignore */ `kubernetes-models/${manifest.apiVersion}/${manifest.kind}`).catch(() => undefined);
    const Model: (new (data: unknown) => { validate(): void }) | undefined = models?.[manifest.kind];
    if (!Model) {
      problems.push(`${title(manifest)}: no Kubernetes schema for ${manifest.apiVersion} ${manifest.kind}`);
      continue;
    }
    try {
      new Model(manifest).validate();
    } catch (error) {
      problems.push(`${title(manifest)}: ${(error as Error).message}`);
    }
  }
  return problems;
}

const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** The Deployments whose pods a label selector picks. */
export const selectedDeployments = (manifests: Manifest[], selector: Record<string, string>) =>
  ofKind(manifests, 'Deployment').filter((deployment) => matches(selector, deployment.spec.template.metadata.labels));

/** The Service in front of a Deployment's pods. */
export const serviceOf = (manifests: Manifest[], deployment: Manifest) =>
  ofKind(manifests, 'Service').find((service) => matches(service.spec.selector, deployment.spec.template.metadata.labels));

type HttpProbe = { httpGet: { path: string; port: string | number }; periodSeconds?: number; failureThreshold?: number };

export interface Container {
  name: string;
  image: string;
  env?: EnvVar[];
  ports?: Array<{ name?: string; containerPort: number }>;
  startupProbe?: HttpProbe;
  readinessProbe: HttpProbe;
  livenessProbe: HttpProbe;
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}

export const containersOf = (deployment: Manifest): Container[] => deployment.spec.template.spec.containers;

/**
 * What the schemas cannot see: names one object gives another. Ingress backends, Service
 * selectors and ports, HPA targets, PDB selectors, ConfigMap volumes, the ServiceAccount, and
 * the keys of Secrets, where all of them are the chart's own (no dependency chart's, no
 * existing one).
 */
export function referenceProblems(manifests: Manifest[], { ownSecrets = true } = {}): string[] {
  const problems: string[] = [];
  const has = (kind: string, name: string) => named(manifests, kind, name) !== undefined;
  for (const ingress of ofKind(manifests, 'Ingress')) {
    for (const { path, backend } of ingressPaths(ingress)) {
      const service = named(manifests, 'Service', backend.name);
      if (!service) problems.push(`${title(ingress)}: ${path} goes to Service ${backend.name}, which is not rendered`);
      else if (!service.spec.ports.some((port: { name?: string; port: number }) => port.name === backend.port || port.port === backend.port)) {
        problems.push(`${title(ingress)}: ${path} goes to port ${backend.port}, which Service ${backend.name} does not have`);
      }
    }
  }
  for (const service of ofKind(manifests, 'Service')) {
    const [deployment, ...others] = selectedDeployments(manifests, service.spec.selector);
    if (!deployment || others.length > 0) {
      problems.push(`${title(service)}: selects ${deployment ? 'the pods of several Deployments' : 'no Deployment\'s pods'}`);
      continue;
    }
    const ports = containersOf(deployment).flatMap((container) => container.ports ?? []);
    for (const { targetPort } of service.spec.ports as Array<{ targetPort: string | number }>) {
      if (!ports.some((port) => port.name === targetPort || port.containerPort === targetPort)) problems.push(`${title(service)}: targetPort ${targetPort} is not a port of ${title(deployment)}`);
    }
  }
  for (const hpa of ofKind(manifests, 'HorizontalPodAutoscaler')) {
    const target = hpa.spec.scaleTargetRef;
    if (!has(target.kind, target.name)) problems.push(`${title(hpa)}: scales ${target.kind} ${target.name}, which is not rendered`);
    if (hpa.spec.minReplicas > hpa.spec.maxReplicas) problems.push(`${title(hpa)}: minReplicas is above maxReplicas`);
  }
  for (const pdb of ofKind(manifests, 'PodDisruptionBudget')) {
    if (selectedDeployments(manifests, pdb.spec.selector.matchLabels).length !== 1) problems.push(`${title(pdb)}: does not select the pods of exactly one Deployment`);
  }
  for (const deployment of ofKind(manifests, 'Deployment')) {
    const pod = deployment.spec.template.spec;
    if (pod.serviceAccountName && !has('ServiceAccount', pod.serviceAccountName)) problems.push(`${title(deployment)}: ServiceAccount ${pod.serviceAccountName} is not rendered`);
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap && !has('ConfigMap', volume.configMap.name)) problems.push(`${title(deployment)}: ConfigMap ${volume.configMap.name} is not rendered`);
    }
    for (const container of containersOf(deployment)) {
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref || !ownSecrets) continue;
        const secret = named(manifests, 'Secret', ref.name);
        if (!secret?.data || !(ref.key in secret.data)) problems.push(`${title(deployment)}: ${variable.name} reads key ${ref.key} of Secret ${ref.name}, which is not rendered`);
      }
    }
  }
  return problems;
}

/**
 * Kubernetes expands `$(NAME)` in an env value only when NAME is defined above it; otherwise
 * the text stays as it is (a URL with `$(DATABASE_PASSWORD)` in it).
 */
export function envOrderProblems(deployment: Manifest): string[] {
  return containersOf(deployment).flatMap((container) => {
    const defined = new Set<string>();
    return (container.env ?? []).flatMap((variable) => {
      const missing = [...(variable.value ?? '').matchAll(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g)].map((match) => match[1]).filter((name) => !defined.has(name));
      defined.add(variable.name);
      return missing.map((name) => `${title(deployment)}: ${variable.name} uses $(${name}) before it is defined`);
    });
  });
}

/**
 * A container's environment as the pod gets it: secretKeyRefs read from the rendered
 * Secrets, `$(NAME)` references expanded.
 */
export function resolveEnv(manifests: Manifest[], env: EnvVar[]): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const variable of env) {
    const ref = variable.valueFrom?.secretKeyRef;
    if (ref) {
      const data = named(manifests, 'Secret', ref.name)?.data?.[ref.key];
      if (data === undefined) throw new Error(`${variable.name}: key ${ref.key} of Secret ${ref.name} is not rendered`);
      resolved[variable.name] = Buffer.from(data, 'base64').toString('utf8');
    } else {
      resolved[variable.name] = (variable.value ?? '').replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (text, name: string) => resolved[name] ?? text);
    }
  }
  return resolved;
}

export interface IngressPath {
  ingress: string;
  path: string;
  pathType: string;
  backend: { name: string; port: string | number };
}

export function ingressPaths(ingress: Manifest): IngressPath[] {
  return (ingress.spec.rules ?? []).flatMap((rule: any) =>
    (rule.http?.paths ?? []).map((entry: any) => ({
      ingress: ingress.metadata.name,
      path: entry.path,
      pathType: entry.pathType,
      backend: { name: entry.backend.service.name, port: entry.backend.service.port.name ?? entry.backend.service.port.number },
    })),
  );
}

/**
 * Where the Ingresses (one host) send a request path, as Kubernetes defines it: an Exact path
 * matches itself; a Prefix path matches whole segments (/api/user takes /api/user/1, not
 * /api/user-roles); the longest match wins.
 */
export function ingressRoute(manifests: Manifest[], requestPath: string): IngressPath | undefined {
  const request = requestPath.split('?')[0];
  let best: IngressPath | undefined;
  for (const candidate of ofKind(manifests, 'Ingress').flatMap(ingressPaths)) {
    const prefix = candidate.path.replace(/\/+$/, '');
    const hit = candidate.pathType === 'Exact' ? request === candidate.path : request === prefix || request.startsWith(`${prefix}/`);
    if (hit && (!best || candidate.path.length > best.path.length)) best = candidate;
  }
  return best;
}

/** Paths of an OpenAPI document (`/api/user/{id}`) that the Ingresses do not send to `service`. */
export function misroutedPaths(manifests: Manifest[], paths: string[], service: string): string[] {
  return paths.flatMap((path) => {
    const backend = ingressRoute(manifests, path.replace(/\{[^}]+\}/g, 'x'))?.backend.name;
    return backend === service ? [] : [`${path} goes to ${backend ?? 'nothing'}`];
  });
}
