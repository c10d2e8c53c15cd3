import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConversationTagsBody,
  ZCreateTagBody,
  ZIdParams,
  ZLinkedTags,
  ZListTagsQuery,
  ZOk,
  ZPersonTagsBody,
  ZTag,
  ZTagList,
  ZUpdateTagBody,
} from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { changeConversationTags, changePersonTags } from './tag-links';
import { listTags } from './tags.repository';
import { createTag, deleteTag, updateTag } from './tags.service';

/** Tags of every module (spec 1 §3, §5, §7): open to every member of the workspace. */
export const tagsRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['tags'];
  const tag = { response: { 200: ZTag, ...errorResponses } };
  const linked = { response: { 200: ZLinkedTags, ...errorResponses } };

  app.get('/tag', { schema: { tags, querystring: ZListTagsQuery, response: { 200: ZTagList, ...errorResponses } } }, async (request) =>
    listTags(context.db, principalOf(request), request.query),
  );

  app.post(
    '/tag',
    { config: { idempotent: true }, schema: { tags, body: ZCreateTagBody, response: { 201: ZTag, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createTag(context, principalOf(request), request.body)),
  );

  app.patch('/tag/:id', { schema: { tags, params: ZIdParams, body: ZUpdateTagBody, ...tag } }, async (request) =>
    updateTag(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/tag/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteTag(context, principalOf(request), request.params.id);
    return { success: true as const };
  });

  app.post('/tag/link', { schema: { tags, body: ZConversationTagsBody, ...linked } }, async (request) =>
    changeConversationTags(context, principalOf(request), request.body, true),
  );

  app.post('/tag/unlink', { schema: { tags, body: ZConversationTagsBody, ...linked } }, async (request) =>
    changeConversationTags(context, principalOf(request), request.body, false),
  );

  app.post('/tag/link-person', { schema: { tags, body: ZPersonTagsBody, ...linked } }, async (request) =>
    changePersonTags(context, principalOf(request), request.body, true),
  );

  app.post('/tag/unlink-person', { schema: { tags, body: ZPersonTagsBody, ...linked } }, async (request) =>
    changePersonTags(context, principalOf(request), request.body, false),
  );
};
