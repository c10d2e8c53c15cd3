import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES, ZApiError, ZMessage, ZRemoveMessageBody } from '@balcao/contracts';
import { idempotencyKeyOf, principalOf } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { removeMessage } from './remove-message';
import { sendMessage } from './send-message';
import { readSendMessageForm } from './send-message-form';

/** Sending and deleting messages (spec 1 §3, §5, §7). */
export const messagesRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } });
  app.addHook('onRequest', app.authenticate);
  const tags = ['messages'];

  app.post(
    '/conversation/send-message',
    {
      // A retried POST with the same Idempotency-Key answers the first result and sends nothing again.
      config: { idempotent: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart fields: conversationId, type, message, file, fileName, caption, showResponsibleName, replyMessageId, reactionMessageId.',
        response: { 201: ZMessage, ...errorResponses, 413: ZApiError, 502: ZApiError },
      },
    },
    async (request, reply) => {
      const form = await readSendMessageForm(request);
      return reply.status(201).send(await sendMessage(context, principalOf(request), form, { idempotencyKey: idempotencyKeyOf(request) }));
    },
  );

  app.post(
    '/conversation/remove-message',
    { schema: { tags, body: ZRemoveMessageBody, response: { 200: ZMessage, ...errorResponses, 502: ZApiError } } },
    async (request) => removeMessage(context, principalOf(request), request.body),
  );
};
