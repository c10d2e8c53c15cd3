import type { FrontendValues, ServiceValues } from './repo';

/**
 * Rules over helm/balcao/values.yaml. Each returns the problems it finds (empty when the
 * values are right), so tests can show both the real chart passing and a broken one failing.
 */

export interface RouteClaim {
  path: string;
  service: string;
  websocket: boolean;
}

/** Every route of every service (enabled or not: a later `enabled: true` must not collide). */
export const routeClaims = (services: Record<string, ServiceValues>): RouteClaim[] =>
  Object.entries(services).flatMap(([service, svc]) => [
    ...(svc.routes ?? []).map((path) => ({ path, service, websocket: false })),
    ...(svc.websocketRoutes ?? []).map((path) => ({ path, service, websocket: true })),
  ]);

const normalize = (path: string) => path.trim().replace(/\/+$/, '').toLowerCase();

export function duplicateRoutes(services: Record<string, ServiceValues>): string[] {
  const owners = new Map<string, string[]>();
  for (const claim of routeClaims(services)) {
    const key = normalize(claim.path);
    owners.set(key, [...(owners.get(key) ?? []), claim.service]);
  }
  return [...owners].filter(([, claimers]) => claimers.length > 1).map(([path, claimers]) => `${path} is claimed by ${claimers.join(' and ')}`);
}

/** An Ingress Prefix path under /api: lowercase segments, no trailing slash, no regex. */
const ROUTE = /^\/api(\/[a-z0-9][a-z0-9-]*)+$/;

const probeProblems = (where: string, probes: Record<string, { path?: unknown } | undefined> | undefined, required: string[]) =>
  required.flatMap((kind) => {
    const path = probes?.[kind]?.path;
    return typeof path === 'string' && path.startsWith('/') ? [] : [`${where}: probes.${kind}.path is missing`];
  });

const imageProblems = (where: string, image: { repository?: unknown } | undefined) =>
  typeof image?.repository === 'string' && /^[a-z0-9][a-z0-9._/-]*$/.test(image.repository) ? [] : [`${where}: image.repository is missing or invalid`];

const portProblems = (where: string, port: unknown) =>
  Number.isInteger(port) && (port as number) > 0 && (port as number) < 65536 ? [] : [`${where}: port must be a number between 1 and 65535`];

function autoscalingProblems(where: string, autoscaling: ServiceValues['autoscaling'] | undefined, replicas: unknown) {
  const problems: string[] = [];
  if (!Number.isInteger(replicas) || (replicas as number) < 1) problems.push(`${where}: replicas must be at least 1`);
  if (typeof autoscaling?.enabled !== 'boolean') problems.push(`${where}: autoscaling.enabled must be true or false`);
  else if (autoscaling.enabled) {
    const { minReplicas = 0, maxReplicas = 0, targetCPUUtilizationPercentage = 0 } = autoscaling;
    if (minReplicas < 1 || maxReplicas < minReplicas) problems.push(`${where}: autoscaling needs 1 <= minReplicas <= maxReplicas`);
    if (targetCPUUtilizationPercentage < 1 || targetCPUUtilizationPercentage > 100) problems.push(`${where}: autoscaling.targetCPUUtilizationPercentage must be 1-100`);
  }
  return problems;
}

export function serviceProblems(name: string, svc: ServiceValues): string[] {
  const where = `services.${name}`;
  const problems = [
    ...imageProblems(where, svc.image),
    ...portProblems(where, svc.port),
    ...probeProblems(where, svc.probes, ['readiness', 'liveness']),
    ...autoscalingProblems(where, svc.autoscaling, svc.replicas),
  ];
  if (typeof svc.enabled !== 'boolean') problems.push(`${where}: enabled must be true or false`);
  if (!Array.isArray(svc.routes) || svc.routes.length === 0) problems.push(`${where}: routes must list at least one path`);
  for (const path of [...(svc.routes ?? []), ...(svc.websocketRoutes ?? [])]) {
    if (typeof path !== 'string' || !ROUTE.test(path)) problems.push(`${where}: route ${JSON.stringify(path)} must look like /api/<segment>[/<segment>…]`);
  }
  if (typeof svc.metrics?.path !== 'string' || !svc.metrics.path.startsWith('/')) problems.push(`${where}: metrics.path is missing`);
  if (!Number.isInteger(svc.terminationGracePeriodSeconds) || svc.terminationGracePeriodSeconds < 1) {
    problems.push(`${where}: terminationGracePeriodSeconds must be a positive number`);
  }
  if (svc.autoscaling?.enabled && !svc.resources?.requests?.cpu) problems.push(`${where}: autoscaling on CPU needs resources.requests.cpu`);
  return problems;
}

export function frontendProblems(name: string, fe: FrontendValues): string[] {
  const where = `frontends.${name}`;
  const problems = [
    ...imageProblems(where, fe.image),
    ...portProblems(where, fe.port),
    ...probeProblems(where, fe.probes, ['readiness', 'liveness']),
    ...autoscalingProblems(where, fe.autoscaling, fe.replicas),
  ];
  if (fe.role !== 'host' && fe.role !== 'remote') problems.push(`${where}: role must be host or remote`);
  if (!/^[a-z][a-z0-9-]*$/.test(name)) problems.push(`${where}: the name becomes /remotes/${name}: lowercase letters, digits and dashes only`);
  return problems;
}

/** Workloads that would share an image (and so a skaffold artifact): a copy-paste slip. */
export function sharedImages(workloads: Record<string, { image: { repository: string } }>): string[] {
  const byImage = new Map<string, string[]>();
  for (const [name, workload] of Object.entries(workloads)) byImage.set(workload.image.repository, [...(byImage.get(workload.image.repository) ?? []), name]);
  return [...byImage].filter(([, names]) => names.length > 1).map(([image, names]) => `${image} is used by ${names.join(' and ')}`);
}

/**
 * The service an Ingress with pathType Prefix sends `path` to: the longest route that
 * matches it segment by segment (/api/user matches /api/user/1, not /api/user-roles).
 */
export function routeOwner(path: string, services: Record<string, ServiceValues>, onlyEnabled = true): string | undefined {
  const requested = normalize(path.split('?')[0] ?? '');
  let best: { service: string; length: number } | undefined;
  for (const claim of routeClaims(services)) {
    if (onlyEnabled && !services[claim.service]?.enabled) continue;
    const prefix = normalize(claim.path);
    if ((requested === prefix || requested.startsWith(`${prefix}/`)) && prefix.length > (best?.length ?? -1)) {
      best = { service: claim.service, length: prefix.length };
    }
  }
  return best?.service;
}
