import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZPresenceQuery, ZPresenceResponse, type PresenceResponse } from '@balcao/contracts';
import { assertInboxMember, commonErrors, listOnline, principalOf, type KeyValueStore } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { members } from '../db/schema';
import { isUuid } from '../realtime/access';


/** Members of the workspace with a socket open now, by name. */
export async function onlineMembers(db: NotificationsDatabase, store: KeyValueStore, officeId: string, inboxId: string): Promise<PresenceResponse> {
  const online = await listOnline(store, officeId);
  if (online.length === 0) return { online: [] };
  const rows = await db
    .select({ userId: members.userId, name: members.name })
    .from(members)
    .where(and(eq(members.officeId, officeId), inArray(members.userId, online), sql`${inboxId}::uuid = any(${members.inboxIds})`))
    .orderBy(asc(members.name));
  return { online: rows };
}

export const presenceRoutes: FastifyPluginAsyncZod<{ db: NotificationsDatabase; store: KeyValueStore }> = async (app, { db, store }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/presence',
    { schema: { tags: ['presence'], querystring: ZPresenceQuery, response: { 200: ZPresenceResponse, 400: ZApiError, 401: ZApiError, 404: ZApiError } } },
    async (request) => {
      const principal = principalOf(request);
      const { inboxId } = request.query;
      if (!isUuid(inboxId)) throw commonErrors.NOT_FOUND();
      await assertInboxMember(db, members, principal, inboxId);
      return onlineMembers(db, store, principal.officeId, inboxId);
    },
  );
};
