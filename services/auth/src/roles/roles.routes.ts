import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZOk, ZPermission, ZRole, ZRoleBody } from '@balcao/contracts';
import { principalOf, requirePermission } from '@balcao/service-kit';
import type { DataAccess } from '../db/database';
import { errorResponses } from '../shared/http';
import { createRole, deleteRole, listRoles, permissionCatalogue, ROLE_MANAGEMENT_PERMISSION, updateRole } from './roles.service';

/** Profiles ('Times'): every member reads them (users filter), view:teams changes them. */
export const rolesRoutes: FastifyPluginAsyncZod<{ data: DataAccess }> = async (app, { data }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['roles'];
  const canManageRoles = requirePermission(ROLE_MANAGEMENT_PERMISSION);

  app.get('/user-roles', { schema: { tags, response: { 200: z.array(ZRole), ...errorResponses } } }, async (request) =>
    listRoles(data.db, principalOf(request).officeId),
  );

  app.get('/user-roles/permissions', { schema: { tags, response: { 200: z.array(ZPermission), ...errorResponses } } }, async () =>
    permissionCatalogue(),
  );

  app.post(
    '/user-roles',
    { preHandler: canManageRoles, config: { idempotent: true }, schema: { tags, body: ZRoleBody, response: { 201: ZRole, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createRole(data, principalOf(request), request.body)),
  );

  app.put(
    '/user-roles/:id',
    { preHandler: canManageRoles, schema: { tags, params: ZIdParams, body: ZRoleBody, response: { 200: ZRole, ...errorResponses } } },
    async (request) => updateRole(data, principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/user-roles/:id',
    { preHandler: canManageRoles, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } },
    async (request) => {
      await deleteRole(data, principalOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
