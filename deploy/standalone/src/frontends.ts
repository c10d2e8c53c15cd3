import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shellContentSecurityPolicy } from '@balcao/service-kit';

export const DEFAULT_FRONTENDS_DIR = path.resolve(import.meta.dirname, '../../../frontends');

/** Built remotes found on disk: every frontends/<name>/dist with an mf-manifest.json, except the shell. */
export function findRemotes(frontendsDir: string) {
  if (!existsSync(frontendsDir)) return [];
  return readdirSync(frontendsDir)
    .filter((name) => name !== 'shell' && existsSync(path.join(frontendsDir, name, 'dist', 'mf-manifest.json')))
    .sort();
}

const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

const UNUSED_ON_IMMUTABLE = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

/** The remotes are served under /remotes/ of this same origin. */
const SHELL_POLICY = shellContentSecurityPolicy();

/**
 * Content-hashed files never change under their name: cached for a year. Everything else
 * (index.html, mf-manifest.json, remoteEntry.js, runtime-config.json) is revalidated each load.
 */
export function cacheControlFor(filePath: string) {
  return CONTENT_HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Unknown pages get the shell's index.html, so client routes work on reload; files stay 404. */
export function shellFallback(frontendsDir: string) {
  const shellDist = path.join(frontendsDir, 'shell', 'dist');
  return (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (request.method === 'GET' && !url.startsWith('/remotes/') && !path.extname(url)) {
      reply.header('cache-control', 'no-cache').header('content-security-policy', SHELL_POLICY);
      return reply.sendFile('index.html', shellDist);
    }
    return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Recurso não encontrado', requestId: request.id });
  };
}

/**
 * Serves the shell at / and each remote at /remotes/<name>/, with the runtime config the shell reads to find them.
 */
export async function serveFrontends(app: FastifyInstance, frontendsDir: string) {
  const shellDist = path.join(frontendsDir, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    throw new Error(`The shell is not built (${shellDist}/index.html is missing). Run: npx nx run-many -t build`);
  }
  const remotes = findRemotes(frontendsDir);
  const runtimeConfig = { remotes: Object.fromEntries(remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) };

  app.get('/runtime-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig;
  });

  // The build writes .br and .gz beside each text file (libs/rspack-config): sent as the browser accepts.
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
    if (/\.html(\.(br|gz))?$/.test(filePath)) reply.header('content-security-policy', SHELL_POLICY);
    // A content-hashed file is never revalidated nor fetched in parts, and no log needs its
    // request id: those headers were a third of each response's headers on the ~140 files of
    // a first load through /messages (about 20 KB).
    if (CONTENT_HASHED.test(filePath)) for (const name of UNUSED_ON_IMMUTABLE) reply.removeHeader(name);
  };
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', wildcard: true, index: 'index.html', preCompressed: true, setHeaders });
  for (const name of remotes) {
    await app.register(fastifyStatic, {
      root: path.join(frontendsDir, name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      preCompressed: true,
      setHeaders,
    });
  }

  return { remotes };
}
