import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Board,
  ZBoard,
  ZBoardQuery,
  ZCreateFunnelColumnBody,
  ZDeleteFunnelColumnsBody,
  ZDeleteFunnelColumnsResponse,
  ZFunnelColumn,
  ZIdParams,
  ZUpdateFunnelColumnBody,
} from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { CrmContext } from '../context';
import { readBoardJson } from '../leads/board';
import { guardCrmRoutes } from '../shared/crm-routes';
import { errorResponses } from '../shared/http';
import { createColumn, updateColumn } from './columns.service';
import { deleteColumns } from './delete-columns';

/** Columns of a funnel and the board they make (spec 2 §7). */
export const columnsRoutes: FastifyPluginAsyncZod<{ context: CrmContext }> = async (app, { context }) => {
  guardCrmRoutes(app);
  const tags = ['crm'];

  // The board comes from the database as ZBoard's JSON text and goes out as it is (see
  // readBoardJson): Fastify sends a string with a JSON content type without serializing it.
  app.get('/funnel-column', { schema: { tags, querystring: ZBoardQuery, response: { 200: ZBoard, ...errorResponses } } }, async (request, reply) => {
    const board = await readBoardJson(context.db, principalOf(request), request.query);
    return reply.type('application/json; charset=utf-8').send(board as unknown as Board);
  });

  app.post(
    '/funnel-column',
    { config: { idempotent: true }, schema: { tags, body: ZCreateFunnelColumnBody, response: { 201: ZFunnelColumn, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createColumn(context, principalOf(request), request.body)),
  );

  app.patch('/funnel-column/:id', { schema: { tags, params: ZIdParams, body: ZUpdateFunnelColumnBody, response: { 200: ZFunnelColumn, ...errorResponses } } }, async (request) =>
    updateColumn(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/funnel-column', { schema: { tags, body: ZDeleteFunnelColumnsBody, response: { 200: ZDeleteFunnelColumnsResponse, ...errorResponses } } }, async (request) =>
    deleteColumns(context, principalOf(request), request.body.ids),
  );
};
