import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_ATTACHMENT_MAX_BYTES, ZApiError, ZSupportContacts, ZSupportTicket, type SupportContacts } from '@balcao/contracts';
import { errorResponses, principalOf, type Mailer } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { supportErrors } from './support-errors';
import { readTicketForm } from './support-form';
import { openSupportTicket } from './support-ticket';

export interface SupportOptions {
  db: NotificationsDatabase;
  mailer: Mailer;
  contacts: SupportContacts;
}

/** The support modal of spec 3 §2.4: where to reach support, and 'Abrir Ticket' really sent. */
export const supportRoutes: FastifyPluginAsyncZod<SupportOptions> = async (app, { db, mailer, contacts }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1 } });
  app.addHook('onRequest', app.authenticate);
  const tags = ['support'];

  app.get('/support/contacts', { schema: { tags, response: { 200: ZSupportContacts, ...errorResponses } } }, async () => contacts);

  app.post(
    '/support/ticket',
    {
      config: { idempotent: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart fields: type (technical, account, billing, feature, other), description, attachment (jpg, jpeg, png, pdf, doc, docx; ≤ 10 MB).',
        response: { 201: ZSupportTicket, ...errorResponses, 413: ZApiError, 502: ZApiError, 503: ZApiError },
      },
    },
    async (request, reply) => {
      // Nobody reads a ticket that was not e-mailed: say so before reading the upload, and keep nothing.
      if (mailer.kind === 'none') throw supportErrors.MAIL_NOT_CONFIGURED();
      const form = await readTicketForm(request);
      const ticket = await openSupportTicket({ db, mailer, supportEmail: contacts.email, log: request.log }, principalOf(request), form);
      return reply.status(201).send(ticket);
    },
  );
};
