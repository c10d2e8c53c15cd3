import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZCreateFastMessageBody,
  ZFastMessage,
  ZFastMessageList,
  ZIdParams,
  ZListFastMessagesQuery,
  ZMessage,
  ZOk,
  ZSendFastMessageBody,
  ZUpdateFastMessageBody,
} from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { listFastMessages } from './fast-messages.repository';
import { createFastMessage, deleteFastMessage, updateFastMessage } from './fast-messages.service';
import { sendFastMessage } from './send-fast-message';

/** Quick replies (spec 1 §3, §5, §7): open to every member of the workspace. */
export const fastMessagesRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['fast-messages'];

  app.get(
    '/fast-message',
    { schema: { tags, querystring: ZListFastMessagesQuery, response: { 200: ZFastMessageList, ...errorResponses } } },
    async (request) => listFastMessages(context.db, principalOf(request), request.query),
  );

  app.post(
    '/fast-message',
    { config: { idempotent: true }, schema: { tags, body: ZCreateFastMessageBody, response: { 201: ZFastMessage, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createFastMessage(context, principalOf(request), request.body)),
  );

  app.patch(
    '/fast-message/:id',
    { schema: { tags, params: ZIdParams, body: ZUpdateFastMessageBody, response: { 200: ZFastMessage, ...errorResponses } } },
    async (request) => updateFastMessage(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/fast-message/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteFastMessage(context, principalOf(request), request.params.id);
    return { success: true as const };
  });

  app.post(
    '/fast-message/:id/send',
    {
      config: { idempotent: true },
      schema: { tags, params: ZIdParams, body: ZSendFastMessageBody, response: { 201: ZMessage, ...errorResponses, 502: ZApiError } },
    },
    async (request, reply) => reply.status(201).send(await sendFastMessage(context, principalOf(request), request.params.id, request.body.conversationId)),
  );
};
