import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateUserBody, ZIdParams, ZListUsersQuery, ZOk, ZPlanUsage, ZUpdateUserBody, ZUser, ZUserList } from '@balcao/contracts';
import { commonErrors, planUsageOf, principalOf, requirePermission } from '@balcao/service-kit';
import { AUTH_SCHEMA, type DataAccess } from '../db/database';
import { errorResponses } from '../shared/http';
import { findUser, listUsers } from './users.repository';
import { createUser, deleteUser, updateUser, USER_MANAGEMENT_PERMISSION, usersOfOffice } from './users.service';

/** Reads are open to every member (attendant pickers); changes need view:users, except self-service. */
export const usersRoutes: FastifyPluginAsyncZod<{ data: DataAccess }> = async (app, { data }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['users'];
  const canManageUsers = requirePermission(USER_MANAGEMENT_PERMISSION);

  app.get('/user', { schema: { tags, querystring: ZListUsersQuery, response: { 200: ZUserList, ...errorResponses } } }, async (request) =>
    listUsers(data.db, principalOf(request).officeId, request.query),
  );

  app.get('/user/plan-usage', { schema: { tags, response: { 200: ZPlanUsage, ...errorResponses } } }, async (request) => {
    const { officeId } = principalOf(request);
    return planUsageOf(data.db, { schemaName: AUTH_SCHEMA, officeId, key: 'users', used: await usersOfOffice(data.db, officeId) });
  });

  app.get('/user/:id', { schema: { tags, params: ZIdParams, response: { 200: ZUser, ...errorResponses } } }, async (request) => {
    const user = await findUser(data.db, principalOf(request).officeId, request.params.id);
    if (!user) throw commonErrors.NOT_FOUND();
    return user;
  });

  app.post(
    '/user',
    {
      preHandler: canManageUsers,
      config: { idempotent: true },
      schema: { tags, body: ZCreateUserBody, response: { 201: ZUser, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await createUser(data, principalOf(request), request.body)),
  );

  app.patch(
    '/user/:id',
    { schema: { tags, params: ZIdParams, body: ZUpdateUserBody, response: { 200: ZUser, ...errorResponses } } },
    async (request) => updateUser(data, principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/user/:id',
    { preHandler: canManageUsers, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } },
    async (request) => {
      await deleteUser(data, principalOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
