import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '@balcao/service-kit';
import { renderMailboxPage } from './mailbox-page';

export const ZSentMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  sentAt: z.string(),
});

/** Registered only when the mailer is the dev mailbox (standalone); the routes do not exist otherwise. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Required<Pick<Mailer, 'list'>> }> = async (app, { mailer }) => {
  const tags = ['dev'];

  app.get('/dev/mailbox', { schema: { tags, security: [], response: { 200: z.array(ZSentMail) } } }, async () => mailer.list());

  app.get('/dev/mailbox/page', { schema: { tags, security: [], response: { 200: z.string().describe('HTML page') } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailboxPage(mailer.list())),
  );
};
