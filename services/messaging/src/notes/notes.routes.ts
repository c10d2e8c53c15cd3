import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateNoteBody, ZListNotesQuery, ZNote, ZNoteList } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { addNote, listNotes } from './notes.service';

/** Internal notes of a conversation (spec 1 §3, §7): open to every member of its workspace. */
export const notesRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['notes'];

  app.get('/conversation/notes', { schema: { tags, querystring: ZListNotesQuery, response: { 200: ZNoteList, ...errorResponses } } }, async (request) =>
    listNotes(context.db, principalOf(request), request.query),
  );

  app.post(
    '/conversation/note',
    { config: { idempotent: true }, schema: { tags, body: ZCreateNoteBody, response: { 201: ZNote, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await addNote(context, principalOf(request), request.body)),
  );
};
