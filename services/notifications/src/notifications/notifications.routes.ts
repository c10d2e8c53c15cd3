import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZListNotificationsQuery,
  ZMarkNotificationsReadBody,
  ZMarkNotificationsReadResponse,
  ZNotificationGroupList,
  ZUnreadNotificationsCount,
  ZUnreadNotificationsQuery,
  type NotificationModule,
} from '@balcao/contracts';
import { assertInboxMember, commonErrors, errorResponses, principalOf, type Principal } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { members } from '../db/schema';
import { countUnread, listGroups, markGroupsRead } from './notifications.repository';

/** The signed-in user's notifications (spec 1 §4, §7): their own only, of their office. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: NotificationsDatabase }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['notifications'];

  /** A workspace filter must be one of the user's: another's answers 404. */
  const scopeOf = async (principal: Principal, filter: { inboxId?: string; module?: NotificationModule }) => {
    if (filter.inboxId) await assertInboxMember(db, members, principal, filter.inboxId);
    return { userId: principal.userId, officeId: principal.officeId, inboxId: filter.inboxId, module: filter.module };
  };

  app.get('/notifications', { schema: { tags, querystring: ZListNotificationsQuery, response: { 200: ZNotificationGroupList, ...errorResponses } } }, async (request) => {
    const { page, limit, isRead, module, inboxId } = request.query;
    const scope = await scopeOf(principalOf(request), { inboxId, module });
    const { groups, total, unreadCount } = await listGroups(db, scope, { page, limit, isRead });
    return { data: groups, totalItems: total, totalResults: total, totalPages: Math.ceil(total / limit), unreadCount };
  });

  app.get(
    '/notifications/unread-count',
    { schema: { tags, querystring: ZUnreadNotificationsQuery, response: { 200: ZUnreadNotificationsCount, ...errorResponses } } },
    async (request) => ({ count: await countUnread(db, await scopeOf(principalOf(request), request.query)) }),
  );

  app.patch(
    '/notifications/mark-multiple-read',
    { schema: { tags, body: ZMarkNotificationsReadBody, response: { 200: ZMarkNotificationsReadResponse, ...errorResponses } } },
    async (request) => {
      const { updated } = await db.transaction((tx) => markGroupsRead(tx, principalOf(request), request.body.ids));
      return { updated };
    },
  );

  app.patch('/notifications/:id/read', { schema: { tags, params: ZIdParams, response: { 200: ZMarkNotificationsReadResponse, ...errorResponses } } }, async (request) => {
    const { found, updated } = await db.transaction((tx) => markGroupsRead(tx, principalOf(request), [request.params.id]));
    if (found === 0) throw commonErrors.NOT_FOUND();
    return { updated };
  });
};
