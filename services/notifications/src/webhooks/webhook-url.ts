import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@balcao/contracts';

/** What the operator allows as a target (WEBHOOKS_ALLOW_INSECURE, WEBHOOKS_ALLOW_PRIVATE_TARGETS). */
export interface WebhookTargetPolicy {
  allowInsecure: boolean;
  allowPrivateTargets: boolean;
}

/** Addresses a receiver on the internet never has: loopback, private, link-local (cloud metadata), CGNAT, multicast, reserved. */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and NAT64 forms would hide any IPv4 address above.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host as an IP literal (without IPv6 brackets), or null for a name. */
function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}

/** The URL's shape against the policy, without asking DNS: a pt-BR message naming the fault, or null. */
export function urlShapeProblem(raw: string, policy: WebhookTargetPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowInsecure)) return url.protocol === 'http:' ? WEBHOOK_MESSAGES.urlNotHttps : WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  if (policy.allowPrivateTargets) return null;
  const literal = ipLiteralOf(url.hostname);
  if (literal) return isInternalAddress(literal) ? WEBHOOK_MESSAGES.urlPrivate : null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local') || !host.includes('.')) return WEBHOOK_MESSAGES.urlPrivate;
  return null;
}

/**
 * The URL's shape and, for a name, every address its DNS gives now: a name that points inside
 * is refused at creation. Delivery checks again when it connects (safeLookup), as DNS may change.
 */
export async function urlProblem(raw: string, policy: WebhookTargetPolicy): Promise<string | null> {
  const shape = urlShapeProblem(raw, policy);
  if (shape || policy.allowPrivateTargets) return shape;
  const { hostname } = new URL(raw);
  if (ipLiteralOf(hostname)) return null;
  try {
    const addresses = await lookup(hostname, { all: true, verbatim: true });
    return addresses.some((entry) => isInternalAddress(entry.address)) ? WEBHOOK_MESSAGES.urlPrivate : null;
  } catch {
    return WEBHOOK_MESSAGES.urlUnresolvable;
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;

/**
 * dns.lookup for the delivery's socket: the socket connects to the address checked here, so a
 * name re-pointed to an internal address after creation (DNS rebinding) is refused.
 */
export function safeLookup(policy: WebhookTargetPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookup(hostname, { all: true, verbatim: true }).then(
      (addresses) => {
        const allowed = policy.allowPrivateTargets ? addresses : addresses.filter((entry) => !isInternalAddress(entry.address));
        if (allowed.length === 0 || allowed.length < addresses.length) {
          callback(Object.assign(new Error(`refused internal address for ${hostname}`), { code: 'EWEBHOOKPRIVATE' }), []);
          return;
        }
        if (options.all) callback(null, allowed);
        else callback(null, allowed[0]!.address, allowed[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** An IP literal host is connected to without lookup: it is checked here instead. */
export function literalHostRefused(raw: string, policy: WebhookTargetPolicy): boolean {
  const literal = ipLiteralOf(new URL(raw).hostname);
  return !policy.allowPrivateTargets && literal !== null && isInternalAddress(literal);
}
