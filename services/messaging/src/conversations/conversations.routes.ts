import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ConversationDetail,
  type ConversationList,
  ZConversationDetail,
  ZConversationList,
  ZConversationMessagesQuery,
  ZConversationSummary,
  ZIdParams,
  ZListConversationsQuery,
  ZOk,
  ZStartConversationBody,
  ZStartConversationResponse,
  ZUpdateConversationBody,
} from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { readConversationListJson } from './conversation-list';
import { readConversationDetailJson } from './conversations.repository';
import { deleteConversation, markConversationRead, startConversation, updateConversation } from './conversations.service';

/** Conversations (spec 1 §4, §7): open to every workspace member. Human support lives in human-support/. */
export const conversationsRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['conversations'];
  const summary = { response: { 200: ZConversationSummary, ...errorResponses } };
  const ok = { response: { 200: ZOk, ...errorResponses } };

  // The list comes from the database as ZConversationList's JSON text and goes out as it is (see
  // readConversationListJson): Fastify sends a string with a JSON content type without serializing it.
  app.get(
    '/conversation',
    { schema: { tags, querystring: ZListConversationsQuery, response: { 200: ZConversationList, ...errorResponses } } },
    async (request, reply) => {
      const list = await readConversationListJson(context.db, principalOf(request), request.query);
      return reply.type('application/json; charset=utf-8').send(list as unknown as ConversationList);
    },
  );

  app.get(
    '/conversation/:id',
    { schema: { tags, params: ZIdParams, querystring: ZConversationMessagesQuery, response: { 200: ZConversationDetail, ...errorResponses } } },
    async (request, reply) => {
      const detail = await readConversationDetailJson(context.db, principalOf(request), request.params.id, request.query, fileUrlOf(context));
      return reply.type('application/json; charset=utf-8').send(detail as unknown as ConversationDetail);
    },
  );

  app.post(
    '/conversation',
    { config: { idempotent: true }, schema: { tags, body: ZStartConversationBody, response: { 200: ZStartConversationResponse, ...errorResponses } } },
    async (request) => startConversation(context, principalOf(request), request.body),
  );

  app.patch('/conversation/:id', { schema: { tags, params: ZIdParams, body: ZUpdateConversationBody, ...summary } }, async (request) =>
    updateConversation(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/conversation/:id', { schema: { tags, params: ZIdParams, ...ok } }, async (request) => {
    await deleteConversation(context, principalOf(request), request.params.id);
    return { success: true as const };
  });

  app.post('/conversation/:id/read', { schema: { tags, params: ZIdParams, ...ok } }, async (request) => {
    await markConversationRead(context, principalOf(request), request.params.id);
    return { success: true as const };
  });
};
