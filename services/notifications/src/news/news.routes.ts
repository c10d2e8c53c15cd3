import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMarkNewsReadBody, ZMarkNewsReadResponse, ZNewsList, ZNewsUnreadHeaders } from '@balcao/contracts';
import { commonErrors, errorResponses, principalOf, type Principal } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { listNews, listUnreadNews, markNewsRead } from './news.repository';

/** The user the spec's header or body names must be the signed-in one: anyone else's reads answer 404. */
function userOf(principal: Principal, named: string | undefined) {
  if (named && named !== principal.userId) throw commonErrors.NOT_FOUND();
  return principal.userId;
}

/** News ('Novidades', spec 1 §7): the list, the user's unread ones, and marking them read. */
export const newsRoutes: FastifyPluginAsyncZod<{ db: NotificationsDatabase }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['news'];

  app.get('/features/news', { schema: { tags, response: { 200: ZNewsList, ...errorResponses } } }, async () => listNews(db));

  app.get('/features/unread', { schema: { tags, headers: ZNewsUnreadHeaders, response: { 200: ZNewsList, ...errorResponses } } }, async (request) =>
    listUnreadNews(db, userOf(principalOf(request), request.headers['x-user-id'])),
  );

  app.post('/features/mark-read', { schema: { tags, body: ZMarkNewsReadBody, response: { 200: ZMarkNewsReadResponse, ...errorResponses } } }, async (request) => {
    const userId = userOf(principalOf(request), request.body.userId);
    return { marked: await db.transaction((tx) => markNewsRead(tx, userId, request.body.featureIds)) };
  });
};
