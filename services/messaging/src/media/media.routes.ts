import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ZMediaParams, ZMediaQuery } from '@balcao/contracts';
import { commonErrors, principalOf } from '@balcao/service-kit';
import type { MessagingDatabase } from '../db/database';
import { blockedMessages, messages } from '../db/schema';
import { mediaErrors } from '../shared/errors';
import { assertMember } from '../shared/tenancy';
import type { MediaLinks } from './media-links';
import type { MediaStorage } from './media-storage';

/** Types a browser may render inline; anything else downloads, so an uploaded page never runs here. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf)$/i;

/** The message that holds the file: in a conversation, or kept from a blocked contact. */
async function fileOf(db: MessagingDatabase, key: string) {
  for (const table of [messages, blockedMessages]) {
    const [file] = await db
      .select({ officeId: table.officeId, inboxId: table.inboxId, mimeType: table.mimeType, fileName: table.fileName })
      .from(table)
      .where(eq(table.fileKey, key))
      .limit(1);
    if (file) return file;
  }
  return undefined;
}

/** `GET /media/{key}`: with the user's token (member of the message's workspace) or a signed link. */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: MessagingDatabase; media: MediaStorage; links: MediaLinks }> = async (app, { db, media, links }) => {
  app.get('/media/:key', { schema: { tags: ['media'], params: ZMediaParams, querystring: ZMediaQuery } }, async (request, reply) => {
    const { key } = request.params;
    const file = await fileOf(db, key);
    if (request.query.sig !== undefined) {
      if (!links.verify(key, request.query.exp, request.query.sig)) throw mediaErrors.INVALID_LINK();
      if (!file) throw commonErrors.NOT_FOUND();
    } else {
      await app.authenticate(request, reply);
      const principal = principalOf(request);
      if (!file || file.officeId !== principal.officeId) throw commonErrors.NOT_FOUND();
      await assertMember(db, principal, file.inboxId);
    }
    const stored = await media.get(key);
    if (!stored) throw commonErrors.NOT_FOUND();
    const mimeType = file.mimeType ?? 'application/octet-stream';
    const disposition = INLINE_TYPES.test(mimeType) ? 'inline' : 'attachment';
    reply
      .header('content-type', mimeType)
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName ?? key)}`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (stored.size !== null) reply.header('content-length', stored.size);
    return reply.send(stored.stream);
  });
};
