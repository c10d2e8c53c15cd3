import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { BaseConfig } from './config';

/** An API answer loads nothing and is framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The policy of an HTML page a service serves itself (Swagger UI, the dev mailbox, the payments
 * sandbox, the simulator): its own origin's scripts, plus the inline scripts it declares here
 * (by hash, computed from the page's source, never from what a request put in it); inline
 * styles; images and media from itself or data:/blob: URLs; requests and forms to itself.
 */
export function pageContentSecurityPolicy(options: { inlineScripts?: string[] } = {}) {
  const scripts = ["'self'", ...(options.inlineScripts ?? []).map(scriptHash)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The policy of the shell's page (deploy/standalone and the shell's nginx in deploy/docker keep
 * the same): scripts, styles and fonts of this origin and of the origins the remotes are loaded
 * from (a CDN named in a remote's manifestUrl; the remotes are under /remotes/ otherwise);
 * inline styles (antd writes its CSS at run time); images and media from data:/blob: URLs
 * (previews, recorded audio); requests, sockets included, to this origin.
 */
export function shellContentSecurityPolicy(remoteOrigins: string[] = []) {
  const sources = (...own: string[]) => [...own, ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'")}`,
    `style-src ${sources("'self'", "'unsafe-inline'")}`,
    `img-src ${sources("'self'", 'data:', 'blob:')}`,
    "media-src 'self' blob:",
    `font-src ${sources("'self'", 'data:')}`,
    `connect-src ${sources("'self'")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const isHtml = (contentType: unknown) => /^text\/html\b/i.test(String(contentType ?? ''));

/**
 * Headers of every answer (helmet): no MIME sniffing, the origin alone as referrer to other
 * sites, no framing, HSTS in production, same-origin resources. The Content-Security-Policy is
 * the one a route set itself, else the page policy for HTML, else the API policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<BaseConfig, 'NODE_ENV'>) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers keep it for a year: only where the product is served over HTTPS.
    strictTransportSecurity: config.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const pagePolicy = pageContentSecurityPolicy();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', isHtml(reply.getHeader('content-type')) ? pagePolicy : API_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
