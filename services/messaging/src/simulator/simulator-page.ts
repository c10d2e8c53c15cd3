import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { pageContentSecurityPolicy } from '@balcao/service-kit';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/** One self-contained page: the HTML with its stylesheet and script inlined. */
function buildPage() {
  return read('simulator-page.html')
    .replace('/*STYLE*/', () => read('simulator-page.css'))
    .replace('/*SCRIPT*/', () => read('simulator-page.client.js'));
}

/**
 * `GET /simulator`: the customer-phone page of the simulator channel (ARCHITECTURE §7). Register
 * without prefix, beside `messagingService`, when the simulator is the channel provider.
 */
export const simulatorPage: FastifyPluginAsync = async (app) => {
  const page = buildPage();
  // Its one inline script, allowed by hash.
  const policy = pageContentSecurityPolicy({ inlineScripts: [read('simulator-page.client.js')] });
  app.get('/simulator', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', policy).send(page),
  );
};
