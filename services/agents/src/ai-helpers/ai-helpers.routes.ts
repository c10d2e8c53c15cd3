import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZImproveTextBody, ZImproveTextResponse, ZResumeAudioBody, ZResumeAudioResponse, ZResumeMessageBody, ZResumeMessageResponse } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { AgentsContext } from '../context';
import { errorResponses, noCreditsResponse, unavailableResponse } from '../shared/http';
import { improveText, resumeAudio, resumeMessage } from './ai-helpers.service';

/**
 * The composer's AI helpers (spec 1 §7): open to every signed-in member, like the composer; each
 * use spends the office's credits, once per Idempotency-Key.
 */
export const aiHelpersRoutes: FastifyPluginAsyncZod<{ context: AgentsContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['ai'];
  const responses = { ...errorResponses, ...noCreditsResponse, ...unavailableResponse };
  const config = { idempotent: true };

  app.post('/improve-text', { config, schema: { tags, body: ZImproveTextBody, response: { 200: ZImproveTextResponse, ...responses } } }, async (request) =>
    improveText(context, principalOf(request), request.body.text),
  );

  app.post('/resume-message', { config, schema: { tags, body: ZResumeMessageBody, response: { 200: ZResumeMessageResponse, ...responses } } }, async (request) =>
    resumeMessage(context, principalOf(request), request.body.content),
  );

  app.post('/resume-audio', { config, schema: { tags, body: ZResumeAudioBody, response: { 200: ZResumeAudioResponse, ...responses } } }, async (request) =>
    resumeAudio(context, principalOf(request), request.body.audioUrl),
  );
};
