import { v7 as uuidv7 } from 'uuid';
import type { CREDIT_USE_REASONS } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { AgentsContext } from '../context';
import { creditsUsed } from '../credits/credit-events';
import { assertCreditsLeft } from '../credits/credits-left';
import { recordEvents, runCommand } from '../db/database';
import { ModelUnavailableError, type LanguageModel } from '../model/language-model';
import { aiErrors } from '../shared/errors';
import { downloadAudio } from './audio-download';
import { IMPROVE_TEXT_PROMPT, RESUME_AUDIO_PROMPT, RESUME_MESSAGE_PROMPT, summaryToHtml } from './helper-prompts';

/** What one use of a composer helper costs, in credits (the spec is silent: one, as an agent's answer on the cheapest model). */
export const AI_HELPER_PRICE = 1;
/** One budget for the whole call (download, transcription, summary), under the request's own 30 s limit. */
const HELPER_DEADLINE_MS = 25_000;

function modelOf(context: AgentsContext): LanguageModel {
  if (!context.model) throw aiErrors.NOT_CONFIGURED('Configure LLM_BASE_URL, LLM_API_KEY e LLM_MODEL para usar a IA.');
  return context.model;
}

/**
 * Runs a helper the caller checked may run (a model, the office's credits): the model's
 * failure is a 503, a success uses the office's credits.
 */
async function useHelper<T>(
  context: AgentsContext,
  principal: Principal,
  model: LanguageModel,
  reason: (typeof CREDIT_USE_REASONS)[number],
  work: (model: LanguageModel, signal: AbortSignal) => Promise<T>,
  signal = AbortSignal.timeout(HELPER_DEADLINE_MS),
): Promise<T> {
  let result: T;
  try {
    result = await work(model, signal);
  } catch (error) {
    if (error instanceof ModelUnavailableError) {
      context.log.warn({ err: error }, 'AI helper: the language model did not answer');
      throw aiErrors.UNAVAILABLE();
    }
    throw error;
  }
  await runCommand(context, (tx) => recordEvents(tx, creditsUsed({ officeId: principal.officeId, inboxId: null }, AI_HELPER_PRICE, reason, uuidv7())));
  return result;
}

/** The model, once the office is known to have credits left: without either nothing is called. */
async function modelForOffice(context: AgentsContext, principal: Principal) {
  const model = modelOf(context);
  await assertCreditsLeft(context.db, principal.officeId);
  return model;
}

export async function improveText(context: AgentsContext, principal: Principal, text: string) {
  const model = await modelForOffice(context, principal);
  return useHelper(context, principal, model, 'improve_text', async (model, signal) => ({ improvedText: await model.complete({ system: IMPROVE_TEXT_PROMPT, prompt: text, signal }) }));
}

export async function resumeMessage(context: AgentsContext, principal: Principal, content: string) {
  const model = await modelForOffice(context, principal);
  return useHelper(context, principal, model, 'resume_message', async (model, signal) => ({ summary: await model.complete({ system: RESUME_MESSAGE_PROMPT, prompt: content, signal }) }));
}

/** An audio of a conversation (a signed media link messaging issued), transcribed and summarised. */
export async function resumeAudio(context: AgentsContext, principal: Principal, audioUrl: string) {
  modelOf(context);
  const baseUrl = context.media.baseUrl();
  if (!baseUrl) throw aiErrors.NOT_CONFIGURED('Configure MEDIA_INTERNAL_URL e MEDIA_SIGNING_SECRET para resumir áudios.');
  const link = context.media.verify(audioUrl);
  if (!link) throw aiErrors.AUDIO_URL_INVALID(undefined, 'audioUrl');
  const model = await modelForOffice(context, principal);
  const deadline = AbortSignal.timeout(HELPER_DEADLINE_MS);
  const download = await downloadAudio(baseUrl, link, deadline);
  return useHelper(
    context,
    principal,
    model,
    'resume_audio',
    async (model, signal) => {
      const transcription = await model.transcribe({ ...download, signal });
      const summary = transcription ? await model.complete({ system: RESUME_AUDIO_PROMPT, prompt: transcription, signal }) : 'Áudio sem fala reconhecível.';
      return { transcription, summary: summaryToHtml(summary) };
    },
    deadline,
  );
}
