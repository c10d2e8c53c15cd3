import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZConversationSummary, ZFinishConversationBody, ZIdParams, ZTransferConversationBody } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { finishConversation } from './finish-conversation';
import { endHumanSupport, startHumanSupport } from './human-support.service';
import { transferConversation } from './transfer-conversation';

/**
 * Human service of a conversation (spec 1 §4, SPEC-DECISIONS): start, end, transfer, finish.
 * Any member of the conversation's workspace may do each; every answer is the conversation.
 */
export const humanSupportRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['human-support'];
  const summary = { 200: ZConversationSummary, ...errorResponses };

  app.post('/conversation/:id/start-human-support', { schema: { tags, params: ZIdParams, response: summary } }, async (request) =>
    startHumanSupport(context, principalOf(request), request.params.id),
  );

  app.post('/conversation/:id/end-human-support', { schema: { tags, params: ZIdParams, response: summary } }, async (request) =>
    endHumanSupport(context, principalOf(request), request.params.id),
  );

  app.post(
    '/conversation/:id/transfer',
    { config: { idempotent: true }, schema: { tags, params: ZIdParams, body: ZTransferConversationBody, response: summary } },
    async (request) => transferConversation(context, principalOf(request), request.params.id, request.body),
  );

  app.post(
    '/conversation/:id/finish',
    { config: { idempotent: true }, schema: { tags, params: ZIdParams, body: ZFinishConversationBody, response: { ...summary, 502: ZApiError } } },
    async (request) => finishConversation(context, principalOf(request), request.params.id, request.body),
  );
};
