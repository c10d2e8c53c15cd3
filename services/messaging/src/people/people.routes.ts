import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PeopleList,
  ZBlockedMessageList,
  ZBlockedMessagesQuery,
  ZCreatePersonBody,
  ZDeletePeopleBody,
  ZDeletePeopleResponse,
  ZIdParams,
  ZImportContactsBody,
  ZImportContactsResponse,
  ZListPeopleQuery,
  ZPeopleList,
  ZPerson,
  ZPersonQuery,
  ZUpdatePersonBody,
} from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import { fileUrlOf, type MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { listBlockedMessages } from './blocked-messages';
import { importContacts } from './import-contacts';
import { findVisiblePerson, readPeopleListJson } from './people.repository';
import { createPerson, deletePeople, updatePerson } from './people.service';

/** Contacts (spec 1 §3, §7): open to every member of the workspace. */
export const peopleRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['people'];

  // The list comes from the database as ZPeopleList's JSON text and goes out as it is (see
  // readPeopleListJson): Fastify sends a string with a JSON content type without serializing it.
  app.get('/people', { schema: { tags, querystring: ZListPeopleQuery, response: { 200: ZPeopleList, ...errorResponses } } }, async (request, reply) => {
    const list = await readPeopleListJson(context.db, principalOf(request), request.query);
    return reply.type('application/json; charset=utf-8').send(list as unknown as PeopleList);
  });

  app.get(
    '/people/:id',
    { schema: { tags, params: ZIdParams, querystring: ZPersonQuery, response: { 200: ZPerson, ...errorResponses } } },
    async (request) => findVisiblePerson(context.db, principalOf(request), request.params.id, request.query.inboxId),
  );

  app.get(
    '/people/:id/blocked-messages',
    { schema: { tags, params: ZIdParams, querystring: ZBlockedMessagesQuery, response: { 200: ZBlockedMessageList, ...errorResponses } } },
    async (request) => listBlockedMessages(context.db, principalOf(request), request.params.id, request.query, fileUrlOf(context)),
  );

  app.post(
    '/people',
    { config: { idempotent: true }, schema: { tags, body: ZCreatePersonBody, response: { 201: ZPerson, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createPerson(context, principalOf(request), request.body)),
  );

  app.patch(
    '/people/:id',
    { schema: { tags, params: ZIdParams, body: ZUpdatePersonBody, response: { 200: ZPerson, ...errorResponses } } },
    async (request) => updatePerson(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/people', { schema: { tags, body: ZDeletePeopleBody, response: { 200: ZDeletePeopleResponse, ...errorResponses } } }, async (request) =>
    deletePeople(context, principalOf(request), request.body.ids),
  );

  app.post(
    '/office/import-contacts',
    { config: { idempotent: true }, schema: { tags, body: ZImportContactsBody, response: { 200: ZImportContactsResponse, ...errorResponses } } },
    async (request) => importContacts(context, principalOf(request), request.body),
  );
};
